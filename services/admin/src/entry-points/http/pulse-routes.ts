import { Router } from 'express';
import type { AdminDeps } from '../../domain/admin-deps';
import type { AdminGuard } from './admin-guard';

/** The Weekly Pulse: voting open or closed, the live ranking, past weeks, recomputing a week. */
export function pulseRoutes(_deps: AdminDeps, _can: AdminGuard): Router {
  return Router();
}
