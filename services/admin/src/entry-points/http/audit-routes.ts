import { once } from 'node:events';
import { AUDIT_PAGE_SIZE, auditFilters, auditPageQuery, type AuditFilters, type AuditLogPage } from '@easel/contracts';
import { parseInput } from '@easel/service-kit';
import { Router, type Response } from 'express';
import type { AdminDeps } from '../../domain/admin-deps';
import { auditCsvFileName, auditCsvHeader, auditCsvLine } from '../../domain/audit-csv';
import { actingAdmin, type AdminGuard } from './admin-guard';

// The export reads the log in slices this long, so a long log is never held in memory whole.
const EXPORT_SLICE = 500;

/** The audit log: read in pages, and exported as CSV. No route changes or removes a line (and the database would refuse). */
export function auditRoutes(deps: AdminDeps, can: AdminGuard): Router {
  async function streamCsv(res: Response, filters: AuditFilters) {
    res.write(auditCsvHeader());
    let before: string | undefined;
    do {
      const slice = await deps.auditLog.page(filters, { before, limit: EXPORT_SLICE });
      if (slice.length > 0 && !res.write(slice.map(auditCsvLine).join(''))) await once(res, 'drain');
      before = slice.length === EXPORT_SLICE ? slice.at(-1)!.id : undefined;
    } while (before && !res.destroyed);
    res.end();
  }

  return Router()
    .get('/admin/audit', ...can('audit.read'), async (req, res) => {
      const { before, ...filters } = parseInput(auditPageQuery, req.query);
      // One line more than a page tells whether an older page exists.
      const lines = await deps.auditLog.page(filters, { before, limit: AUDIT_PAGE_SIZE + 1 });
      const entries = lines.slice(0, AUDIT_PAGE_SIZE);
      const page: AuditLogPage = { entries, next: lines.length > AUDIT_PAGE_SIZE ? entries.at(-1)!.id : null };
      res.json(page);
    })
    .get('/admin/audit/choices', ...can('audit.read'), async (_req, res) => {
      res.json(await deps.auditLog.choices());
    })
    .get('/admin/audit/export', ...can('audit.read'), async (req, res) => {
      const filters = parseInput(auditFilters, req.query);
      // Taking the log out of the area is itself on record, with what was taken.
      await deps.auditLog.record({
        adminId: actingAdmin(res).id,
        action: 'audit.export',
        target: null,
        details: { filters },
      });
      res.attachment(auditCsvFileName(deps.now())).type('text/csv; charset=utf-8');
      await streamCsv(res, filters);
    });
}
