import { ServiceUnavailableError, type InternalClient, type Logger } from '@easel/service-kit';
import type { CatalogArtwork, CatalogDirectory } from '../domain/catalog-artwork';

// Pricing needs catalog: when it does not answer, the buyer is told to try again (503), and an event is retried.
const CATALOG_DOWN = 'The catalog is not answering, please try again shortly';

const CATALOG_TIMEOUT_MS = 3000;

/** catalog's internal routes: the works a checkout prices, and their sale once paid. */
export function createCatalogDirectory(
  internal: InternalClient,
  baseUrl: string,
  logger: Logger,
  timeoutMs = CATALOG_TIMEOUT_MS,
): CatalogDirectory {
  const base = baseUrl.replace(/\/$/, '');
  async function putSale(mark: 'sold' | 'available', slugs: string[], eventId: string) {
    const { status } = await internal.putJson(`${base}/internal/artworks/${mark}`, { slugs, eventId }, timeoutMs);
    if (status !== 200) {
      logger.warn({ status, slugs, eventId, mark }, 'catalog did not take the sale mark');
      throw new ServiceUnavailableError(CATALOG_DOWN);
    }
  }
  return {
    async artworks(slugs) {
      if (!slugs.length) return [];
      const query = slugs.map(encodeURIComponent).join(',');
      const { status, body } = await internal.getJson(`${base}/internal/artworks?slugs=${query}`, timeoutMs);
      if (status !== 200 || !body) {
        logger.warn({ status, slugs }, 'catalog did not answer the artworks of a checkout');
        throw new ServiceUnavailableError(CATALOG_DOWN);
      }
      return (body as { artworks: CatalogArtwork[] }).artworks;
    },

    markSold: (slugs, eventId) => putSale('sold', slugs, eventId),
    markAvailable: (slugs, eventId) => putSale('available', slugs, eventId),
  };
}
