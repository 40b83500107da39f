import { Router } from 'express';
import type { AdminDeps } from '../../domain/admin-deps';
import type { AdminGuard } from './admin-guard';

/** Users and artists: search, one account with its works and orders, suspend and restore, send a password reset. */
export function peopleRoutes(_deps: AdminDeps, _can: AdminGuard): Router {
  return Router();
}
