import type { InternalClient, Logger } from '@easel/service-kit';
import { IdentityUnavailableError } from '../domain/errors';

const IDENTITY_TIMEOUT_MS = 2000;

/** An artist as identity's GET /internal/artists/:slug answers: a user with the role of artist and this slug. */
interface KnownArtist {
  _id: string;
  slug: string;
  artistName: string;
  firstName?: string;
  lastName?: string;
  avatar?: string | null;
  instagram?: string | null;
  /** the artist's number of published artworks (spec §3 `count`): what unlocks gift cards and the newsletter */
  count?: number;
}

/** Anyone's public profile, as identity's GET /internal/users/:id answers it (slug null for a collector). */
interface KnownUser {
  _id: string;
  slug: string | null;
  artistName: string;
  firstName: string;
  lastName: string;
  role: string;
}

const isKnownUser = (body: unknown): body is KnownUser =>
  typeof body === 'object' && body !== null && typeof (body as KnownUser)._id === 'string';
const isKnownArtist = (body: unknown): body is KnownArtist => isKnownUser(body) && typeof body.slug === 'string';

/** Who the artists are: identity owns the accounts, so it is asked each time. */
export function createArtistDirectory(
  internal: InternalClient,
  identityUrl: string,
  logger: Logger,
  timeoutMs = IDENTITY_TIMEOUT_MS,
) {
  const base = identityUrl.replace(/\/$/, '');
  const ask = async <T>(url: string, is: (body: unknown) => body is T, what: object): Promise<T | undefined> => {
    const { status, body } = await internal.getJson(url, timeoutMs);
    if (status === 404) return undefined;
    if (status === 200 && is(body)) return body;
    logger.warn({ status, ...what }, 'identity did not answer who the artist is');
    throw new IdentityUnavailableError(status ? `identity answered ${status}` : 'identity did not answer');
  };
  return {
    /** undefined when no artist has this slug; throws IdentityUnavailableError when identity cannot say. */
    find: (slug: string) => ask(`${base}/internal/artists/${encodeURIComponent(slug)}`, isKnownArtist, { slug }),
    /** undefined when nobody has this id; throws IdentityUnavailableError when identity cannot say. */
    findUser: (id: string) => ask(`${base}/internal/users/${encodeURIComponent(id)}`, isKnownUser, { id }),
  };
}

export type ArtistDirectory = ReturnType<typeof createArtistDirectory>;
