import { ServiceUnavailableError, type InternalClient, type Logger } from '@easel/service-kit';
import type { ArtworkDirectory, PeopleDirectory } from '../domain/comment-deps';

const TIMEOUT_MS = 3000;
const CATALOG_DOWN = 'The catalog is not answering, please try again shortly';
const IDENTITY_DOWN = 'Accounts are not answering, please try again shortly';

/** identity's GET /internal/users/:id: the author's display name, avatar and artist page, copied into a comment. */
export function createPeopleDirectory(internal: InternalClient, identityUrl: string, logger: Logger): PeopleDirectory {
  const base = identityUrl.replace(/\/$/, '');
  return {
    async author(userId) {
      const { status, body } = await internal.getJson(
        `${base}/internal/users/${encodeURIComponent(userId)}`,
        TIMEOUT_MS,
      );
      if (status === 404) return undefined;
      if (status !== 200 || !body) {
        logger.warn({ status, userId }, 'identity did not answer a comment author');
        throw new ServiceUnavailableError(IDENTITY_DOWN);
      }
      const profile = body as {
        slug?: string | null;
        artistName?: string | null;
        firstName?: string;
        lastName?: string;
        avatar?: string | null;
      };
      const name =
        profile.artistName?.trim() || `${profile.firstName ?? ''} ${profile.lastName ?? ''}`.trim() || 'Member';
      return { name, avatar: profile.avatar || null, slug: profile.slug || null };
    },
  };
}

/** catalog's GET /internal/artworks?slugs=: every work catalog still has is published; an unknown one is missing. */
export function createArtworkDirectory(internal: InternalClient, catalogUrl: string, logger: Logger): ArtworkDirectory {
  const base = catalogUrl.replace(/\/$/, '');
  return {
    async artwork(slug) {
      const { status, body } = await internal.getJson(
        `${base}/internal/artworks?slugs=${encodeURIComponent(slug)}`,
        TIMEOUT_MS,
      );
      // catalog refuses a slug it could never hold (too long, odd characters) with a 400: no such work.
      if (status === 400) return undefined;
      if (status !== 200 || !body) {
        logger.warn({ status, slug }, 'catalog did not answer an artwork for comments');
        throw new ServiceUnavailableError(CATALOG_DOWN);
      }
      const found = (
        body as { artworks: { slug: string; published?: boolean; owner: { id: string; slug: string; name: string } }[] }
      ).artworks.find((art) => art.slug === slug);
      return found && found.published !== false ? { slug: found.slug, owner: found.owner } : undefined;
    },
  };
}
