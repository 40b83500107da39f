import type { PersonDetails, PersonSuspendedAnswer, OwnerSuspendedInput } from '@easel/contracts';
import type { Admin } from './admin';
import type { AdminDeps } from './admin-deps';

type PeopleDeps = Pick<AdminDeps, 'services' | 'auditLog'>;

/** An account's calls under /internal/people on identity, catalog and commerce alike. */
export const personPath = (id: string) => `/internal/people/${encodeURIComponent(id)}`;
const auditState = ({ status, suspendedAt }: PersonDetails) => ({ status, suspendedAt });

/**
 * Suspends (or restores) an account everywhere: identity stops every way in, every open session ends (the feed every
 * service follows refuses their tokens within seconds), and catalog hides (or shows again) the owner's works.
 * Restoring ends nothing more and starts nothing: the person signs in again. Each step may be repeated, so when a
 * service does not answer the admin is told and simply tries again.
 */
export async function setSuspension(
  deps: PeopleDeps,
  admin: Admin,
  id: string,
  suspended: boolean,
  reason: string,
): Promise<PersonDetails> {
  const { body: change } = await deps.services.put<PersonSuspendedAnswer>('identity', `${personPath(id)}/suspended`, {
    suspended,
  });
  const person = change.after;
  const sessionsEnded = suspended
    ? (
        await deps.services.post<{ ended: number }>(
          'identity',
          `/internal/users/${encodeURIComponent(person.id)}/sessions/end`,
        )
      ).body.ended
    : 0;
  // Written once identity has switched: the decisive change is on record even if catalog is slow to follow.
  await deps.auditLog.record({
    adminId: admin.id,
    action: suspended ? 'user.suspend' : 'user.restore',
    target: `user:${person.id}`,
    reason,
    before: auditState(change.before),
    after: auditState(person),
    details: { email: person.email, ...(suspended ? { sessionsEnded } : {}) },
  });
  await deps.services.put('catalog', `${personPath(person.id)}/suspended`, { suspended } satisfies OwnerSuspendedInput);
  return person;
}

/** identity mails its usual reset link to the account's address. */
export async function sendPasswordReset(
  deps: PeopleDeps,
  admin: Admin,
  id: string,
  reason: string,
): Promise<{ email: string }> {
  const { body } = await deps.services.post<{ email: string }>('identity', `${personPath(id)}/password-reset`);
  await deps.auditLog.record({
    adminId: admin.id,
    action: 'user.password-reset',
    target: `user:${id}`,
    reason,
    details: { email: body.email },
  });
  return body;
}
