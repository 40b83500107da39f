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

export function createReportsRepository(db: Db): ReportsStore {
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
    async list(status) {
      const rows: ReportRow[] = await db('reports as r')
        .leftJoin('comments as c', 'c.id', 'r.comment_id')
        .where('r.status', status)
        .select('r.*', 'c.html', 'c.user_id', 'c.user_name')
        .orderBy([{ column: 'r.created_at' }, { column: 'r.id' }]);
      return rows.map((row): OpenReport => ({
        id: row.id,
        kind: row.kind,
        artSlug: row.art_slug,
        commentId: row.comment_id,
        reporterId: row.reporter_id,
        reason: row.reason,
        status: row.status,
        createdAt: new Date(row.created_at).toISOString(),
        comment: row.html !== null && row.user_id ? { content: row.html, user: { id: row.user_id, name: row.user_name ?? '' } } : null,
      }));
    },
  };
}
