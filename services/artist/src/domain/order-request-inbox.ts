import type { InboxOrderRequestInput } from '@easel/contracts';
import { ServiceUnavailableError } from '@easel/service-kit';
import { userParty, visitorParty } from './conversation';
import type { InboxDeps } from './inbox-deps';
import { workOfRequest } from './message-artwork';

const WHAT: Record<InboxOrderRequestInput['buyOption'], (request: InboxOrderRequestInput) => string> = {
  buy: (request) => `Request to buy '${request.artTitle}'`,
  offer: (request) => `Offer of ${request.offer ?? 'an amount'} for '${request.artTitle}'`,
  Commission: (request) => `Commission request after '${request.artTitle}'`,
  'Inquire Price': (request) => `Price inquiry for '${request.artTitle}'`,
};

/** The request as the artist reads it in the conversation: what is asked, then the buyer's own words. */
const orderRequestText = (request: InboxOrderRequestInput) =>
  [WHAT[request.buyOption](request), request.message.trim()].filter(Boolean).join('\n\n');

/**
 * commerce's order request joins the artist's conversation with the buyer, once per request (commerce's outbox may
 * deliver it again). Answers false when the artist is unknown to identity: there is nobody to tell, so it is dropped.
 */
export async function receiveOrderRequest(deps: InboxDeps, request: InboxOrderRequestInput): Promise<boolean> {
  const identityDown = () => {
    throw new ServiceUnavailableError('identity did not answer about the request’s people');
  };
  const artist = await deps.users.find(request.artistId).catch(identityDown);
  if (!artist) return false;
  const buyer = request.userId ? await deps.users.find(request.userId).catch(identityDown) : undefined;
  const party = buyer ? userParty(buyer) : visitorParty(request.email);
  const artwork = await workOfRequest(deps, request.artSlug, request.artTitle);
  const added = await deps.conversations.transaction(async (repo) => {
    const conversation = await repo.open({ id: artist.id, slug: artist.slug ?? '', name: artist.name }, party);
    return repo.add(conversation.id, {
      author: 'party',
      kind: 'order-request',
      body: orderRequestText(request),
      artwork,
      orderRequestId: request.requestId,
      createdAt: new Date(request.createdAt),
    });
  });
  if (added) deps.channel.publish({ userId: artist.id, conversationId: added.conversationId });
  return true;
}
