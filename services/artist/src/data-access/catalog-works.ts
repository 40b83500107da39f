import { MEDIA_URL } from '@easel/contracts';
import type { InternalClient, Logger } from '@easel/service-kit';
import { CatalogUnavailableError } from '../domain/errors';

const CATALOG_TIMEOUT_MS = 3000;
/** catalog's GET /internal/artworks takes at most this many slugs at once. */
const SLUGS_PER_CALL = 50;

/** A work as catalog's GET /internal/artworks answers it (the fields read here). */
interface AnsweredWork {
  slug: string;
  title?: unknown;
  featuredImage?: unknown;
  published?: unknown;
  owner: { id: string };
}

/** A work catalog knows: whose it is, whether visitors see it, and what it is called and looks like. */
export interface KnownWork {
  slug: string;
  ownerId: string;
  published: boolean;
  title: string;
  /** The featured picture when it is one of catalog's files, else null. */
  image: string | null;
}

const isWorkList = (body: unknown): body is { artworks: AnsweredWork[] } =>
  typeof body === 'object' && body !== null && Array.isArray((body as { artworks?: unknown }).artworks);

const toKnownWork = (work: AnsweredWork): KnownWork => ({
  slug: work.slug,
  ownerId: work.owner.id,
  published: work.published !== false,
  title: typeof work.title === 'string' && work.title ? work.title : work.slug,
  image: typeof work.featuredImage === 'string' && MEDIA_URL.test(work.featuredImage) ? work.featuredImage : null,
});

/** The works as catalog knows them (owners by user id, which a slug change does not touch). */
export function createCatalogWorks(internal: InternalClient, catalogUrl: string, logger: Logger) {
  const worksUrl = (slugs: string[]) =>
    `${catalogUrl.replace(/\/$/, '')}/internal/artworks?slugs=${slugs.map(encodeURIComponent).join(',')}`;
  /** slug → work, for the slugs catalog has; the rest are unknown (never published, or deleted). */
  async function find(slugs: string[]): Promise<Map<string, KnownWork>> {
    const works = new Map<string, KnownWork>();
    for (let at = 0; at < slugs.length; at += SLUGS_PER_CALL) {
      const { status, body } = await internal.getJson(
        worksUrl(slugs.slice(at, at + SLUGS_PER_CALL)),
        CATALOG_TIMEOUT_MS,
      );
      if (status !== 200 || !isWorkList(body)) {
        logger.warn({ status }, 'catalog did not answer about the works');
        throw new CatalogUnavailableError(status ? `catalog answered ${status}` : 'catalog did not answer');
      }
      for (const work of body.artworks) works.set(work.slug, toKnownWork(work));
    }
    return works;
  }
  return {
    find,
    /** slug → owner's user id, for the slugs catalog has. */
    async ownersOf(slugs: string[]): Promise<Map<string, string>> {
      return new Map([...(await find(slugs))].map(([slug, work]) => [slug, work.ownerId]));
    },
  };
}

export type CatalogWorks = ReturnType<typeof createCatalogWorks>;
