import type { InternalClient } from '@easel/service-kit';
import type { ContactDirectory } from '../domain/catalog-artwork';

const IDENTITY_TIMEOUT_MS = 2000;

/** identity's GET /internal/users/:id/contact: whom to write about a sale or a request. */
export function createContactDirectory(
  internal: InternalClient,
  identityUrl: string,
  timeoutMs = IDENTITY_TIMEOUT_MS,
): ContactDirectory {
  const base = identityUrl.replace(/\/$/, '');
  return {
    async contact(userId) {
      const { status, body } = await internal.getJson(
        `${base}/internal/users/${encodeURIComponent(userId)}/contact`,
        timeoutMs,
      );
      if (status === 404) return undefined;
      if (status !== 200 || !body) throw new Error(`identity answered ${status} to a contact`);
      return body as { email: string; name: string };
    },
  };
}
