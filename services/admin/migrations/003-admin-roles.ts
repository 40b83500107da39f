import type { Migration } from '@easel/service-kit';

/** Each admin has one role (contracts/admin.ts); the admins there before roles were the owners. */
export const addAdminRoles: Migration = {
  name: '003-admin-roles',
  async up(db) {
    await db.schema.alterTable('admins', (t) => {
      t.text('role').notNullable().defaultTo('owner');
      // A support admin's right to refund; an owner refunds regardless.
      t.boolean('can_refund').notNullable().defaultTo(false);
      t.check("role in ('owner', 'moderator', 'editor', 'support')", [], 'admins_role_known');
    });
  },
  async down(db) {
    await db.schema.alterTable('admins', (t) => {
      t.dropChecks('admins_role_known');
      t.dropColumns('role', 'can_refund');
    });
  },
};
