import type { Migration } from '@easel/service-kit';

export const createAuditLog: Migration = {
  name: '002-audit-log',
  async up(db) {
    await db.schema.createTable('audit_log', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      // Kept when an admin is removed: the log outlives the account.
      t.uuid('admin_id').references('id').inTable('admins').onDelete('SET NULL').index();
      t.text('action').notNullable();
      t.text('target');
      t.jsonb('details').notNullable().defaultTo('{}');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now()).index();
    });
  },
  async down(db) {
    await db.schema.dropTable('audit_log');
  },
};
