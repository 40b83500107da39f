import type { AuthAnswer } from '@easel/contracts';
import { ConflictError, NotAuthenticatedError } from '@easel/service-kit';
import { withFreeSlug } from './artist-names';
import type { IdentityDeps } from './identity-deps';
import { issueToken } from './sessions';
import { toUser } from './user-view';

const ALREADY_ARTIST = 'You are already an artist';

/** A customer becomes an artist (role user) with a readable slug; the answer carries a fresh token of the same session, since the role is in it. */
export async function becomeArtist(
  deps: Pick<IdentityDeps, 'users' | 'signer' | 'bookmarks'>,
  { sub: userId, sid }: { sub: string; sid: string },
  artistName: string,
): Promise<AuthAnswer> {
  const record = await deps.users.findById(userId);
  if (!record) throw new NotAuthenticatedError();
  if (record.role === 'user') throw new ConflictError(ALREADY_ARTIST);
  return withFreeSlug(deps.users, artistName, async (slug) => {
    const artist = await deps.users.becomeArtist(userId, artistName, slug);
    // Gone or changed between the read and the write: a second click that already made them an artist.
    if (!artist) throw new ConflictError(ALREADY_ARTIST);
    return { token: await issueToken(deps, artist, sid), user: toUser(artist, await deps.bookmarks.lists(userId)) };
  });
}
