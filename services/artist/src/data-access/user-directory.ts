import type { InternalClient } from '@easel/service-kit';

const IDENTITY_TIMEOUT_MS = 2000;

/** A user as the messenger names them: their name (artist name first), their artist slug and their e-mail. */
export interface InboxUser {
  id: string;
  name: string;
  slug: string | null;
  email: string;
}

interface PublicProfile {
  _id: string;
  slug?: string | null;
  artistName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** identity's GET /internal/users/:id and /contact: who a signed-in sender or an artist (by id) is. */
export function createUserDirectory(internal: InternalClient, identityUrl: string, timeoutMs = IDENTITY_TIMEOUT_MS) {
  const base = `${identityUrl.replace(/\/$/, '')}/internal/users`;
  return {
    /** undefined when identity knows no such user; throws when identity cannot say. */
    async find(userId: string): Promise<InboxUser | undefined> {
      const id = encodeURIComponent(userId);
      const [profile, contact] = await Promise.all([
        internal.getJson(`${base}/${id}`, timeoutMs),
        internal.getJson(`${base}/${id}/contact`, timeoutMs),
      ]);
      if (profile.status === 404 || contact.status === 404) return undefined;
      if (profile.status !== 200 || contact.status !== 200)
        throw new Error(`identity answered ${profile.status}/${contact.status} about a user`);
      const card = profile.body as PublicProfile;
      const { email, name } = contact.body as { email: string; name: string };
      return { id: userId, name: name || email, slug: card.slug || null, email };
    },
  };
}

export type UserDirectory = ReturnType<typeof createUserDirectory>;
