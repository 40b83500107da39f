import type { Migration } from '@easel/service-kit';

/**
 * Logo and named galleries of artist pages. A page is its artist's by user id alone: slugs can change (identity answers
 * an old one with the new), so the slug column and its uniqueness go; colours may be unset (the site's own).
 */
export const designArtistPages: Migration = {
  name: '003-artist-page-design',
  async up(db) {
    await db.schema.alterTable('artist_pages', (t) => {
      t.dropColumn('slug');
      t.text('logo');
      t.jsonb('galleries').notNullable().defaultTo('[]');
      // The order of the works in no named gallery (the default one).
      t.jsonb('other_works').notNullable().defaultTo('[]');
      t.jsonb('colours').nullable().alter();
    });
    await db('artist_pages').whereRaw(`colours = '{}'::jsonb`).update({ colours: null });
  },
  async down(db) {
    await db('artist_pages').whereNull('colours').update({ colours: '{}' });
    await db.schema.alterTable('artist_pages', (t) => {
      t.dropColumn('logo');
      t.dropColumn('galleries');
      t.dropColumn('other_works');
      t.jsonb('colours').notNullable().defaultTo('{}').alter();
      t.text('slug');
    });
    // Old rows get a unique stand-in; the slug they had is identity's to say.
    await db('artist_pages').update({ slug: db.raw('user_id::text') });
    await db.schema.alterTable('artist_pages', (t) => {
      t.text('slug').notNullable().alter();
      t.unique(['slug']);
    });
  },
};
