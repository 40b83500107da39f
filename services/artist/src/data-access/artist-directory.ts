import type { InternalClient, Logger } from '@easel/service-kit';

const IDENTITY_TIMEOUT_MS = 2000;

/** An artist as identity's GET /internal/artists/:slug answers: a user with the role of artist and this slug. */
export interface KnownArtist {
  _id: string;
  slug: string;
  artistName: string;
}

/** identity did not answer, or not as agreed: nobody can tell whether the artist exists. */
export class IdentityUnavailableError extends Error {}

const isKnownArtist = (body: unknown): body is KnownArtist =>
  typeof body === 'object' && body !== null && typeof (body as KnownArtist)._id === 'string' && typeof (body as KnownArtist).slug === 'string';

/** Who the artists are: identity owns the accounts, so it is asked each time. */
export function createArtistDirectory(internal: InternalClient, identityUrl: string, logger: Logger, timeoutMs = IDENTITY_TIMEOUT_MS) {
  const artistUrl = (slug: string) => `${identityUrl.replace(/\/$/, '')}/internal/artists/${encodeURIComponent(slug)}`;
  return {
    /** undefined when no artist has this slug; throws IdentityUnavailableError when identity cannot say. */
    async find(slug: string): Promise<KnownArtist | undefined> {
      const { status, body } = await internal.getJson(artistUrl(slug), timeoutMs);
      if (status === 404) return undefined;
      if (status === 200 && isKnownArtist(body)) return body;
      logger.warn({ status, slug }, 'identity did not answer who the artist is');
      throw new IdentityUnavailableError(status ? `identity answered ${status}` : 'identity did not answer');
    },
  };
}

export type ArtistDirectory = ReturnType<typeof createArtistDirectory>;
