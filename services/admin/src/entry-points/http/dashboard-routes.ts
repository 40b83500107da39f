import { adminActionInput, OUTBOX_SERVICES, type OutboxService } from '@easel/contracts';
import { NotFoundError, parseInput, bodyOf } from '@easel/service-kit';
import { Router } from 'express';
import type { AdminDeps } from '../../domain/admin-deps';
import { dashboard } from '../../domain/dashboard';
import { actingAdmin, type AdminGuard, pathParam } from './admin-guard';

const NO_SUCH_SERVICE = 'This service has no outbox the dashboard watches';

/** The dashboard: weekly new users, artworks, orders and revenue; failed outbox deliveries with retry (owner only, audited). */
export function dashboardRoutes(deps: AdminDeps, can: AdminGuard): Router {
  return Router()
    .get('/admin/dashboard', ...can('dashboard.read'), async (_req, res) => {
      res.json(await dashboard(deps));
    })
    .post('/admin/dashboard/outbox/:service/:id/retry', ...can('outbox.retry'), async (req, res) => {
      const service = pathParam(req, 'service');
      if (!(OUTBOX_SERVICES as readonly string[]).includes(service)) throw new NotFoundError(NO_SUCH_SERVICE);
      const { reason } = parseInput(adminActionInput, bodyOf(req));
      const id = pathParam(req, 'id');
      const { event } = (
        await deps.services.post<{ event: { nextAttemptAt: string; attempts: number; type: string } }>(
          service as OutboxService,
          `/internal/outbox/${encodeURIComponent(id)}/retry`,
        )
      ).body;
      await deps.auditLog.record({
        adminId: actingAdmin(res).id,
        action: 'outbox.retry',
        target: `outbox:${service}:${id}`,
        reason,
        before: { type: event.type, attempts: event.attempts },
        after: { type: event.type, attempts: event.attempts, nextAttemptAt: event.nextAttemptAt },
      });
      res.json({ event });
    });
}
