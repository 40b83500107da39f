import { InputError, NotAllowedError, NotAuthenticatedError } from '@easel/service-kit';
import type { IdentityDeps } from './identity-deps';
import { hashPassword, verifyPassword } from '@easel/service-kit';
import { issueToken } from './sessions';

export async function changePassword(deps: IdentityDeps, userId: string, { oldPassword, newPassword }: { oldPassword: string; newPassword: string }) {
  const record = await deps.users.findById(userId);
  if (!record) throw new NotAuthenticatedError();
  const hash = await deps.credentials.passwordHash(userId);
  // Accounts made by Google sign-in have no password to change (spec §6).
  if (!hash) throw new NotAllowedError('Password change is not available for Google accounts');
  if (!(await verifyPassword(oldPassword, hash))) throw new InputError('Current password is wrong');
  const tokenVersion = await deps.credentials.replacePassword(userId, await hashPassword(newPassword));
  // Every earlier token is now refused, this caller included: hand it a fresh one.
  return { message: 'Password changed', token: await issueToken(deps, { ...record, tokenVersion }) };
}
