import {
  artistSalesAnswer,
  artworkViewsAnswer,
  bucketCountsAnswer,
  type AnalyticsWindow,
  type ArtistSalesAnswer,
  type ArtworkViewsAnswer,
  type BucketCount,
} from '@easel/contracts';
import type { InternalClient, Logger } from '@easel/service-kit';
import type { z } from 'zod';

/** Each owner gets this long: a slow one shows as unavailable rather than holding the whole page. */
const SOURCE_TIMEOUT_MS = 1500;

/** Where the owners listen (the service's config). */
interface OwnerUrls {
  CATALOG_URL: string;
  IDENTITY_URL: string;
  COMMUNITY_URL: string;
  COMMERCE_URL: string;
}

/**
 * Where an artist's numbers are recorded: catalog (works, views), identity (saves), community (likes), commerce (sales),
 * asked over internal HTTP. Each answers undefined when its owner did not answer in time, or not as agreed.
 */
export function createAnalyticsSources(
  internal: InternalClient,
  config: OwnerUrls,
  logger: Logger,
  timeoutMs = SOURCE_TIMEOUT_MS,
) {
  const url = (base: string, path: string) => `${base.replace(/\/$/, '')}${path}`;
  async function answer<T>(
    source: string,
    call: Promise<{ status: number; body: unknown }>,
    shape: z.ZodType<T>,
  ): Promise<T | undefined> {
    const { status, body } = await call;
    const parsed = status === 200 ? shape.safeParse(body) : undefined;
    if (parsed?.success) return parsed.data;
    logger.warn({ source, status }, 'an analytics source did not answer');
    return undefined;
  }
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

  return {
    views: (owner: string, window: AnalyticsWindow): Promise<ArtworkViewsAnswer | undefined> =>
      answer(
        'catalog',
        internal.getJson(
          url(config.CATALOG_URL, `/internal/analytics/views?${query({ owner, ...window })}`),
          timeoutMs,
        ),
        artworkViewsAnswer,
      ),
    saves: async (slugs: string[], window: AnalyticsWindow): Promise<BucketCount[] | undefined> =>
      (
        await answer(
          'identity',
          internal.postJson(url(config.IDENTITY_URL, '/internal/analytics/saves'), { slugs, ...window }, timeoutMs),
          bucketCountsAnswer,
        )
      )?.counts,
    likes: async (slugs: string[], window: AnalyticsWindow): Promise<BucketCount[] | undefined> =>
      (
        await answer(
          'community',
          internal.postJson(url(config.COMMUNITY_URL, '/internal/analytics/likes'), { slugs, ...window }, timeoutMs),
          bucketCountsAnswer,
        )
      )?.counts,
    sales: async (owner: string, window: AnalyticsWindow): Promise<ArtistSalesAnswer['sales'] | undefined> =>
      (
        await answer(
          'commerce',
          internal.getJson(
            url(config.COMMERCE_URL, `/internal/analytics/sales?${query({ owner, ...window })}`),
            timeoutMs,
          ),
          artistSalesAnswer,
        )
      )?.sales,
  };
}

export type AnalyticsSources = ReturnType<typeof createAnalyticsSources>;
