import { ServiceUnavailableError, type InternalClient, type Logger } from '@easel/service-kit';
import type { PulsePlace } from '../domain/pulse-ranking';

const CATALOG_TIMEOUT_MS = 3000;

/** catalog's side of the Pulse: the week's candidates, and the badges it shows. */
export interface CatalogPulse {
  /** Published artworks not for sale; undefined when catalog does not answer. */
  candidates(): Promise<string[] | undefined>;
  /** Throws when catalog did not take them: the relay tries again. */
  putFeatured(eventId: string, week: string, featured: PulsePlace[]): Promise<void>;
}

export function createCatalogPulse(
  internal: InternalClient,
  baseUrl: string,
  logger: Logger,
  timeoutMs = CATALOG_TIMEOUT_MS,
): CatalogPulse {
  const base = baseUrl.replace(/\/$/, '');
  return {
    async candidates() {
      const { status, body } = await internal.getJson(`${base}/internal/artworks/pulse-candidates`, timeoutMs);
      const slugs = (body as { slugs?: unknown } | undefined)?.slugs;
      if (status === 200 && Array.isArray(slugs))
        return slugs.filter((slug): slug is string => typeof slug === 'string');
      logger.warn({ status }, 'catalog did not answer the Pulse candidates; the week is ranked on the ones it had');
      return undefined;
    },
    async putFeatured(eventId, week, featured) {
      const { status } = await internal.putJson(`${base}/internal/pulse/week`, { eventId, week, featured }, timeoutMs);
      if (status !== 200)
        throw new ServiceUnavailableError(`catalog did not take the Pulse of ${week} (status ${status})`);
    },
  };
}
