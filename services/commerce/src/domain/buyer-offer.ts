import { ConflictError } from '@easel/service-kit';
import { toMinor } from '@easel/contracts';
import type { NewOrderRequest, OrderRequestRecord } from '../data-access/order-requests';
import type { OfferRules } from '../data-access/offer-rules';
import type { CatalogArtwork } from './catalog-artwork';
import { newCheckoutLink, type CheckoutLink } from './offer-checkout';
import { mailCheckoutLink, mailDeclined } from './offers-mail';
import type { RequestDeps } from './order-request-deps';

const NO_OFFERS = 'The artist does not take offers on this artwork';

/** What an offer adds to the request it is stored with. */
export type OfferTerms = Pick<
  NewOrderRequest,
  'offerMinor' | 'currency' | 'state' | 'answeredAt' | 'checkoutTokenHash' | 'checkoutExpiresAt'
>;

/** A buyer's offer: its terms, and the buyer's mail of the answer the artist's rules gave, once it is stored. */
export interface BuyerOffer {
  terms: OfferTerms;
  mailBuyer(request: OrderRequestRecord): Promise<void>;
}

/** The buyer offers `amount` in the work's currency; the artist's rules may decline or accept it at once. */
export async function makeOffer(deps: RequestDeps, art: CatalogArtwork, amount: number): Promise<BuyerOffer> {
  if (!art.allowOffers) throw new ConflictError(NO_OFFERS);
  const offerMinor = toMinor(amount, art.currency);
  const answer = autoAnswer(await deps.offerRules.find(art.slug), offerMinor, art.currency);
  return {
    terms: {
      offerMinor,
      currency: art.currency,
      state: answer?.state ?? 'open',
      answeredAt: answer ? new Date() : null,
      checkoutTokenHash: answer?.link?.tokenHash ?? null,
      checkoutExpiresAt: answer?.link?.expiresAt ?? null,
    },
    mailBuyer: async (request) => answer?.mailBuyer(deps, request),
  };
}

/** An answer made for the artist by their rules, before the request is stored. */
interface AutoAnswer {
  state: 'accepted' | 'declined';
  link: CheckoutLink | null;
  mailBuyer(deps: RequestDeps, request: OrderRequestRecord): Promise<void>;
}

/** Spec's offer floor: under `floor` declined at once, at or above `acceptAt` accepted at once, else the artist decides. */
function autoAnswer(rules: OfferRules | undefined, offerMinor: number, currency: string): AutoAnswer | undefined {
  // Rules set in another currency than the work's now say nothing about this offer.
  if (!rules || rules.currency !== currency) return undefined;
  if (rules.floorMinor !== null && offerMinor < rules.floorMinor)
    return { state: 'declined', link: null, mailBuyer: mailDeclined };
  if (rules.acceptAtMinor !== null && offerMinor >= rules.acceptAtMinor) {
    const link = newCheckoutLink();
    return { state: 'accepted', link, mailBuyer: (deps, request) => mailCheckoutLink(deps, request, link.token) };
  }
}
