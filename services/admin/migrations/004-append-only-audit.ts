import type { Migration } from '@easel/service-kit';

/**
 * The audit log says why and what changed, and is append-only: the database itself refuses an update, a delete or a
 * truncate, so no admin (the owner included) and no code path can rewrite it.
 */
export const appendOnlyAudit: Migration = {
  name: '004-append-only-audit',
  async up(db) {
    await db.schema.alterTable('audit_log', (t) => {
      t.text('reason');
      t.jsonb('before');
      t.jsonb('after');
    });
    // Admins are never deleted while the log names them (they are disabled instead), so the log keeps who acted.
    // One statement a call: a prepared statement (PGlite, pg) takes no more.
    await db.raw(`create function audit_log_is_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'the audit log is append-only';
      end $$`);
    await db.raw(
      'create trigger audit_log_append_only before update or delete on audit_log for each row execute function audit_log_is_append_only()',
    );
    await db.raw(
      'create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_is_append_only()',
    );
  },
  async down(db) {
    await db.raw('drop trigger audit_log_no_truncate on audit_log');
    await db.raw('drop trigger audit_log_append_only on audit_log');
    await db.raw('drop function audit_log_is_append_only()');
    await db.schema.alterTable('audit_log', (t) => t.dropColumns('reason', 'before', 'after'));
  },
};
