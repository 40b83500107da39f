import type { Knex } from 'knex';
import { Router } from 'express';
import { NotFoundError } from '../errors';
import { outboxBacklog } from './outbox-backlog';

export const OUTBOX_EVENT_NOT_WAITING = 'This event is not waiting for delivery (it may have been delivered already)';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /internal/outbox: the events still to deliver and why the oldest failed, for people and the admin service.
 * POST /internal/outbox/:id/retry: an event still to deliver is due now (its relay takes it at its next tick, within a
 * poll), rather than after its growing wait; its attempts are kept, so a failure still counts on.
 */
export function outboxRoutes(db: Knex): Router {
  const router = Router();
  router.get('/internal/outbox', async (_req, res) => {
    res.json(await outboxBacklog(db));
  });
  router.post('/internal/outbox/:id/retry', async (req, res) => {
    const id = String(req.params.id);
    const [event] = UUID.test(id)
      ? await db('outbox')
          .where({ id })
          .whereNull('delivered_at')
          .update({ next_attempt_at: db.fn.now() })
          .returning(['id', 'type', 'attempts', 'last_error', 'next_attempt_at'])
      : [];
    if (!event) throw new NotFoundError(OUTBOX_EVENT_NOT_WAITING);
    res.json({
      event: {
        id: event.id,
        type: event.type,
        attempts: event.attempts,
        lastError: event.last_error,
        nextAttemptAt: event.next_attempt_at,
      },
    });
  });
  return router;
}
