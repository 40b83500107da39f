import { z } from 'zod';

/** The admin area's roles: each sees and may do only what its permissions list. */
export const ADMIN_ROLES = ['owner', 'moderator', 'editor', 'support'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/**
 * Who may do what, checked by the admin service on every call and used by mf-admin to show only what a role may do.
 * owner: everything; moderator: content and users; editor: the magazine and the Weekly Pulse; support: orders and
 * messages, read-only (a refund only with the refund right).
 */
export const ADMIN_PERMISSIONS = {
  'dashboard.read': ['owner', 'moderator', 'editor', 'support'],
  'admins.manage': ['owner'],
  'audit.read': ['owner'],
  'outbox.retry': ['owner'],
  'moderation.read': ['owner', 'moderator'],
  'moderation.act': ['owner', 'moderator'],
  'people.read': ['owner', 'moderator', 'support'],
  'people.act': ['owner', 'moderator'],
  'pulse.manage': ['owner', 'editor'],
  'magazine.manage': ['owner', 'editor'],
  'orders.read': ['owner', 'support'],
  'orders.refund': ['owner', 'support'],
  'messages.read': ['owner', 'support'],
} as const satisfies Record<string, readonly AdminRole[]>;
export type AdminPermission = keyof typeof ADMIN_PERMISSIONS;

/** A signed-in admin as the area knows them (GET /admin/me). */
export interface AdminProfile {
  id: string;
  email: string;
  name: string;
  role: AdminRole;
  /** A support admin's right to refund; owners always have it. */
  canRefund: boolean;
  totpEnabled: boolean;
}

/** Whether this admin may do it; a support admin refunds only with the refund right. */
export function adminCan(admin: Pick<AdminProfile, 'role' | 'canRefund'>, permission: AdminPermission): boolean {
  if (!(ADMIN_PERMISSIONS[permission] as readonly AdminRole[]).includes(admin.role)) return false;
  return permission !== 'orders.refund' || admin.role === 'owner' || admin.canRefund;
}

export const ADMIN_FORBIDDEN = 'You do not have permission to do this';
const ADMIN_REASON_MIN = 3;
const ADMIN_REASON_MAX = 500;

/** Every admin action asks why: the reason goes to the audit log (and to the owner of a hidden work). */
export const adminReason = z
  .string({ error: 'Please give a reason' })
  .trim()
  .min(ADMIN_REASON_MIN, 'Please give a reason')
  .max(ADMIN_REASON_MAX, `A reason can be at most ${ADMIN_REASON_MAX} characters`);

/** The page of an admin list, from 1 (the query's ?page=). */
export const adminPage = z.coerce
  .number({ error: 'Page must be a number' })
  .int('Page must be a whole number')
  .min(1, 'Page must be 1 or more')
  .max(10_000, 'Page must be at most 10000')
  .default(1);
export const adminPageQuery = z.object({ page: adminPage });

/** The body of every admin action: only why it is done (its target is in the path). */
export const adminActionInput = z.object({ reason: adminReason });
export type AdminActionInput = z.infer<typeof adminActionInput>;

/** One line of the append-only audit log: who, what, when, the target, the reason, before and after. */
export interface AuditLogEntry {
  id: string;
  at: string;
  admin: { id: string; email: string; name: string } | null;
  action: string;
  target: string | null;
  reason: string | null;
  before: unknown;
  after: unknown;
}
