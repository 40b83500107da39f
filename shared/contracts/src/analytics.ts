import { z } from './messages';

/**
 * Collector analytics: the artist service's GET /analytics/summary for the signed-in artist, built from what
 * the owners count over internal HTTP (catalog's views, identity's saves, community's likes, commerce's sales).
 */
export const ANALYTICS_PERIODS = {
  '30d': { unit: 'day', buckets: 30, label: 'Last 30 days, by day' },
  '12w': { unit: 'week', buckets: 12, label: 'Last 12 weeks, by week' },
} as const;
export type AnalyticsPeriod = keyof typeof ANALYTICS_PERIODS;
/** A day is a UTC day; a week starts on Monday (UTC), as PostgreSQL's date_trunc('week') counts it. */
export type TimeUnit = 'day' | 'week';

const slug = z
  .string({ error: 'Artwork must be a slug' })
  .trim()
  .min(1, 'Artwork must be a slug')
  .max(200, 'Artwork must be a slug');

export const analyticsSummaryInput = z.object({
  period: z.enum(['30d', '12w'], { error: 'Period must be 30d (last 30 days) or 12w (last 12 weeks)' }).default('30d'),
  /** One of the artist's works, or all of them when absent. */
  art: slug.optional(),
});
export type AnalyticsSummaryInput = z.infer<typeof analyticsSummaryInput>;

/** The window the owners count in: buckets of `unit` from `since` (the first bucket's start) until now. */
const analyticsWindowInput = z.object({
  since: z.iso.date('Since must be a date like 2026-11-01'),
  unit: z.enum(['day', 'week'], { error: 'Unit must be day or week' }),
});
export type AnalyticsWindow = z.infer<typeof analyticsWindowInput>;
export const ownerWindowInput = analyticsWindowInput.extend({ owner: z.uuid('Owner must be a user id') });
/** Sent in a body: an artist's list of slugs may outgrow a URL. */
export const slugsWindowInput = analyticsWindowInput.extend({
  slugs: z.array(slug, { error: 'Slugs must be a list' }).max(1000, 'Too many slugs'),
});

const bucketCount = z.object({ slug: z.string(), bucket: z.iso.date(), count: z.number().int().min(0) });
export type BucketCount = z.infer<typeof bucketCount>;
const bucketSale = bucketCount.extend({ amountMinor: z.number().int().min(0), currency: z.string().length(3) });
export type BucketSale = z.infer<typeof bucketSale>;

/** catalog: the artist's works and their page views per bucket. */
export const artworkViewsAnswer = z.object({
  works: z.array(z.object({ slug: z.string(), title: z.string() })),
  counts: z.array(bucketCount),
});
export type ArtworkViewsAnswer = z.infer<typeof artworkViewsAnswer>;
/** identity (saves) and community (likes): per slug and bucket. */
export const bucketCountsAnswer = z.object({ counts: z.array(bucketCount) });
export type BucketCountsAnswer = z.infer<typeof bucketCountsAnswer>;
/** commerce: the artist's sold works per bucket, in each order's currency. */
export const artistSalesAnswer = z.object({ sales: z.array(bucketSale) });
export type ArtistSalesAnswer = z.infer<typeof artistSalesAnswer>;

/** One measure over the window: `points[i]` belongs to `buckets[i]`; unavailable when its owner did not answer in time. */
export interface AnalyticsSeries {
  available: boolean;
  total: number;
  points: number[];
}
export interface SalesAmount {
  currency: string;
  totalMinor: number;
  points: number[];
}

export interface AnalyticsSummary {
  period: AnalyticsPeriod;
  unit: TimeUnit;
  /** Each bucket's first day, 'YYYY-MM-DD', oldest first. */
  buckets: string[];
  works: { slug: string; title: string }[];
  /** The work counted, or null for all of them. */
  art: string | null;
  views: AnalyticsSeries;
  saves: AnalyticsSeries;
  likes: AnalyticsSeries;
  sales: AnalyticsSeries & { amounts: SalesAmount[] };
}

export const NOT_AN_ARTIST = 'Collector analytics are for artists';
export const NOT_YOUR_ARTWORK = 'You have no artwork at this address';
