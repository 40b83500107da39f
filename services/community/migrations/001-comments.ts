import type { Migration } from '@easel/service-kit';

export const createComments: Migration = {
  name: '001-comments',
  async up(db) {
    await db.schema.createTable('comments', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.text('art_slug').notNullable();
      // The author's identity user id, with their display fields copied in at the time of writing.
      t.uuid('user_id').notNullable().index();
      t.text('user_name').notNullable();
      t.text('user_avatar');
      t.text('html').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('deleted_at', { useTz: true });
      t.index(['art_slug', 'created_at']);
    });
  },
  async down(db) {
    await db.schema.dropTable('comments');
  },
};
