import type { Migration } from '@easel/service-kit';

export const createArticles: Migration = {
  name: '005-articles',
  async up(db) {
    await db.schema.createTable('articles', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.text('link').notNullable().unique();
      t.text('title').notNullable();
      t.text('excerpt').notNullable();
      t.text('cover_image').notNullable();
      // Sanitised when written: only the allowed tags and attributes are ever stored.
      t.text('body_html').notNullable();
      t.text('author').notNullable();
      t.timestamp('published_at', { useTz: true }).notNullable().index();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTable('articles');
  },
};
