import type { Migration } from '@easel/service-kit';

// Kept apart from users so that a user row can never be answered with its password hash.
export const createCredentials: Migration = {
  name: '002-credentials',
  async up(db) {
    await db.schema.createTable('credentials', (table) => {
      table.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
      table.text('password_hash').notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTable('credentials');
  },
};
