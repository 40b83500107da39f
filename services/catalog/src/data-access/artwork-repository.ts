import type { Db } from '@easel/service-kit';
import type { Artwork, NewArtwork } from '../domain/artwork';
import { fromRow, toRow, type ArtworkRow } from './artwork-row';

export interface Page {
  limit: number;
  offset: number;
}

export function createArtworkRepository(db: Db) {
  return {
    async listNewest({ limit, offset }: Page): Promise<{ artworks: Artwork[]; total: number }> {
      const [rows, counted] = await Promise.all([
        db<ArtworkRow>('artworks').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit).offset(offset),
        db('artworks').count<{ n: string | number }[]>({ n: '*' }),
      ]);
      return { artworks: rows.map(fromRow), total: Number(counted[0]?.n ?? 0) };
    },

    async isEmpty(): Promise<boolean> {
      return !(await db('artworks').first('id'));
    },

    async insertMany(artworks: NewArtwork[], trx: Db = db): Promise<void> {
      if (artworks.length) await trx('artworks').insert(artworks.map(toRow));
    },
  };
}

export type ArtworkRepository = ReturnType<typeof createArtworkRepository>;
