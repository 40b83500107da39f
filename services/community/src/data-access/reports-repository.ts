import type { Db } from '@easel/service-kit';
import type { OpenReport, ReportsStore } from '../domain/reports';

const OPEN_ONCE = 'reports_open_once';

interface ReportRow {
  id: string;
  kind: 'comment' | 'artwork';
  art_slug: string;
  comment_id: string | null;
  reporter_id: string;
  reason: string;
  status: 'open' | 'resolved';
  created_at: Date | string;
  html: string | null;
  user_id: string | null;
  user_name: string | null;
}

const toReport = (row: ReportRow): OpenReport => ({
  id: row.id,
  kind: row.kind,
  artSlug: row.art_slug,
  commentId: row.comment_id,
  reporterId: row.reporter_id,
  reason: row.reason,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
  comment:
    row.html !== null && row.user_id
      ? { content: row.html, user: { id: row.user_id, name: row.user_name ?? '' } }
      : null,
});

export function createReportsRepository(db: Db): ReportsStore {
  const withComment = () =>
    db('reports as r')
      .leftJoin('comments as c', 'c.id', 'r.comment_id')
      .select('r.*', 'c.html', 'c.user_id', 'c.user_name');
  return {
    async fileOnce(report) {
      try {
        await db('reports').insert({
          kind: report.kind,
          art_slug: report.artSlug,
          comment_id: report.commentId,
          reporter_id: report.reporterId,
          reason: report.reason,
        });
      } catch (error) {
        // The same reporter's open report on the same target is already waiting.
        const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
        if (code === '23505' && (constraint === OPEN_ONCE || constraint === undefined)) return;
        throw error;
      }
    },
    async list({ status, page, pageSize }) {
      const [rows, counted] = await Promise.all([
        withComment()
          .where('r.status', status)
          .orderBy([
            { column: 'r.created_at', order: 'desc' },
            { column: 'r.id', order: 'desc' },
          ])
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db('reports').where({ status }).count<{ n: string | number }[]>({ n: '*' }),
      ]);
      return { reports: (rows as ReportRow[]).map(toReport), total: Number(counted[0]?.n ?? 0), page, pageSize };
    },
    async resolve(id) {
      const [before] = (await withComment().where('r.id', id)) as ReportRow[];
      if (!before) return undefined;
      await db('reports').where({ id }).update({ status: 'resolved' });
      return { before: toReport(before), after: toReport({ ...before, status: 'resolved' }) };
    },
    removeComment(commentId) {
      return db.transaction(async (trx) => {
        const [row] = await trx('comments')
          .where({ id: commentId })
          .whereNull('deleted_at')
          .forUpdate()
          .select('id', 'art_slug', 'html', 'user_id', 'user_name');
        if (!row) return undefined;
        await trx('comments').where({ id: commentId }).update({ deleted_at: trx.fn.now(), updated_at: trx.fn.now() });
        const closedReports = await trx('reports')
          .where({ comment_id: commentId, status: 'open' })
          .update({ status: 'resolved' });
        return {
          comment: {
            id: row.id,
            artSlug: row.art_slug,
            content: row.html,
            user: { id: row.user_id, name: row.user_name },
          },
          closedReports,
        };
      });
    },
  };
}
