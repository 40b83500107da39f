import { NotFoundError } from '@easel/service-kit';
import { isUuid } from './ids';
import type { IdentityDeps } from './identity-deps';

/** Catalog counts an artist's artworks after each publish and delete and tells the whole number: it replaces ours. */
export async function setArtworkCount({ users }: Pick<IdentityDeps, 'users'>, userId: string, count: number): Promise<{ _id: string; count: number }> {
  const record = isUuid(userId) ? await users.setArtworkCount(userId, count) : undefined;
  if (!record) throw new NotFoundError('User not found');
  return { _id: record.id, count: record.artworkCount };
}
