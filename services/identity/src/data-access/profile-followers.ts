import type { ProfileChangedInput } from '@easel/contracts';
import type { InternalClient } from '@easel/service-kit';

const TIMEOUT_MS = 3000;

/** The services that copy a person's display fields: catalog (artworks), artist (gift cards, conversations) and community (comments). */
export interface ProfileFollowers {
  /** Tells each one, once per event id on their side; throws when one did not take it, so the relay tries again. */
  tell(userId: string, profile: ProfileChangedInput): Promise<void>;
}

export function createProfileFollowers(
  internal: InternalClient,
  urls: { catalog: string; artist: string; community: string },
): ProfileFollowers {
  return {
    async tell(userId, profile) {
      for (const [name, base] of Object.entries(urls)) {
        const url = `${base.replace(/\/$/, '')}/internal/people/${encodeURIComponent(userId)}/profile`;
        const { status } = await internal.putJson(url, profile, TIMEOUT_MS);
        if (status !== 200)
          throw new Error(
            status ? `${name} answered ${status} to a profile change` : `${name} did not answer a profile change`,
          );
      }
    },
  };
}
