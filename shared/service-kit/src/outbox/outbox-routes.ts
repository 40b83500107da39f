import type { Knex } from 'knex';
import { Router } from 'express';
import { outboxBacklog } from './outbox-backlog';

/** GET /internal/outbox: the events still to deliver and why the oldest failed, for people and the admin service. */
export function outboxRoutes(db: Knex): Router {
  const router = Router();
  router.get('/internal/outbox', async (_req, res) => {
    res.json(await outboxBacklog(db));
  });
  return router;
}
