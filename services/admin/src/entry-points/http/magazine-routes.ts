import { Router } from 'express';
import type { AdminDeps } from '../../domain/admin-deps';
import type { AdminGuard } from './admin-guard';

/** The magazine: articles written, scheduled, published and unpublished (catalog owns them). */
export function magazineRoutes(_deps: AdminDeps, _can: AdminGuard): Router {
  return Router();
}
