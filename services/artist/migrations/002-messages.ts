import type { Migration } from '@easel/service-kit';

export const createMessages: Migration = {
  name: '002-messages',
  async up(db) {
    await db.schema.createTable('messages', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.text('artist_slug').notNullable();
      t.text('from_email').notNullable();
      t.text('message').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('read_at', { useTz: true });
      t.index(['artist_slug', 'created_at']);
    });
  },
  async down(db) {
    await db.schema.dropTable('messages');
  },
};
