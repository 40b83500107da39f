import { z } from './messages';

// Service-to-service shapes under /internal, which the gateway never routes.

const WHOLE_COUNT = 'Count must be a whole number of 0 or more';

/**
 * PUT /internal/users/:id/artwork-count: catalog tells identity how many artworks the artist has now (spec §3 User.count).
 * eventId is catalog's outbox event: a redelivered one is answered without a second update.
 */
export const artworkCountInput = z.object({
  count: z.number({ error: WHOLE_COUNT }).int(WHOLE_COUNT).min(0, WHOLE_COUNT).max(1_000_000, 'Count is too large'),
  eventId: z.uuid({ error: 'Event id must be a uuid' }),
});
export type ArtworkCountInput = z.infer<typeof artworkCountInput>;
