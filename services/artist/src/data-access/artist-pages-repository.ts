import type { Db } from '@easel/service-kit';
import type { ArtistPage } from '../domain/artist-page';

interface ArtistPageRow {
  user_id: string;
  about: string;
  about_img: string | null;
  logo: string | null;
  colours: ArtistPage['colours'];
  galleries: ArtistPage['galleries'];
  other_works: string[];
}

const fromRow = (row: ArtistPageRow): ArtistPage => ({
  userId: row.user_id,
  about: row.about,
  aboutImg: row.about_img,
  logo: row.logo,
  colours: row.colours,
  galleries: row.galleries,
  otherWorks: row.other_works,
});

// jsonb columns are written as JSON text: knex would send a JS array as a PostgreSQL array.
const toRow = (page: ArtistPage) => ({
  user_id: page.userId,
  about: page.about,
  about_img: page.aboutImg,
  logo: page.logo,
  colours: page.colours && JSON.stringify(page.colours),
  galleries: JSON.stringify(page.galleries),
  other_works: JSON.stringify(page.otherWorks),
});

export function createArtistPagesRepository(db: Db) {
  return {
    async isEmpty(): Promise<boolean> {
      return !(await db('artist_pages').first('user_id'));
    },
    async find(userId: string): Promise<ArtistPage | undefined> {
      const row = await db<ArtistPageRow>('artist_pages').where({ user_id: userId }).first();
      return row && fromRow(row);
    },
    /** The page's first save makes its row; later ones replace the design whole. */
    async save(page: ArtistPage): Promise<void> {
      const { user_id: _key, ...design } = toRow(page);
      await db('artist_pages')
        .insert(toRow(page))
        .onConflict('user_id')
        .merge({ ...design, updated_at: db.fn.now() });
    },
    async insertMany(pages: ArtistPage[]): Promise<void> {
      if (pages.length) await db('artist_pages').insert(pages.map(toRow));
    },
  };
}

export type ArtistPagesRepository = ReturnType<typeof createArtistPagesRepository>;
