import type { Migration } from '@easel/service-kit';

/**
 * Admin sign-in: the second factor (TOTP), disabled admins, and the failed attempts that lock an e-mail out for a while.
 * Failures are kept per e-mail, not per admin, so an unknown e-mail locks out just as a known one does and tells nothing.
 */
export const adminSignIn: Migration = {
  name: '005-admin-sign-in',
  async up(db) {
    await db.schema.alterTable('admins', (t) => {
      // base32; never answered again once set up
      t.text('totp_secret');
      // a set-up begun and not yet confirmed with a code
      t.text('totp_pending_secret');
      // the last 30-second step whose code was accepted: a code is good once
      t.bigInteger('totp_last_step');
      // disabled admins keep their row (the audit log names them), but neither sign in nor keep a session
      t.timestamp('disabled_at', { useTz: true });
    });
    await db.schema.createTable('admin_login_failures', (t) => {
      t.text('email').primary();
      t.integer('failures').notNullable().defaultTo(0);
      t.timestamp('locked_until', { useTz: true });
      t.timestamp('last_failed_at', { useTz: true }).notNullable().defaultTo(db.fn.now()).index();
    });
  },
  async down(db) {
    await db.schema.dropTable('admin_login_failures');
    await db.schema.alterTable('admins', (t) =>
      t.dropColumns('totp_secret', 'totp_pending_secret', 'totp_last_step', 'disabled_at'),
    );
  },
};
