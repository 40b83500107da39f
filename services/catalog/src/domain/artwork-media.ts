import type { Artwork } from './artwork';
import type { CatalogDeps } from './catalog-deps';
import { fileNameOf, mediaUrl } from './media-file-name';

/** After an artwork is deleted: the artist's uploads it showed go too (file, variants, record), unless something else still shows them. */
export async function removeUnusedMedia(deps: CatalogDeps, artwork: Artwork): Promise<void> {
  try {
    const names = [...new Set([artwork.featuredImage, ...artwork.gallery].map(fileNameOf))];
    const uploads = (await deps.media.findByPaths(names))
      .filter((media) => media.ownerId === artwork.owner.id)
      .map((media) => media.path);
    const shown = await deps.media.stillShown(uploads.map(mediaUrl));
    const unused = uploads.filter((name) => !shown.has(mediaUrl(name)));
    // The record first: once it is gone, no artwork can pick the file up again.
    await deps.media.removeMany(unused);
    for (const name of unused) await Promise.all([deps.storage.remove(name), deps.variants.removeAll(name)]);
  } catch (error) {
    // The artwork is gone already; a file left behind costs disk space, not correctness.
    deps.logger.warn({ err: error, artwork: artwork.slug }, 'the deleted artwork’s media could not all be removed');
  }
}
