import type { Migration } from '@easel/service-kit';

export const createAdmins: Migration = {
  name: '001-admins',
  async up(db) {
    await db.schema.createTable('admins', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      // Kept lower-case, so one address is one admin.
      t.text('email').notNullable().unique();
      t.text('name').notNullable();
      // scrypt$N$r$p$salt$hash
      t.text('password_hash').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.check('?? = lower(??)', ['email', 'email'], 'admins_email_lower_case');
    });
  },
  async down(db) {
    await db.schema.dropTable('admins');
  },
};
