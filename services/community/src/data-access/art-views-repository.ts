import type { Db } from '@easel/service-kit';

/** Unique views of an artwork's Pulse page: one per browser fingerprint. */
export function createArtViewsRepository(db: Db) {
  return {
    async count(artSlug: string, fp: string): Promise<void> {
      await db('art_views').insert({ art_slug: artSlug, fp }).onConflict(['art_slug', 'fp']).ignore();
    },
    async total(artSlug: string): Promise<number> {
      const [row] = await db('art_views').where({ art_slug: artSlug }).count<{ n: string | number }[]>({ n: '*' });
      return Number(row?.n ?? 0);
    },
  };
}

export type ArtViewsRepository = ReturnType<typeof createArtViewsRepository>;
