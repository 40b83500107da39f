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

export function createMediaRepository(db: Db) {
  return {
    async insertMany(media: MediaRecord[], trx: Db = db): Promise<void> {
      if (!media.length) return;
      const rows = media.map((m) => ({ owner_id: m.ownerId, kind: m.kind, mime: m.mime, bytes: m.bytes, width: m.width, height: m.height, path: m.path }));
      await trx('media').insert(rows).onConflict('path').ignore();
    },
  };
}
