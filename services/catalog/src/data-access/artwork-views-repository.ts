import type { Db } from '@easel/service-kit';

export interface ArtworkView {
  artSlug: string;
  ownerId: string;
  fp: string | null;
}

export function createArtworkViewsRepository(db: Db) {
  return {
    async record(view: ArtworkView): Promise<void> {
      await db('artwork_views').insert({ art_slug: view.artSlug, owner_id: view.ownerId, fp: view.fp });
    },

    async countFor(artSlug: string): Promise<number> {
      const [row] = await db('artwork_views').where({ art_slug: artSlug }).count<{ n: string | number }[]>({ n: '*' });
      return Number(row?.n ?? 0);
    },
  };
}

export type ArtworkViewsRepository = ReturnType<typeof createArtworkViewsRepository>;
