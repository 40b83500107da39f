import type { AnalyticsWindow, BucketCount } from '@easel/contracts';
import { fromUtcDay, timeBucket, type Db } from '@easel/service-kit';

export interface ArtworkView {
  artSlug: string;
  ownerId: string;
  fp: string | null;
}

export function createArtworkViewsRepository(db: Db) {
  return {
    /** Several views in one insert. */
    async recordMany(views: ArtworkView[]): Promise<void> {
      if (views.length === 0) return;
      await db('artwork_views').insert(
        views.map((view) => ({ art_slug: view.artSlug, owner_id: view.ownerId, fp: view.fp })),
      );
    },

    async countFor(artSlug: string): Promise<number> {
      const [row] = await db('artwork_views').where({ art_slug: artSlug }).count<{ n: string | number }[]>({ n: '*' });
      return Number(row?.n ?? 0);
    },

    /** An artist's page views per artwork and day or week (their analytics), counted by PostgreSQL. */
    async perBucket(ownerId: string, { since, unit }: AnalyticsWindow): Promise<BucketCount[]> {
      const rows: { slug: string; bucket: string; n: string | number }[] = await db('artwork_views')
        .select('art_slug as slug', timeBucket(db, unit, 'viewed_at'), db.raw('count(*) as n'))
        .where({ owner_id: ownerId })
        .where(fromUtcDay(db, 'viewed_at', since))
        .groupBy('art_slug', 'bucket')
        .orderBy(['bucket', 'slug']);
      return rows.map((row) => ({ slug: row.slug, bucket: row.bucket, count: Number(row.n) }));
    },
  };
}

export type ArtworkViewsRepository = ReturnType<typeof createArtworkViewsRepository>;
