import type { InboxOrderRequestInput } from '@easel/contracts';
import { formatPrice, toMajor } from '@easel/contracts';
import type { EventHandler } from '@easel/service-kit';
import type { ArtistInbox } from '../data-access/artist-inbox';
import type { OrderRequestRecord } from '../data-access/order-requests';

/** Written with each new request, in its transaction: the stored request, for the artist's inbox. */
export const ORDER_REQUEST_RECEIVED = 'order-request.received';

export const orderRequestEvents = (request: OrderRequestRecord) => [{ type: ORDER_REQUEST_RECEIVED, payload: request }];

/** The request as the artist's inbox takes it; the artist service keeps one per request id, so a redelivery is harmless. */
function inboxNewsOf(request: OrderRequestRecord): InboxOrderRequestInput {
  const offer =
    request.offerMinor !== null && request.currency
      ? formatPrice(toMajor(request.offerMinor, request.currency), request.currency)
      : null;
  return {
    requestId: request.id,
    artistId: request.artistId,
    userId: request.userId,
    email: request.email,
    artSlug: request.slug,
    artTitle: request.artTitle,
    buyOption: request.buyOption,
    offer,
    message: request.message,
    createdAt: new Date(request.createdAt).toISOString(),
  };
}

/** Each new request reaches the artist's /inbox from the outbox: a slow or absent artist service never fails the buyer. */
export function orderRequestInboxHandlers(inbox: ArtistInbox): Record<string, EventHandler> {
  return { [ORDER_REQUEST_RECEIVED]: (event) => inbox.tell(inboxNewsOf(event.payload as OrderRequestRecord)) };
}
