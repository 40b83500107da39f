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

/** The artist a slug names, for the services that need to know one exists (messages to an artist). */
export async function artistCard({ users }: Pick<IdentityDeps, 'users'>, slug: string) {
  const record = slug.length <= 200 ? await users.findArtist(slug) : undefined;
  if (!record) throw new NotFoundError('Artist not found');
  return { ...toPublicProfile(record), count: record.artworkCount };
}

export async function publicProfile({ users }: Pick<IdentityDeps, 'users'>, userId: string) {
  const record = isUuid(userId) ? await users.findById(userId) : undefined;
  if (!record) throw new NotFoundError('User not found');
  return toPublicProfile(record);
}

/** Where commerce writes about a sale or a request: never in a public answer, only on /internal. */
export async function userContact({ users }: Pick<IdentityDeps, 'users'>, userId: string) {
  const record = isUuid(userId) ? await users.findById(userId) : undefined;
  if (!record) throw new NotFoundError('User not found');
  return { email: record.email, name: record.artistName || `${record.firstName} ${record.lastName}`.trim() };
}
