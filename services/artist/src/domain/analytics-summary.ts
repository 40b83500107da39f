import {
  NOT_YOUR_ARTWORK,
  type AnalyticsSeries,
  type AnalyticsSummary,
  type AnalyticsSummaryInput,
  type BucketCount,
  type BucketSale,
  type SalesAmount,
} from '@easel/contracts';
import { NotFoundError } from '@easel/service-kit';
import type { AnalyticsSources } from '../data-access/analytics-sources';
import { analyticsWindow } from './analytics-window';

/** The owners' counts laid on the window's buckets (they group in SQL; this only places each bucket on the axis). */
function onAxis(buckets: string[], rows: { bucket: string; value: number }[]): number[] {
  const index = new Map(buckets.map((bucket, i) => [bucket, i]));
  const points = buckets.map(() => 0);
  for (const row of rows) {
    const i = index.get(row.bucket);
    if (i !== undefined) points[i]! += row.value;
  }
  return points;
}
const sum = (points: number[]) => points.reduce((total, n) => total + n, 0);

function series(buckets: string[], rows: BucketCount[] | undefined): AnalyticsSeries {
  const points = onAxis(
    buckets,
    (rows ?? []).map((row) => ({ bucket: row.bucket, value: row.count })),
  );
  return { available: rows !== undefined, total: sum(points), points };
}

function salesSeries(buckets: string[], rows: BucketSale[] | undefined): AnalyticsSummary['sales'] {
  const currencies = [...new Set((rows ?? []).map((row) => row.currency))].sort();
  const amounts: SalesAmount[] = currencies.map((currency) => {
    const points = onAxis(
      buckets,
      (rows ?? [])
        .filter((row) => row.currency === currency)
        .map((row) => ({ bucket: row.bucket, value: row.amountMinor })),
    );
    return { currency, totalMinor: sum(points), points };
  });
  return { ...series(buckets, rows), amounts };
}

/**
 * The signed-in artist's views, saves, likes and sales over the period, in total or for one of their works. Each owner is
 * asked for this artist's numbers only; one that does not answer shows as unavailable. Saves and likes are asked by
 * slug, so they wait for catalog to say which works are the artist's.
 */
export async function analyticsSummary(
  sources: AnalyticsSources,
  artistId: string,
  input: AnalyticsSummaryInput,
  now: Date,
): Promise<AnalyticsSummary> {
  const { unit, since, buckets } = analyticsWindow(input.period, now);
  const window = { unit, since };
  const catalog = await sources.views(artistId, window);
  const art = input.art ?? null;
  if (art && catalog && !catalog.works.some((work) => work.slug === art)) throw new NotFoundError(NOT_YOUR_ARTWORK);
  const slugs = art ? [art] : (catalog?.works.map((work) => work.slug) ?? []);
  const bySlug = async (ask: typeof sources.saves): Promise<BucketCount[] | undefined> => {
    if (!catalog) return undefined;
    return slugs.length > 0 ? ask(slugs, window) : [];
  };
  const [saves, likes, sales] = await Promise.all([
    bySlug(sources.saves),
    bySlug(sources.likes),
    sources.sales(artistId, window),
  ]);
  const ofArt = <T extends { slug: string }>(rows: T[] | undefined) =>
    art ? rows?.filter((row) => row.slug === art) : rows;
  return {
    period: input.period,
    unit,
    buckets,
    works: catalog?.works ?? [],
    art,
    views: series(buckets, ofArt(catalog?.counts)),
    saves: series(buckets, ofArt(saves)),
    likes: series(buckets, ofArt(likes)),
    sales: salesSeries(buckets, ofArt(sales)),
  };
}
