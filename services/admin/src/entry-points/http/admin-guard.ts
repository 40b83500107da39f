import { ADMIN_FORBIDDEN, adminCan, type AdminPermission } from '@easel/contracts';
import { caller, NotAllowedError, NotAuthenticatedError, requireRole, SESSION_NOT_VALID } from '@easel/service-kit';
import type { NextFunction, Request, Response } from 'express';
import { profileOf, type Admin } from '../../domain/admin';
import type { AdminDeps } from '../../domain/admin-deps';

// Tags the guard's check with its permission, so the role matrix test reads each route's permission from the route itself.
const GUARDED_BY = Symbol('the permission an admin route asks for');

/**
 * The server's check of every admin call: an admin token (user tokens were refused by audience before any route), an
 * admin who still exists, and a role that holds the permission. The role is read for each call, so a changed role or a
 * removed admin counts at once, not when the token ends.
 */
export function adminGuard(deps: AdminDeps) {
  const mustBeAdmin = requireRole('admin');
  return (permission: AdminPermission) => [
    mustBeAdmin,
    Object.assign(
      async (req: Request, res: Response, next: NextFunction) => {
        const account = await deps.admins.findById(caller(req).sub);
        if (!account) throw new NotAuthenticatedError(SESSION_NOT_VALID);
        const admin = profileOf(account);
        if (!adminCan(admin, permission)) throw new NotAllowedError(ADMIN_FORBIDDEN);
        res.locals.admin = admin;
        next();
      },
      { [GUARDED_BY]: permission },
    ),
  ];
}

/** The permission a route's middleware checks, when it is the guard's check. */
export const permissionCheckedBy = (middleware: unknown): AdminPermission | undefined =>
  (middleware as { [GUARDED_BY]?: AdminPermission } | undefined)?.[GUARDED_BY];

export type AdminGuard = ReturnType<typeof adminGuard>;

/** The admin the guard let through, for the audit line of the action. */
export const actingAdmin = (res: Response): Admin => res.locals.admin as Admin;

/** A path parameter as a string: behind the guard's spread middlewares Express no longer types the route's own names. */
export const pathParam = (req: Request, name: string) => String(req.params[name]);
