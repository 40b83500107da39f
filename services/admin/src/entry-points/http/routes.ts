import { Router } from 'express';
import type { AdminDeps } from '../../domain/admin-deps';
import { adminGuard } from './admin-guard';
import { adminsRoutes } from './admins-routes';
import { auditRoutes } from './audit-routes';
import { dashboardRoutes } from './dashboard-routes';
import { loginRoute } from './login-route';
import { magazineRoutes } from './magazine-routes';
import { meRoute } from './me-route';
import { moderationRoutes } from './moderation-routes';
import { orderRoutes } from './order-routes';
import { peopleRoutes } from './people-routes';
import { pulseRoutes } from './pulse-routes';

/** Logging in takes no token: a stale admin token left in the browser must not stop it. */
export function adminSessionRoutes(deps: AdminDeps): Router {
  return loginRoute(deps);
}

/** One route file per feature; each guards every call with the permission it needs (contracts/admin.ts). */
export function adminRoutes(deps: AdminDeps): Router {
  const can = adminGuard(deps);
  return Router().use(
    meRoute(can),
    adminsRoutes(deps, can),
    moderationRoutes(deps, can),
    peopleRoutes(deps, can),
    pulseRoutes(deps, can),
    magazineRoutes(deps, can),
    orderRoutes(deps, can),
    dashboardRoutes(deps, can),
    auditRoutes(deps, can),
  );
}
