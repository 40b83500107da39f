import type { AuditLogEntry, AuditFilters, AuditLogChoices } from '@easel/contracts';
import type { Db } from '@easel/service-kit';
import type { AuditEntry } from '../domain/admin';

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

interface AuditRow {
  id: string;
  created_at: Date;
  admin_id: string | null;
  admin_email: string | null;
  admin_name: string | null;
  action: string;
  target: string | null;
  reason: string | null;
  before: unknown;
  after: unknown;
}

const fromRow = (row: AuditRow): AuditLogEntry => ({
  id: row.id,
  at: new Date(row.created_at).toISOString(),
  admin: row.admin_id ? { id: row.admin_id, email: row.admin_email ?? '', name: row.admin_name ?? '' } : null,
  action: row.action,
  target: row.target,
  reason: row.reason,
  before: row.before,
  after: row.after,
});

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

function filtered<Query extends ReturnType<Db>>(
  query: Query,
  { admin, action, target, from, to }: AuditFilters,
): Query {
  if (admin) query.where('audit_log.admin_id', admin);
  if (action) query.where('audit_log.action', action);
  if (target) query.whereILike('audit_log.target', likeText(target));
  if (from) query.where('audit_log.created_at', '>=', `${from}T00:00:00Z`);
  if (to) query.where('audit_log.created_at', '<', dayAfter(to));
  return query;
}

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
    /**
     * The filtered log, newest first, `limit` lines older than the line `before` (keyset paging: a line written while
     * an admin reads never shifts the pages they have not opened yet). Ties in time go by id, so each line has one place.
     */
    async page(filters: AuditFilters, { before, limit }: { before?: string; limit: number }): Promise<AuditLogEntry[]> {
      const query = filtered(db('audit_log').leftJoin('admins', 'admins.id', 'audit_log.admin_id'), filters)
        .orderBy([
          { column: 'audit_log.created_at', order: 'desc' },
          { column: 'audit_log.id', order: 'desc' },
        ])
        .limit(limit)
        .select('audit_log.*', 'admins.email as admin_email', 'admins.name as admin_name');
      if (before) {
        query.whereRaw('(audit_log.created_at, audit_log.id) < (select created_at, id from audit_log where id = ?)', [
          before,
        ]);
      }
      return ((await query) as AuditRow[]).map(fromRow);
    },
    async choices(): Promise<AuditLogChoices> {
      const admins: AuditLogChoices['admins'] = await db('admins')
        .whereIn('id', db('audit_log').whereNotNull('admin_id').distinct('admin_id'))
        .orderBy('name')
        .select('id', 'email', 'name');
      const actions: { action: string }[] = await db('audit_log').distinct('action').orderBy('action');
      return { admins, actions: actions.map((row) => row.action) };
    },
    async actionsOf(adminId: string): Promise<string[]> {
      const rows: { action: string }[] = await db('audit_log')
        .where({ admin_id: adminId })
        .orderBy('created_at')
        .select('action');
      return rows.map((row) => row.action);
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
