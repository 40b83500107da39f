import { ARTIST_NAME_TAKEN, firstFreeSlug, RESERVED_WORDS, slugify } from '@easel/contracts';
import { ConflictError } from '@easel/service-kit';
import type { UsersRepository } from '../data-access/users-repository';
import { ArtistNameTakenError, SlugTakenError } from './errors';

/**
 * `write` with the first free readable slug of an artist name (never a reserved word: "Admin" gets admin-2); a clash at
 * write time tries the next one. A name another account shows under is a 409.
 */
export async function withFreeSlug<T>(
  users: Pick<UsersRepository, 'slugsLike'>,
  artistName: string,
  write: (slug: string) => Promise<T>,
): Promise<T> {
  const base = slugify(artistName, { fallback: 'artist' });
  for (let attempt = 0; ; attempt += 1) {
    const slug = firstFreeSlug(base, [...(await users.slugsLike(base)), ...RESERVED_WORDS]);
    try {
      return await write(slug);
    } catch (error) {
      refuseTakenName(error);
      if (!(error instanceof SlugTakenError) || attempt >= 5) throw error;
    }
  }
}

/** The database's word that the name is another's, said to the person choosing it. */
export function refuseTakenName(error: unknown): void {
  if (error instanceof ArtistNameTakenError) throw new ConflictError(ARTIST_NAME_TAKEN);
}
