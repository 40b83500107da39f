import type { AdminLoginAnswer, AdminLoginInput } from '@easel/contracts';
import {
  NotAllowedError,
  NotAuthenticatedError,
  TooManyRequestsError,
  verifyAgainstDecoy,
  verifyPassword,
} from '@easel/service-kit';
import type { Admin, AdminAccount, AuditEntry } from './admin';
import { stepOfCode } from './second-factor';

const WRONG_CREDENTIALS = 'Wrong e-mail or password';
export const WRONG_CODE = 'Wrong code: please enter the code your authenticator app shows now';
export const CODE_USED = 'This code has already been used: please wait for the next one';
const ACCOUNT_DISABLED = 'This admin account is disabled: please ask an owner';
const MAX_FAILED_SIGN_INS = 5;
const LOCKOUT_MINUTES = 15;

const lockedOut = (until: Date, now: Date) => {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new TooManyRequestsError(
    `Too many failed attempts: this account is locked. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
};

export interface AdminLoginDeps {
  findByEmail(email: string): Promise<AdminAccount | undefined>;
  failures: {
    lockedUntil(email: string, now: Date): Promise<Date | undefined>;
    fail(email: string, now: Date, rule: { limit: number; lockUntil: Date }): Promise<Date | undefined>;
    clear(email: string, now: Date): Promise<void>;
  };
  /** Marks a code's step used; false when it was used already. */
  useStep(adminId: string, step: number): Promise<boolean>;
  issueToken(admin: Admin): Promise<string>;
  /** A token that opens only the second factor's set-up. */
  issueEnrolmentToken(admin: Admin): Promise<string>;
  record(entry: AuditEntry): Promise<void>;
  now(): Date;
}

/**
 * Signs an admin in: the password, then the second factor's code when they have one; an owner without one is sent to
 * set it up first. An unknown e-mail and a wrong password look and take the same (the decoy hash). Five failures in a
 * row (password or code) lock the e-mail out for 15 minutes, a known address or not, so the lock tells nothing either.
 */
export async function logInAdmin(
  deps: AdminLoginDeps,
  { email, password, code }: AdminLoginInput,
): Promise<AdminLoginAnswer> {
  const now = deps.now();
  const lockedUntil = await deps.failures.lockedUntil(email, now);
  if (lockedUntil) throw lockedOut(lockedUntil, now);

  const failed = async (message: string, account?: AdminAccount): Promise<never> => {
    const lockUntil = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000);
    const locked = await deps.failures.fail(email, now, { limit: MAX_FAILED_SIGN_INS, lockUntil });
    if (!locked) throw new NotAuthenticatedError(message);
    await deps.record({
      adminId: null,
      action: 'admin.locked-out',
      target: account ? `admin:${account.id}` : `email:${email}`,
      details: { email, until: locked.toISOString(), failures: MAX_FAILED_SIGN_INS },
    });
    throw lockedOut(locked, now);
  };

  const account = await deps.findByEmail(email);
  const valid = account ? await verifyPassword(password, account.passwordHash) : await verifyAgainstDecoy(password);
  if (!account || !valid) return failed(WRONG_CREDENTIALS, account);
  if (account.disabled) throw new NotAllowedError(ACCOUNT_DISABLED);
  const { passwordHash: _hash, totpSecret, disabled: _disabled, createdAt: _createdAt, ...admin } = account;

  if (totpSecret) {
    if (!code) return { status: 'code-required' };
    const step = stepOfCode(totpSecret, code, now);
    if (step === null) return failed(WRONG_CODE, account);
    // A replayed code is not a guess (it was right once), so it is refused without counting toward the lock.
    if (!(await deps.useStep(account.id, step))) throw new NotAuthenticatedError(CODE_USED);
  } else if (account.role === 'owner') {
    await deps.failures.clear(email, now);
    return { status: 'enrolment-required', token: await deps.issueEnrolmentToken(admin), admin };
  }
  await deps.failures.clear(email, now);
  await deps.record({
    adminId: admin.id,
    action: 'admin.login',
    target: null,
    details: { secondFactor: account.totpEnabled },
  });
  return { status: 'signed-in', token: await deps.issueToken(admin), admin };
}
