import { Router } from 'express';
import type { AdminDeps } from '../../domain/admin-deps';
import type { AdminGuard } from './admin-guard';

/** Orders: list and filter, one order, refunds through the payment provider (commerce owns them). */
export function orderRoutes(_deps: AdminDeps, _can: AdminGuard): Router {
  return Router();
}
