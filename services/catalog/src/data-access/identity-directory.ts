import type { ArtworkCountInput } from '@easel/contracts';
import type { InternalClient, Logger } from '@easel/service-kit';
import type { ArtworkOwner } from '../domain/artwork';
import { IdentityUnavailableError } from '../domain/errors';

const IDENTITY_TIMEOUT_MS = 2000;

/** identity's GET /internal/users/:id */
interface PublicProfile {
  _id: string;
  slug: string | null;
  artistName: string | null;
  firstName: string;
  lastName: string;
  avatar: string | null;
  role: string;
  artistPage?: { about?: { img?: string | null } };
}

/** An artist's display fields as identity has them now. */
export interface IdentityDirectory {
  /** undefined: no such user, or not an artist; throws IdentityUnavailableError when identity does not answer. */
  artist(userId: string): Promise<ArtworkOwner | undefined>;
  /**
   * Tells identity how many artworks the user has now (spec §3 User.count), once per event id; throws when identity
   * did not take it. A user identity no longer knows has no count to keep: logged, not thrown.
   */
  setArtworkCount(userId: string, count: number, eventId: string): Promise<void>;
}

export function createIdentityDirectory(
  internal: InternalClient,
  baseUrl: string,
  logger: Logger,
  timeoutMs = IDENTITY_TIMEOUT_MS,
): IdentityDirectory {
  const userUrl = (userId: string) => `${baseUrl.replace(/\/$/, '')}/internal/users/${encodeURIComponent(userId)}`;
  return {
    async setArtworkCount(userId, count, eventId) {
      const { status } = await internal.putJson(
        `${userUrl(userId)}/artwork-count`,
        { count, eventId } satisfies ArtworkCountInput,
        timeoutMs,
      );
      if (status === 404) logger.warn({ userId, count }, 'identity does not know the artist whose count changed');
      else if (status !== 200)
        throw new IdentityUnavailableError(
          status ? `identity answered ${status} to the artwork count` : 'identity did not answer the artwork count',
        );
    },

    async artist(userId) {
      const { status, body } = await internal.getJson(userUrl(userId), timeoutMs);
      if (status === 404) return undefined;
      if (status !== 200 || !body) {
        logger.warn({ status, userId }, 'identity did not answer the artist profile');
        throw new IdentityUnavailableError(`identity answered ${status}`);
      }
      const profile = body as PublicProfile;
      if (profile.role !== 'user' || !profile.slug) return undefined;
      return {
        id: profile._id,
        slug: profile.slug,
        name: profile.artistName || `${profile.firstName} ${profile.lastName}`.trim(),
        avatar: profile.avatar ?? null,
        // identity's public profile does not carry the about picture yet; read it when it does.
        aboutImg: profile.artistPage?.about?.img ?? null,
      };
    },
  };
}
