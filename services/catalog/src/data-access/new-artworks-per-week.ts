import type { WeeklyCountsAnswer } from '@easel/contracts';
import { fromUtcDay, timeBucket, type Db } from '@easel/service-kit';

/** How many artworks were added per UTC week from the given day on, counted by PostgreSQL. */
export function createNewArtworksPerWeek(db: Db) {
  return async function newArtworksPerWeek(since: string): Promise<WeeklyCountsAnswer['weeks']> {
    const rows: { bucket: string; n: string | number }[] = await db('artworks')
      .select(timeBucket(db, 'week', 'created_at'), db.raw('count(*) as n'))
      .where(fromUtcDay(db, 'created_at', since))
      .groupBy('bucket')
      .orderBy('bucket');
    return rows.map((row) => ({ week: row.bucket, count: Number(row.n) }));
  };
}

export type NewArtworksPerWeek = ReturnType<typeof createNewArtworksPerWeek>;
