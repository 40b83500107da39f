import type { InternalClient, Logger } from '@easel/service-kit';
import { CatalogUnavailableError, type CatalogArtwork, type CatalogDirectory } from '../domain/catalog-artwork';

const CATALOG_TIMEOUT_MS = 3000;

/** catalog's internal routes: the works a checkout prices, and their sale once paid. */
export function createCatalogDirectory(internal: InternalClient, baseUrl: string, logger: Logger, timeoutMs = CATALOG_TIMEOUT_MS): CatalogDirectory {
  const base = baseUrl.replace(/\/$/, '');
  return {
    async artworks(slugs) {
      if (!slugs.length) return [];
      const query = slugs.map(encodeURIComponent).join(',');
      const { status, body } = await internal.getJson(`${base}/internal/artworks?slugs=${query}`, timeoutMs);
      if (status !== 200 || !body) {
        logger.warn({ status, slugs }, 'catalog did not answer the artworks of a checkout');
        throw new CatalogUnavailableError(`catalog answered ${status} to the artworks`);
      }
      return (body as { artworks: CatalogArtwork[] }).artworks;
    },

    async markSold(slugs, eventId) {
      const { status } = await internal.putJson(`${base}/internal/artworks/sold`, { slugs, eventId }, timeoutMs);
      if (status !== 200) throw new CatalogUnavailableError(`catalog answered ${status} to marking ${slugs.join(', ')} sold`);
    },
  };
}
