import { Router } from 'express';
import type { AdminDeps } from '../../domain/admin-deps';
import type { AdminGuard } from './admin-guard';

/** Moderation: the reports queue, hiding and restoring artworks, deleting comments. */
export function moderationRoutes(_deps: AdminDeps, _can: AdminGuard): Router {
  return Router();
}
