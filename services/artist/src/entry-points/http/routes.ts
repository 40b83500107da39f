import { outboxRoutes, profileFollowerRoutes } from '@easel/service-kit';
import { Router } from 'express';
import type { ArtistDeps } from '../../deps';
import { analyticsRoutes } from './analytics-routes';
import { artistPageRoutes } from './artist-page-routes';
import { giftCardRoutes } from './gift-card-routes';
import { inboxRoutes } from './inbox-routes';
import { newsletterRoutes } from './newsletter-routes';

/** One route file per feature; each takes the service's one deps. */
export function artistRoutes(deps: ArtistDeps): Router {
  return Router().use(
    inboxRoutes(deps),
    artistPageRoutes(deps),
    giftCardRoutes(deps),
    newsletterRoutes(deps),
    analyticsRoutes(deps),
    profileFollowerRoutes(deps.db, deps.followProfileCopies),
    outboxRoutes(deps.db),
  );
}
