import type { InboxOrderRequestInput } from '@easel/contracts';
import type { InternalClient } from '@easel/service-kit';

const ARTIST_TIMEOUT_MS = 5000;

/** The artist service's POST /internal/inbox/order-requests: a request joins the artist's conversation with the buyer. */
export function createArtistInbox(internal: InternalClient, artistUrl: string) {
  const url = `${artistUrl.replace(/\/$/, '')}/internal/inbox/order-requests`;
  return {
    /** Throws unless the artist service took it (2xx), so the outbox tries again later. */
    async tell(request: InboxOrderRequestInput): Promise<void> {
      const { status } = await internal.postJson(url, request, ARTIST_TIMEOUT_MS);
      if (status < 200 || status >= 300)
        throw new Error(`the artist inbox answered ${status || 'nothing'} to an order request`);
    },
  };
}

export type ArtistInbox = ReturnType<typeof createArtistInbox>;
