import type { CatalogDeps } from './catalog-deps';

/**
 * Identity keeps each artist's artwork count (spec §3 User.count; four unlock gift cards and the newsletter).
 * The whole count is sent, not a step, so a message identity missed is put right by the next publish or delete.
 */
export async function tellArtworkCount(deps: CatalogDeps, ownerId: string): Promise<void> {
  try {
    await deps.identity.setArtworkCount(ownerId, await deps.artworks.countByOwner(ownerId));
  } catch (error) {
    // The artwork is saved or gone already; a count left behind must not undo that.
    deps.logger.warn({ err: error, ownerId }, 'the artwork count could not be told to identity');
  }
}
