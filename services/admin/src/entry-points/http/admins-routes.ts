import { Router } from 'express';
import type { AdminDeps } from '../../domain/admin-deps';
import type { AdminGuard } from './admin-guard';

/** Owners manage the admins: list, invite, change role and refund right, disable, reset a second factor. */
export function adminsRoutes(_deps: AdminDeps, _can: AdminGuard): Router {
  return Router();
}
