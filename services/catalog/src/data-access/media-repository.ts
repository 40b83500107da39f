import type { Db } from '@easel/service-kit';

export interface MediaRecord {
  ownerId: string;
  kind: 'image' | 'video';
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  /** file name under the media folder */
  path: string;
}

interface MediaRow {
  owner_id: string;
  kind: 'image' | 'video';
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  path: string;
}

const toRow = (m: MediaRecord): MediaRow => ({ owner_id: m.ownerId, kind: m.kind, mime: m.mime, bytes: m.bytes, width: m.width, height: m.height, path: m.path });
const fromRow = (row: MediaRow): MediaRecord => ({ ownerId: row.owner_id, kind: row.kind, mime: row.mime, bytes: Number(row.bytes), width: row.width, height: row.height, path: row.path });

export function createMediaRepository(db: Db) {
  return {
    async insert(media: MediaRecord): Promise<void> {
      await db('media').insert(toRow(media));
    },

    async insertMany(media: MediaRecord[], trx: Db = db): Promise<void> {
      if (media.length) await trx('media').insert(media.map(toRow)).onConflict('path').ignore();
    },

    /** The records of these file names; names that were never uploaded are simply absent. */
    async findByPaths(paths: string[]): Promise<MediaRecord[]> {
      if (!paths.length) return [];
      const rows: MediaRow[] = await db('media').select('owner_id', 'kind', 'mime', 'bytes', 'width', 'height', 'path').whereIn('path', paths);
      return rows.map(fromRow);
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
