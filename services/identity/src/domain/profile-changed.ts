import { displayNameOf, PROFILE_CHANGED } from '@easel/contracts';
import type { OutboxEvent } from '@easel/service-kit';
import type { UserRecord } from '../data-access/user-record';
import type { IdentityDeps } from './identity-deps';

export { PROFILE_CHANGED };

/** What other services show of a person: a change to any of these is told to them. */
const shown = (user: UserRecord) => JSON.stringify([displayNameOf(user), user.avatar, user.slug]);
export const displayChanged = (before: UserRecord, after: UserRecord) => shown(before) !== shown(after);

/**
 * The relay's delivery of user.profile-changed: the person as they are now, not as the event was written, so a late
 * retry of an older change never puts back what a newer one replaced.
 */
export async function tellProfileChanged(
  deps: Pick<IdentityDeps, 'users' | 'profileFollowers'>,
  event: OutboxEvent,
): Promise<void> {
  const { userId } = event.payload as { userId: string };
  const user = await deps.users.findById(userId);
  if (!user) return; // the account is gone: nothing of it is shown any more
  await deps.profileFollowers.tell(userId, {
    eventId: event.id,
    name: displayNameOf(user),
    slug: user.slug,
    avatar: user.avatar,
  });
}
