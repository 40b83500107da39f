import { ACCOUNT_SUSPENDED, type PersonSuspendedAnswer, isUuid } from '@easel/contracts';
import { NotFoundError } from '@easel/service-kit';
import type { UserRecord } from '../data-access/user-record';
import type { IdentityDeps } from './identity-deps';

/**
 * Suspends or restores an account. A suspended account cannot sign in or renew a session (refuseSuspended); the admin
 * area ends its open sessions (POST /internal/users/:id/sessions/end) and has catalog hide its works.
 */
export async function setSuspended(
  { people }: Pick<IdentityDeps, 'people'>,
  id: string,
  suspended: boolean,
): Promise<PersonSuspendedAnswer> {
  const changed = isUuid(id) ? await people.setSuspended(id, suspended) : undefined;
  if (!changed) throw new NotFoundError('User not found');
  return changed;
}

/** Every way in asks this once it knows whose account it is: password, Google, and a refresh token. */
export function refuseSuspended(
  record: Pick<UserRecord, 'suspendedAt'>,
  refusal: new (message: string) => Error,
): void {
  if (record.suspendedAt) throw new refusal(ACCOUNT_SUSPENDED);
}
