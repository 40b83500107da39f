import { Router } from 'express';
import type { PublicConfig } from '../../config';
import { revalidate } from '../../domain/asset-cache';

/** GET /config.json: the deployment's public settings (product name, support address, public client keys) for the front end. */
export function publicConfigRoute(values: PublicConfig): Router {
  const router = Router();
  const body = Object.freeze({ ...values });
  router.get('/config.json', (_req, res) => {
    res.set('Cache-Control', revalidate).json(body);
  });
  return router;
}
