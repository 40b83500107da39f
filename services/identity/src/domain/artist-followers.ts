import { FOLLOWERS_PAGE_MAX, type ArtistFollowersPage, isUuid } from '@easel/contracts';
import { NotFoundError } from '@easel/service-kit';
import type { IdentityDeps } from './identity-deps';

/** One page of the users who bookmarked the artist with this id: the artist service mails its newsletter to them. */
export async function artistFollowers(
  { users, bookmarks }: Pick<IdentityDeps, 'users' | 'bookmarks'>,
  artistId: string,
  after: string | undefined,
  limit = FOLLOWERS_PAGE_MAX,
): Promise<ArtistFollowersPage> {
  const artist = isUuid(artistId) ? await users.findById(artistId) : undefined;
  if (!artist || artist.role !== 'user' || !artist.slug) throw new NotFoundError('Artist not found');
  const size = Math.min(Math.max(1, limit), FOLLOWERS_PAGE_MAX);
  const rows = await bookmarks.followersOf(artist.slug, after && isUuid(after) ? after : undefined, size);
  return {
    followers: rows.map(({ id, email }) => ({ _id: id, email })),
    next: rows.length === size ? rows[rows.length - 1]!.id : null,
  };
}
