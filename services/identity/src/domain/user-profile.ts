import type { ProfileInput, User } from '@easel/contracts';
import { NotAuthenticatedError, NotFoundError } from '@easel/service-kit';
import { isUuid } from './ids';
import type { IdentityDeps } from './identity-deps';
import { toPublicProfile, toUser } from './user-view';

type Deps = Pick<IdentityDeps, 'users' | 'bookmarks'>;

export async function loadUser({ users, bookmarks }: Deps, userId: string): Promise<User> {
  const record = await users.findById(userId);
  // The token was valid a moment ago; the account has since gone.
  if (!record) throw new NotAuthenticatedError();
  return toUser(record, await bookmarks.lists(userId));
}

export async function updateProfile(deps: Deps, userId: string, input: ProfileInput): Promise<User> {
  const { firstName, lastName, artistName, instagram, avatar } = input;
  // An empty instagram or avatar clears it.
  const record = await deps.users.updateProfile(userId, {
    firstName,
    lastName,
    artistName,
    instagram: instagram === '' ? null : instagram,
    avatar: avatar === '' ? null : avatar,
  });
  if (!record) throw new NotAuthenticatedError();
  return toUser(record, await deps.bookmarks.lists(userId));
}

export async function publicProfile({ users }: Pick<IdentityDeps, 'users'>, userId: string) {
  const record = isUuid(userId) ? await users.findById(userId) : undefined;
  if (!record) throw new NotFoundError('User not found');
  return toPublicProfile(record);
}
