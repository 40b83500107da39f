import type { AdminProfile, AdminListItem } from '@easel/contracts';

export type Admin = AdminProfile;

export interface AdminAccount extends Admin {
  passwordHash: string;
  /** base32; only the server ever reads it again */
  totpSecret: string | null;
  disabled: boolean;
  createdAt: Date;
}

/** What the admin area shows of an account: never its password hash or second-factor secret. */
export const profileOf = ({ id, email, name, role, canRefund, totpEnabled }: AdminAccount): Admin => ({
  id,
  email,
  name,
  role,
  canRefund,
  totpEnabled,
});

export const listItemOf = (account: AdminAccount): AdminListItem => ({
  ...profileOf(account),
  disabled: account.disabled,
  createdAt: account.createdAt.toISOString(),
});

/** One audit line as an action records it; `before` and `after` are the target's state around the change. */
export interface AuditEntry {
  adminId: string | null;
  action: string;
  target: string | null;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
  details?: Record<string, unknown>;
}
