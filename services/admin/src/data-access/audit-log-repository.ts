import type { Db } from '@easel/service-kit';
import type { AuditEntry } from '../domain/admin';

export function createAuditLogRepository(db: Db) {
  return {
    async record(entry: AuditEntry): Promise<void> {
      await db('audit_log').insert({ admin_id: entry.adminId, action: entry.action, target: entry.target, details: JSON.stringify(entry.details) });
    },
    async actionsOf(adminId: string): Promise<string[]> {
      const rows: { action: string }[] = await db('audit_log').where({ admin_id: adminId }).orderBy('created_at').select('action');
      return rows.map((row) => row.action);
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
