import type { AdminProfile } from '@easel/contracts/src/admin';

export type Admin = AdminProfile;

export interface AdminAccount extends Admin {
  passwordHash: string;
  /** base32; only the server ever reads it again */
  totpSecret: string | null;
  disabled: boolean;
  createdAt: Date;
}

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
