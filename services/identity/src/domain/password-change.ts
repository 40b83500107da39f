import { hashPassword, InputError, NotAllowedError, NotAuthenticatedError, verifyPassword } from '@easel/service-kit';
import { refuseCommonPassword } from './common-passwords';
import type { IdentityDeps } from './identity-deps';
import { announce, startSession } from './sessions';

/** Every session of the user ends, this one included; the caller goes on in a new one (its tokens in the answer). */
export async function changePassword(
  deps: IdentityDeps,
  userId: string,
  { oldPassword, newPassword }: { oldPassword: string; newPassword: string },
) {
  const record = await deps.users.findById(userId);
  if (!record) throw new NotAuthenticatedError();
  const hash = await deps.credentials.passwordHash(userId);
  // Accounts made by Google sign-in have no password to change (spec §6).
  if (!hash) throw new NotAllowedError('Password change is not available for Google accounts');
  if (!(await verifyPassword(oldPassword, hash))) throw new InputError('Current password is wrong');
  refuseCommonPassword(newPassword);
  await announce(deps, await deps.credentials.replacePassword(userId, await hashPassword(newPassword)));
  return { message: 'Password changed', ...(await startSession(deps, record)) };
}
