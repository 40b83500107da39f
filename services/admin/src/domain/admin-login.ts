import type { Admin, AdminAccount, AuditEntry } from './admin';
import { NotAuthenticatedError, verifyAgainstDecoy, verifyPassword } from '@easel/service-kit';

const WRONG_CREDENTIALS = 'Wrong e-mail or password';

export interface AdminLoginDeps {
  findByEmail(email: string): Promise<AdminAccount | undefined>;
  issueToken(admin: Admin): Promise<string>;
  record(entry: AuditEntry): Promise<void>;
}

/** Checks an admin's credentials and answers a token; an unknown e-mail and a wrong password look the same. */
export async function logInAdmin(deps: AdminLoginDeps, { email, password }: { email: string; password: string }) {
  const account = await deps.findByEmail(email);
  const valid = account ? await verifyPassword(password, account.passwordHash) : await verifyAgainstDecoy(password);
  if (!account || !valid) throw new NotAuthenticatedError(WRONG_CREDENTIALS);
  const { passwordHash: _hash, ...admin } = account;
  await deps.record({ adminId: admin.id, action: 'admin.login', target: null, details: {} });
  return { token: await deps.issueToken(admin), admin };
}
