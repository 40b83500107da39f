import { AUDIENCE, authenticate, caller, NotAuthenticatedError, requireRole, type TokenVerifier } from '@easel/service-kit';
import { Router } from 'express';
import type { AdminsRepository } from '../../data-access/admins-repository';

/** GET /admin/me — the signed-in admin; user tokens are refused by audience before any lookup. */
export function meRoute(admins: AdminsRepository, verifier: TokenVerifier): Router {
  return Router().get('/admin/me', authenticate(verifier, { audience: AUDIENCE.admin }), requireRole('admin'), async (req, res) => {
    const admin = await admins.findById(caller(req).sub);
    if (!admin) throw new NotAuthenticatedError('Your session is not valid, please log in again');
    res.json({ admin });
  });
}
