import { SLUG_TAKEN, type ProfileInput, type User, isUuid } from '@easel/contracts';
import { ConflictError, NotAllowedError, NotAuthenticatedError, NotFoundError } from '@easel/service-kit';
import { refuseTakenName } from './artist-names';
import { SlugTakenError } from './errors';
import type { IdentityDeps } from './identity-deps';
import { displayChanged, PROFILE_CHANGED } from './profile-changed';
import { toPublicProfile, toUser } from './user-view';

type Deps = Pick<IdentityDeps, 'users' | 'bookmarks'>;

const ONLY_ARTISTS_HAVE_AN_ADDRESS = 'Only artists have a page address';

export async function loadUser({ users, bookmarks }: Deps, userId: string): Promise<User> {
  const record = await users.findById(userId);
  // The token was valid a moment ago; the account has since gone.
  if (!record) throw new NotAuthenticatedError();
  return toUser(record, await bookmarks.lists(userId));
}

export async function updateProfile(
  deps: Pick<IdentityDeps, 'users' | 'bookmarks' | 'outbox'>,
  userId: string,
  input: ProfileInput,
): Promise<User> {
  const { firstName, lastName, artistName, instagram, avatar, slug } = input;
  const current = await deps.users.findById(userId);
  if (!current) throw new NotAuthenticatedError();
  if (slug !== undefined && current.role !== 'user') throw new NotAllowedError(ONLY_ARTISTS_HAVE_AN_ADDRESS);
  try {
    // An empty instagram or avatar clears it.
    const record = await deps.users.updateProfile(
      userId,
      {
        firstName,
        lastName,
        artistName,
        slug,
        instagram: instagram === '' ? null : instagram,
        avatar: avatar === '' ? null : avatar,
      },
      { changed: displayChanged, write: (trx) => deps.outbox.write(trx, PROFILE_CHANGED, { userId }) },
    );
    if (!record) throw new NotAuthenticatedError();
    return toUser(record, await deps.bookmarks.lists(userId));
  } catch (error) {
    if (error instanceof SlugTakenError) throw new ConflictError(SLUG_TAKEN);
    refuseTakenName(error);
    throw error;
  }
}

/** The artist a slug names, for the services that need to know one exists (messages to an artist); an old slug answers their current one. */
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
