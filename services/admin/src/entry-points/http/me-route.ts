import { Router } from 'express';
import { actingAdmin, type AdminGuard } from './admin-guard';

/** GET /admin/me — the signed-in admin with their role: what mf-admin shows and hides follows it. */
export function meRoute(can: AdminGuard): Router {
  return Router().get('/admin/me', ...can('dashboard.read'), (_req, res) => {
    res.json({ admin: actingAdmin(res) });
  });
}
