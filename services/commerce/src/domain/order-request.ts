import { orderRequestProblem, type OrderRequestInput, toMajor } from '@easel/contracts';
import { ConflictError, InputError, ServiceUnavailableError } from '@easel/service-kit';
import { makeOffer, type OfferTerms } from './buyer-offer';
import { mailArtistOfRequest } from './offers-mail';
import { publishedArtwork } from './order-request-artwork';
import { orderRequestEvents } from './order-request-inbox';
import type { RequestDeps } from './order-request-deps';

const SOLD_COMMISSION_ONLY = 'This artwork is sold; you can still ask the artist for a commission';

const NOT_AN_OFFER: OfferTerms = {
  offerMinor: null,
  currency: null,
  state: 'open',
  answeredAt: null,
  checkoutTokenHash: null,
  checkoutExpiresAt: null,
};

/** The asker: a signed-in user (by token) or a visitor, who gives an e-mail and may give a WhatsApp number. */
export interface Asker {
  userId: string | null;
}

/**
 * Spec §5's request in its four modes, checked by the same rules as the form (orderRequestProblem), then stored and
 * the artist mailed. An offer's own part, the artist's rules and the buyer's mail, is makeOffer's.
 */
export async function submitOrderRequest(deps: RequestDeps, input: OrderRequestInput, asker: Asker): Promise<void> {
  const art = await publishedArtwork(deps, input.slug);
  const price = art.phidden ? null : toMajor(art.salePriceMinor, art.currency);
  const problem = orderRequestProblem(
    input,
    { signedIn: asker.userId !== null, ownsTheWork: art.owner.id === asker.userId },
    price,
  );
  if (problem) throw new InputError(problem);
  if (art.sold && input.buyOption !== 'Commission') throw new ConflictError(SOLD_COMMISSION_ONLY);

  const offer = input.buyOption === 'offer' ? await makeOffer(deps, art, input.offer!) : undefined;
  const request = await deps.requests.create(
    {
      slug: art.slug,
      artTitle: art.title,
      artistId: art.owner.id,
      buyOption: input.buyOption,
      email: await askerEmail(deps, input, asker),
      whatsapp: input.password || null,
      userId: asker.userId,
      message: input.message,
      ...(offer?.terms ?? NOT_AN_OFFER),
    },
    orderRequestEvents,
  );
  await mailArtistOfRequest(deps, request);
  await offer?.mailBuyer(request);
}

/** A signed-in asker is written to at their account's address, whatever the form sent; a visitor at the one they gave. */
async function askerEmail(
  { contacts }: Pick<RequestDeps, 'contacts'>,
  input: OrderRequestInput,
  asker: Asker,
): Promise<string> {
  if (asker.userId === null) return input.email;
  const contact = await contacts.contact(asker.userId).catch(() => {
    throw new ServiceUnavailableError('We could not reach your account just now, please try again shortly');
  });
  if (contact) return contact.email;
  // An account identity no longer knows is asked for an address like a visitor.
  const problem = orderRequestProblem(input, { signedIn: false, ownsTheWork: false }, null);
  if (problem) throw new InputError(problem);
  return input.email;
}
