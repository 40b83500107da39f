import { createNewsletterAudience } from '../data-access/newsletter-audience';
import { createNewslettersRepository } from '../data-access/newsletters-repository';
import type { ArtistDeps } from './artist-deps';
import type { NewsletterDeps } from './newsletters';

/** The newsletter's repositories over the service's one deps. */
export const newsletterDepsOf = ({ ctx, artists, outbox, now }: ArtistDeps): NewsletterDeps => ({
  newsletters: createNewslettersRepository(ctx.db, outbox),
  audience: createNewsletterAudience(ctx.internal, ctx.config.IDENTITY_URL, artists),
  now,
});
