import type { Db } from '@easel/service-kit';
import type { ArtistPage } from '../domain/artist-page';

interface ArtistPageRow {
  user_id: string;
  slug: string;
  about: string;
  about_img: string | null;
  colours: ArtistPage['colours'];
}

const fromRow = (row: ArtistPageRow): ArtistPage => ({
  userId: row.user_id,
  slug: row.slug,
  about: row.about,
  aboutImg: row.about_img,
  colours: row.colours,
});

export function createArtistPagesRepository(db: Db) {
  return {
    async isEmpty(): Promise<boolean> {
      return !(await db('artist_pages').first('user_id'));
    },
    async findBySlug(slug: string): Promise<ArtistPage | undefined> {
      const row = await db<ArtistPageRow>('artist_pages').where({ slug }).first();
      return row && fromRow(row);
    },
    async insertMany(pages: ArtistPage[]): Promise<void> {
      const rows = pages.map((p) => ({ user_id: p.userId, slug: p.slug, about: p.about, about_img: p.aboutImg, colours: JSON.stringify(p.colours) }));
      if (rows.length) await db('artist_pages').insert(rows);
    },
  };
}
