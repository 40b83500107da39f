import type { EventWriter, OutboxEvent } from '@easel/service-kit';
import type { CatalogDeps } from './catalog-deps';

/** Written with every publish and delete, in its transaction; it carries no count, see tellArtworkCount. */
export const ARTIST_ARTWORKS_CHANGED = 'artist-artworks-changed';

export const artistArtworksChanged = (events: EventWriter, artistId: string) =>
  events.write(ARTIST_ARTWORKS_CHANGED, { artistId });

/**
 * Identity keeps each artist's artwork count (spec §3 User.count; four unlock gift cards and the newsletter).
 * The whole count is sent, not a step, and it is counted when the event is delivered, not when it was written,
 * so a late or retried event never sets a stale number. Throws when identity did not take it: the relay tries again.
 */
export async function tellArtworkCount(
  deps: Pick<CatalogDeps, 'artworks' | 'identity'>,
  event: OutboxEvent,
): Promise<void> {
  const { artistId } = event.payload as { artistId: string };
  await deps.identity.setArtworkCount(artistId, await deps.artworks.countByOwner(artistId), event.id);
}
