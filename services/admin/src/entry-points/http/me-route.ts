import { caller, NotAuthenticatedError, requireRole, SESSION_NOT_VALID } from '@easel/service-kit';
import { Router } from 'express';
import type { AdminsRepository } from '../../data-access/admins-repository';

/** GET /admin/me — the signed-in admin; user tokens were refused by audience before any route (buildServiceApp). */
export function meRoute(admins: AdminsRepository): Router {
  return Router().get('/admin/me', requireRole('admin'), async (req, res) => {
    const admin = await admins.findById(caller(req).sub);
    if (!admin) throw new NotAuthenticatedError(SESSION_NOT_VALID);
    res.json({ admin });
  });
}
