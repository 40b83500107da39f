import type { ArtworkCountInput } from '@easel/contracts/src/internal';
import type { Logger } from '@easel/service-kit';
import type { ArtworkOwner } from '../domain/artwork';
import { getInternalJson, putInternalJson } from './internal-http';

export const IDENTITY_TIMEOUT_MS = 2000;

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
  /** Tells identity how many artworks the user has now (spec §3 User.count); false, and logged, when it did not take it. */
  setArtworkCount(userId: string, count: number): Promise<boolean>;
}

export class IdentityUnavailableError extends Error {}

export function createIdentityDirectory(baseUrl: string, logger: Logger, timeoutMs = IDENTITY_TIMEOUT_MS): IdentityDirectory {
  const userUrl = (userId: string) => `${baseUrl.replace(/\/$/, '')}/internal/users/${encodeURIComponent(userId)}`;
  return {
    async setArtworkCount(userId, count) {
      const { status } = await putInternalJson(`${userUrl(userId)}/artwork-count`, { count } satisfies ArtworkCountInput, timeoutMs);
      if (status !== 200) logger.warn({ status, userId, count }, 'identity did not take the artwork count');
      return status === 200;
    },

    async artist(userId) {
      const { status, body } = await getInternalJson(userUrl(userId), timeoutMs);
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
