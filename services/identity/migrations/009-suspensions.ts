import type { Migration } from '@easel/service-kit';

/**
 * An admin's suspension: while suspended_at is set the account cannot sign in, by password, Google or a
 * refresh token. The reason is kept by the admin area's audit log, not here.
 */
export const addSuspensions: Migration = {
  name: '009-suspensions',
  async up(db) {
    await db.schema.alterTable('users', (table) => {
      table.timestamp('suspended_at', { useTz: true });
    });
  },
  async down(db) {
    await db.schema.alterTable('users', (table) => table.dropColumn('suspended_at'));
  },
};
