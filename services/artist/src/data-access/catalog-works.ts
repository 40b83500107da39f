import type { InternalClient, Logger } from '@easel/service-kit';

const CATALOG_TIMEOUT_MS = 3000;
/** catalog's GET /internal/artworks takes at most this many slugs at once. */
const SLUGS_PER_CALL = 50;

/** catalog did not answer, or not as agreed: nobody can tell whose the works are. */
export class CatalogUnavailableError extends Error {}

interface OwnedWork {
  slug: string;
  owner: { id: string };
}

const isWorkList = (body: unknown): body is { artworks: OwnedWork[] } =>
  typeof body === 'object' && body !== null && Array.isArray((body as { artworks?: unknown }).artworks);

/** Whose the works are, as catalog knows them (by the owner's user id, which a slug change does not touch). */
export function createCatalogWorks(internal: InternalClient, catalogUrl: string, logger: Logger) {
  const worksUrl = (slugs: string[]) => `${catalogUrl.replace(/\/$/, '')}/internal/artworks?slugs=${slugs.map(encodeURIComponent).join(',')}`;
  return {
    /** slug → owner's user id, for the slugs catalog has; the rest are unknown (never published, or deleted). */
    async ownersOf(slugs: string[]): Promise<Map<string, string>> {
      const owners = new Map<string, string>();
      for (let at = 0; at < slugs.length; at += SLUGS_PER_CALL) {
        const { status, body } = await internal.getJson(worksUrl(slugs.slice(at, at + SLUGS_PER_CALL)), CATALOG_TIMEOUT_MS);
        if (status !== 200 || !isWorkList(body)) {
          logger.warn({ status }, 'catalog did not answer whose the works are');
          throw new CatalogUnavailableError(status ? `catalog answered ${status}` : 'catalog did not answer');
        }
        for (const work of body.artworks) owners.set(work.slug, work.owner.id);
      }
      return owners;
    },
  };
}

export type CatalogWorks = ReturnType<typeof createCatalogWorks>;
