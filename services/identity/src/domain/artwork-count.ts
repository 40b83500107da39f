import type { ArtworkCountInput } from '@easel/contracts';
import { NotFoundError } from '@easel/service-kit';
import { isUuid } from '@easel/contracts';
import type { IdentityDeps } from './identity-deps';

/**
 * Catalog counts an artist's artworks when it delivers the event of a publish or delete and tells the whole number:
 * it replaces ours. The same event delivered again changes nothing.
 */
export async function setArtworkCount(
  { users }: Pick<IdentityDeps, 'users'>,
  userId: string,
  { count, eventId }: ArtworkCountInput,
): Promise<{ _id: string; count: number }> {
  const record = isUuid(userId) ? await users.setArtworkCount(userId, count, eventId) : undefined;
  if (!record) throw new NotFoundError('User not found');
  return { _id: record.id, count: record.artworkCount };
}
