import type { Db } from '@easel/service-kit';

export interface MediaRecord {
  ownerId: string;
  kind: 'image' | 'video';
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  /** the dominant colour ('#a1b2c3'); null for a video or a picture uploaded before colours were kept */
  colour: string | null;
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
  colour: string | null;
  path: string;
}

const toRow = (m: MediaRecord): MediaRow => ({
  owner_id: m.ownerId,
  kind: m.kind,
  mime: m.mime,
  bytes: m.bytes,
  width: m.width,
  height: m.height,
  colour: m.colour,
  path: m.path,
});
const fromRow = (row: MediaRow): MediaRecord => ({
  ownerId: row.owner_id,
  kind: row.kind,
  mime: row.mime,
  bytes: Number(row.bytes),
  width: row.width,
  height: row.height,
  colour: row.colour,
  path: row.path,
});

export function createMediaRepository(db: Db) {
  return {
    async insert(media: MediaRecord): Promise<void> {
      await db('media').insert(toRow(media));
    },

    async insertMany(media: MediaRecord[], trx: Db = db): Promise<void> {
      if (media.length) await trx('media').insert(media.map(toRow)).onConflict('path').ignore();
    },

    /** What one person's uploads weigh in all, pictures as stored (re-encoded), videos as sent. */
    async bytesOwnedBy(ownerId: string): Promise<number> {
      const [row] = await db('media')
        .where('owner_id', ownerId)
        .sum<{ total: string | number | null }[]>({ total: 'bytes' });
      return Number(row?.total ?? 0);
    },

    /** The records of these file names; names that were never uploaded are simply absent. */
    async findByPaths(paths: string[]): Promise<MediaRecord[]> {
      if (!paths.length) return [];
      const rows: MediaRow[] = await db('media')
        .select('owner_id', 'kind', 'mime', 'bytes', 'width', 'height', 'colour', 'path')
        .whereIn('path', paths);
      return rows.map(fromRow);
    },

    /** Of these addresses, the ones an artwork (picture, gallery, artist's avatar or about picture) or an article still shows. */
    async stillShown(urls: string[]): Promise<Set<string>> {
      if (!urls.length) return new Set();
      const [artworks, articles] = await Promise.all([
        db('artworks')
          .select('featured_image', 'gallery', 'owner_avatar', 'owner_about_img')
          .whereIn('featured_image', urls)
          .orWhereIn('owner_avatar', urls)
          .orWhereIn('owner_about_img', urls)
          // jsonb ?| (any of these strings); knex reads a bare ? as a binding, hence the backslash.
          .orWhereRaw('gallery \\?| array(select jsonb_array_elements_text(?::jsonb))', [JSON.stringify(urls)]),
        db('articles')
          .select('cover_image', 'body_html')
          .whereIn('cover_image', urls)
          .orWhere((q) => urls.forEach((url) => q.orWhere('body_html', 'like', `%${url}%`))),
      ]);
      const shown = [
        ...artworks.flatMap(
          (row: {
            featured_image: string;
            gallery: string[];
            owner_avatar: string | null;
            owner_about_img: string | null;
          }) => [row.featured_image, ...row.gallery, row.owner_avatar, row.owner_about_img],
        ),
        ...articles.flatMap((row: { cover_image: string; body_html: string }) => [
          row.cover_image,
          ...urls.filter((url) => row.body_html.includes(url)),
        ]),
      ];
      return new Set(urls.filter((url) => shown.includes(url)));
    },

    async removeMany(paths: string[]): Promise<void> {
      if (paths.length) await db('media').whereIn('path', paths).delete();
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
