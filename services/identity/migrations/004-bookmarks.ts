import type { Migration } from '@easel/service-kit';

export const createBookmarks: Migration = {
  name: '004-bookmarks',
  async up(db) {
    await db.schema.createTable('bookmarks', (table) => {
      // The serial id keeps each list in the order it was saved.
      table.bigIncrements('id');
      table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
      table.text('kind').notNullable();
      table.text('slug').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.unique(['user_id', 'kind', 'slug']);
    });
    await db.raw(`alter table bookmarks add constraint bookmarks_kind check (kind in ('item', 'artist'))`);
  },
  async down(db) {
    await db.schema.dropTable('bookmarks');
  },
};
