import { Router } from 'express';
import type { AdminDeps } from '../../domain/admin-deps';
import type { AdminGuard } from './admin-guard';

/** The audit log: filtered, and exported as CSV; nothing here writes to it. */
export function auditRoutes(_deps: AdminDeps, _can: AdminGuard): Router {
  return Router();
}
