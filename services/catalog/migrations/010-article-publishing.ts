import type { Migration } from '@easel/service-kit';

/** Articles written in the admin area: a draft has no publishing time yet; the editor's last change is kept. */
export const addArticlePublishing: Migration = {
  name: '010-article-publishing',
  async up(db) {
    await db.schema.alterTable('articles', (t) => {
      t.timestamp('published_at', { useTz: true }).nullable().alter();
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db('articles').whereNull('published_at').delete();
    await db.schema.alterTable('articles', (t) => {
      t.dropColumn('updated_at');
      t.timestamp('published_at', { useTz: true }).notNullable().alter();
    });
  },
};
