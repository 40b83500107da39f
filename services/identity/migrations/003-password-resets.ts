import type { Migration } from '@easel/service-kit';

// The row id is the secret in the reset link: random uuid, single use, short-lived.
export const createPasswordResets: Migration = {
  name: '003-password-resets',
  async up(db) {
    await db.schema.createTable('password_resets', (table) => {
      table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.timestamp('used_at', { useTz: true });
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTable('password_resets');
  },
};
