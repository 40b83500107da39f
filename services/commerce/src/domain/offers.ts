import type { OfferRulesAnswer, OrderRequestView } from '@easel/contracts';
import { ConflictError, InputError, NotAllowedError, NotFoundError } from '@easel/service-kit';
import { toMajor, toMinor } from '@easel/contracts';
import type { OfferAnswer, OrderRequestRecord } from '../data-access/order-requests';
import { newCheckoutLink } from './offer-checkout';
import { mailCheckoutLink, mailDeclined } from './offers-mail';
import { publishedArtwork } from './order-request-artwork';
import type { RequestDeps } from './order-request-deps';

const REQUEST_NOT_FOUND = 'Request not found';
const ONLY_OFFERS_ANSWERED = 'Only an offer can be accepted, declined or countered';
const COUNTER_ABOVE_OFFER = 'Counter offer must be above the offer';
const ALREADY_SOLD = 'This artwork is already sold';
const ONLY_THE_ARTIST = 'Only the artist of this artwork can do that';

export type ArtistAnswer = { answer: 'accept' } | { answer: 'decline' } | { answer: 'counter'; amount?: number };

/** The artist answers an open offer once; an accept or a counter mails the buyer a checkout link at that price. */
export async function answerOffer(
  deps: RequestDeps,
  artistId: string,
  requestId: string,
  input: ArtistAnswer,
): Promise<OrderRequestView> {
  const request = await deps.requests.find(requestId);
  if (!request || request.artistId !== artistId) throw new NotFoundError(REQUEST_NOT_FOUND);
  if (request.buyOption !== 'offer' || request.offerMinor === null) throw new InputError(ONLY_OFFERS_ANSWERED);
  if (request.state !== 'open') throw new ConflictError(`This offer was already ${request.state}`);
  const counterMinor = input.answer === 'counter' ? toMinor(input.amount!, request.currency ?? '') : null;
  if (counterMinor !== null && counterMinor <= request.offerMinor) throw new InputError(COUNTER_ABOVE_OFFER);
  if (input.answer !== 'decline' && (await publishedArtwork(deps, request.slug)).sold)
    throw new ConflictError(ALREADY_SOLD);

  const link = input.answer === 'decline' ? null : newCheckoutLink();
  const answer: OfferAnswer = {
    state: input.answer === 'accept' ? 'accepted' : input.answer === 'decline' ? 'declined' : 'countered',
    counterMinor,
    checkoutTokenHash: link?.tokenHash ?? null,
    checkoutExpiresAt: link?.expiresAt ?? null,
  };
  const answered = await deps.requests.answerOpen(request.id, answer);
  // Two tabs answering at once: the first one wins, the second learns it.
  if (!answered) throw new ConflictError('This offer was already answered');
  if (link) await mailCheckoutLink(deps, answered, link.token);
  else await mailDeclined(deps, answered);
  return requestView(answered);
}

const REQUESTS_SHOWN = 200;

export async function artistRequests(
  deps: Pick<RequestDeps, 'requests'>,
  artistId: string,
): Promise<OrderRequestView[]> {
  // A link used before it lapsed stays 'accepted': the work was bought, not let go.
  return (await deps.requests.listForArtist(artistId, REQUESTS_SHOWN)).map((request) =>
    requestView(request, !request.workOrdered),
  );
}

function requestView(request: OrderRequestRecord, mayLapse = true): OrderRequestView {
  const lapsed = mayLapse && request.checkoutExpiresAt !== null && request.checkoutExpiresAt <= new Date();
  return {
    id: request.id,
    slug: request.slug,
    artTitle: request.artTitle,
    buyOption: request.buyOption,
    email: request.email,
    whatsapp: request.whatsapp,
    offer: request.offerMinor === null ? null : toMajor(request.offerMinor, request.currency ?? ''),
    counter: request.counterMinor === null ? null : toMajor(request.counterMinor, request.currency ?? ''),
    currency: request.currency,
    message: request.message,
    state: lapsed ? 'expired' : request.state,
    createdAt: request.createdAt.toISOString(),
  };
}

async function ownedArtwork(deps: RequestDeps, userId: string, slug: string) {
  const art = await publishedArtwork(deps, slug);
  if (art.owner.id !== userId) throw new NotAllowedError(ONLY_THE_ARTIST);
  return art;
}

export async function offerRulesOf(deps: RequestDeps, userId: string, slug: string): Promise<OfferRulesAnswer> {
  const art = await ownedArtwork(deps, userId, slug);
  const rules = await deps.offerRules.find(art.slug);
  const current = rules?.currency === art.currency ? rules : undefined;
  return {
    slug: art.slug,
    floor: current?.floorMinor == null ? null : toMajor(current.floorMinor, art.currency),
    acceptAt: current?.acceptAtMinor == null ? null : toMajor(current.acceptAtMinor, art.currency),
    currency: art.currency,
  };
}

/** Neither amount given removes the rules: every offer goes to the artist again. */
export async function setOfferRules(
  deps: RequestDeps,
  userId: string,
  slug: string,
  input: { floor?: number; acceptAt?: number },
): Promise<OfferRulesAnswer> {
  const art = await ownedArtwork(deps, userId, slug);
  await deps.offerRules.save({
    slug: art.slug,
    artistId: userId,
    floorMinor: input.floor === undefined ? null : toMinor(input.floor, art.currency),
    acceptAtMinor: input.acceptAt === undefined ? null : toMinor(input.acceptAt, art.currency),
    currency: art.currency,
  });
  return offerRulesOf(deps, userId, slug);
}
