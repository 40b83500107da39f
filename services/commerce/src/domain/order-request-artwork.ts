import { NotFoundError } from '@easel/service-kit';
import type { CatalogArtwork } from './catalog-artwork';
import type { RequestDeps } from './order-request-deps';

const ARTWORK_NOT_FOUND = 'Artwork not found';

/** Finds the work a request or an offer is about: unknown and unpublished works are both 'not found'. */
export async function publishedArtwork(
  { catalog }: Pick<RequestDeps, 'catalog'>,
  slug: string,
): Promise<CatalogArtwork> {
  const [art] = await catalog.artworks([slug]);
  if (!art?.published) throw new NotFoundError(ARTWORK_NOT_FOUND);
  return art;
}
