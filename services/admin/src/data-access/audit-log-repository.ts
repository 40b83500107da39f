import type { Db } from '@easel/service-kit';
import type { AuditEntry } from '../domain/admin';

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** The append-only audit log (migration 004 makes the database refuse any change to a written line). */
export function createAuditLogRepository(db: Db) {
  return {
    /** Pass the transaction of the change itself, where there is one, so the change and its line land together. */
    async record(entry: AuditEntry, trx: Db = db): Promise<void> {
      await trx('audit_log').insert({
        admin_id: entry.adminId,
        action: entry.action,
        target: entry.target,
        reason: entry.reason ?? null,
        before: json(entry.before),
        after: json(entry.after),
        details: JSON.stringify(entry.details ?? {}),
      });
    },
    async actionsOf(adminId: string): Promise<string[]> {
      const rows: { action: string }[] = await db('audit_log').where({ admin_id: adminId }).orderBy('created_at').select('action');
      return rows.map((row) => row.action);
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
