import { outboxRoutes, profileFollowerRoutes } from '@easel/service-kit';
import { Router } from 'express';
import { followProfileCopies } from '../../data-access/profile-copies';
import { artistDepsOf, type ArtistContext } from '../../domain/artist-deps';
import { analyticsRoutes } from './analytics-routes';
import { artistPageRoutes } from './artist-page-routes';
import { giftCardRoutes } from './gift-card-routes';
import { inboxRoutes } from './inbox-routes';
import { newsletterRoutes } from './newsletter-routes';

/** One route file per feature; each takes the service's one deps. */
export function artistRoutes(ctx: ArtistContext): Router {
  const deps = artistDepsOf(ctx);
  return Router().use(
    inboxRoutes(deps),
    artistPageRoutes(deps),
    giftCardRoutes(deps),
    newsletterRoutes(deps),
    analyticsRoutes(deps),
    profileFollowerRoutes(ctx.db, followProfileCopies),
    outboxRoutes(ctx.db),
  );
}
