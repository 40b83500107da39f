import type { AnalyticsWindow, BucketSale } from '@easel/contracts';
import { fromUtcDay, timeBucket, type Db } from '@easel/service-kit';

/** An artist's sold works per day or week of the order (their analytics), counted and summed by PostgreSQL; cancelled orders do not count. */
export function createArtistSales(db: Db) {
  return {
    async perBucket(artistId: string, { since, unit }: AnalyticsWindow): Promise<BucketSale[]> {
      const rows: { slug: string; bucket: string; currency: string; n: string | number; amount: string | number }[] =
        await db('order_items as i')
          .join('orders as o', 'o.id', 'i.order_id')
          .select(
            'i.art_slug as slug',
            timeBucket(db, unit, 'o.created_at'),
            'o.currency',
            db.raw('count(*) as n'),
            db.raw('sum(i.price_minor) as amount'),
          )
          .where('i.artist_id', artistId)
          .whereNot('o.order_status', 'cancelled')
          .where(fromUtcDay(db, 'o.created_at', since))
          .groupBy('i.art_slug', 'bucket', 'o.currency')
          .orderBy(['bucket', 'slug']);
      return rows.map((row) => ({
        slug: row.slug,
        bucket: row.bucket,
        count: Number(row.n),
        amountMinor: Number(row.amount),
        currency: row.currency.trim(),
      }));
    },
  };
}

export type ArtistSales = ReturnType<typeof createArtistSales>;
