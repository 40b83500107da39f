import type { Migration } from '@easel/service-kit';

export const createArtistPages: Migration = {
  name: '001-artist-pages',
  async up(db) {
    await db.schema.createTable('artist_pages', (t) => {
      // The artist's identity user id: one page per artist, no foreign key across services.
      t.uuid('user_id').primary();
      t.text('slug').notNullable().unique();
      t.text('about').notNullable().defaultTo('');
      t.text('about_img');
      t.jsonb('colours').notNullable().defaultTo('{}');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTable('artist_pages');
  },
};
