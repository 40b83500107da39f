import { Router } from 'express';
import type { AdminDeps } from '../../domain/admin-deps';
import type { AdminGuard } from './admin-guard';

/** The dashboard: weekly new users, artworks, orders and revenue; failed outbox deliveries with retry. */
export function dashboardRoutes(_deps: AdminDeps, _can: AdminGuard): Router {
  return Router();
}
