import { z } from './messages';
import { loginInput } from './account';
import { ADMIN_ROLES, adminReason, type AdminProfile, type AdminRole } from './admin';
import { isOneLine, notAllowedCharacter } from './plain-text';

/** An authenticator app's code: 6 digits, a new one every 30 seconds. */
const secondFactorCode = z
  .string({ error: 'Please enter the 6-digit code from your authenticator app' })
  .trim()
  .regex(/^\d{6}$/, 'Please enter the 6-digit code from your authenticator app');

/** POST /admin/login: the code only once the answer asked for it (an admin with a second factor). */
export const adminLoginInput = loginInput.extend({ code: secondFactorCode.optional() });
export type AdminLoginInput = z.infer<typeof adminLoginInput>;

/**
 * POST /admin/login answers one of three states: signed in (the admin token); the password was right and the
 * second factor's code is needed; or an owner without a second factor, who must set one up before anything else (the
 * token then opens only that set-up, and confirming it answers the admin token).
 */
export type AdminLoginAnswer =
  | { status: 'signed-in'; token: string; admin: AdminProfile }
  | { status: 'code-required' }
  | { status: 'enrolment-required'; token: string; admin: AdminProfile };

/** POST /admin/me/second-factor: the new secret, shown once, as a link for an authenticator app and as text. */
export interface SecondFactorEnrolment {
  secret: string;
  uri: string;
}

export const secondFactorCodeInput = z.object({ code: secondFactorCode });

const ADMIN_PASSWORD_MIN = 12;

/** An admin's password guards the whole marketplace: longer than a user's, and not letters (or digits) alone. */
const adminPassword = z
  .string({ error: 'Please enter a password' })
  .min(ADMIN_PASSWORD_MIN, `An admin's password must be at least ${ADMIN_PASSWORD_MIN} characters`)
  .max(200, 'Password must be at most 200 characters')
  .refine(
    (value) => /\p{L}/u.test(value) && /[^\p{L}]/u.test(value),
    "An admin's password must mix letters with digits or symbols",
  );

const adminEmail = z
  .string({ error: 'Please enter an e-mail' })
  .trim()
  .toLowerCase()
  .min(1, 'Please enter an e-mail')
  .max(254, 'E-mail is too long')
  .email('Please enter a valid e-mail address');
const adminName = z
  .string({ error: 'Please enter a name' })
  .trim()
  .min(1, 'Please enter a name')
  .max(80, 'A name can be at most 80 characters')
  .refine(isOneLine, notAllowedCharacter('Name'));
const adminRole = z.enum(ADMIN_ROLES, { error: 'Role must be owner, moderator, editor or support' });

/** The first owner, made by `npm run admin:create`. */
export const newOwnerInput = z.object({ email: adminEmail, name: adminName, password: adminPassword });

/** POST /admin/admins: without a password one is made and shown once. */
export const newAdminInput = z.object({
  email: adminEmail,
  name: adminName,
  role: adminRole,
  canRefund: z.boolean().default(false),
  password: z.union([z.literal('').transform(() => undefined), adminPassword]).optional(),
  reason: adminReason,
});
export type NewAdminInput = z.input<typeof newAdminInput>;

/** PUT /admin/admins/:id: a new role and/or refund right. */
export const adminChangeInput = z.object({
  role: adminRole.optional(),
  canRefund: z.boolean().optional(),
  reason: adminReason,
});
export type AdminChangeInput = z.input<typeof adminChangeInput>;

/** One admin on /admin/admins. Admins are never deleted, only disabled: the audit log keeps who acted. */
export interface AdminListItem extends AdminProfile {
  disabled: boolean;
  createdAt: string;
}

export const ADMINS_PER_PAGE = 20;

/** GET /admin/admins?page=: the active admins by name, then the disabled ones. */
export interface AdminsAnswer {
  admins: AdminListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** POST /admin/admins: the new admin, and the made-up password when the owner set none (shown this once). */
export interface NewAdminAnswer {
  admin: AdminListItem;
  initialPassword?: string;
}

export const ROLE_LABELS: Record<AdminRole, string> = {
  owner: 'Owner',
  moderator: 'Moderator',
  editor: 'Editor',
  support: 'Support',
};
