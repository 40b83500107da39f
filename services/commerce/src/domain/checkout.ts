import {
  ARTISTS_CANNOT_BUY_OWN,
  HOLD_MINUTES,
  type CreatePaymentIntentInput,
  GIFT_CODE_NOT_FOR_CARDS,
  type ApplyGiftCodeInput,
  type GiftCodeUse,
} from '@easel/contracts';
import { ConflictError, InputError, NotAllowedError } from '@easel/service-kit';
import { minutesUntil, saleState } from './buyable';
import type { CatalogArtwork } from './catalog-artwork';
import type { CheckoutItem } from './checkout-item';
import type { CommerceDeps } from './commerce-deps';
import { dryRunHoldId, giftCardItem, giftCodeUse, holdGiftCode } from './gift-card-checkout';
import type { AgreedPrice } from './offer-checkout';

type Deps = Pick<CommerceDeps, 'catalog' | 'orders' | 'offers' | 'giftCards'>;

/** A checkout's lines as the server prices them, with their one currency and their sum (minor units). */
export interface PricedCheckout {
  items: CheckoutItem[];
  currency: string;
  totalMinor: number;
}

export const reservedMessage = (title: string, until: Date) => {
  const minutes = minutesUntil(until);
  return `'${title}' is reserved by another buyer for ${minutes} more minute${minutes === 1 ? '' : 's'}`;
};

export const soldMessage = (title: string) => `'${title}' has already been sold`;

/** The work priced for this buyer, or the reason it cannot be bought, in the words the buyer sees. */
function priced(
  art: CatalogArtwork | undefined,
  slug: string,
  ordered: boolean,
  userId: string | undefined,
  agreed?: AgreedPrice,
): CheckoutItem {
  const state = saleState(art, ordered, undefined, {});
  if (!art || state === 'unpublished') throw new ConflictError(`'${art?.title ?? slug}' is no longer for sale`);
  if (state === 'sold') throw new ConflictError(soldMessage(art.title));
  if (art.owner.id === userId) throw new NotAllowedError(ARTISTS_CANNOT_BUY_OWN);
  if (state === 'price-on-request' && !agreed)
    throw new InputError(`'${art.title}' is priced on request: make an offer for it`);
  return {
    slug,
    title: art.title,
    description: art.description,
    featuredImage: art.featuredImage,
    priceMinor: agreed?.priceMinor ?? art.salePriceMinor,
    artistId: art.owner.id,
  };
}

/** The works from catalog (or an accepted offer's one work at its agreed price), each checked as buyable by this buyer. */
async function priceWorks(
  deps: Deps,
  userId: string | undefined,
  slugs: string[],
  offerToken?: string,
): Promise<PricedCheckout> {
  const agreed = offerToken ? await deps.offers.agreedPrice(offerToken) : undefined;
  if (agreed && (slugs.length !== 1 || slugs[0] !== agreed.slug))
    throw new InputError('An offer link buys its one artwork only');

  const [artworks, ordered] = await Promise.all([deps.catalog.artworks(slugs), deps.orders.soldSlugs(slugs)]);
  const items = slugs.map((slug) =>
    priced(
      artworks.find((art) => art.slug === slug),
      slug,
      ordered.includes(slug),
      userId,
      agreed,
    ),
  );
  const currencies = new Set(agreed ? [agreed.currency] : artworks.map((art) => art.currency));
  if (currencies.size > 1)
    throw new InputError('One checkout holds one currency: please buy works priced in other currencies separately');
  const [currency] = [...currencies] as [string];
  return { items, currency, totalMinor: items.reduce((sum, item) => sum + item.priceMinor, 0) };
}

/** The works, or a gift card at one of its amounts, as the server prices them; a gift card takes no code. */
export async function priceCheckout(
  deps: Deps,
  userId: string | undefined,
  input: CreatePaymentIntentInput,
): Promise<PricedCheckout> {
  if (!input.giftCard)
    return priceWorks(
      deps,
      userId,
      (input.items ?? []).map((item) => item.id),
      input.offerToken,
    );
  if (input.giftCode) throw new InputError(GIFT_CODE_NOT_FOR_CARDS);
  const card = await giftCardItem(deps, input.giftCard);
  return { items: [card], currency: 'EUR', totalMinor: card.priceMinor };
}

/** POST /payment/gift-code/apply: what the code would take off these works now; nothing is held. */
export async function applyGiftCode(
  deps: Deps,
  userId: string | undefined,
  input: ApplyGiftCodeInput & { code: string },
): Promise<GiftCodeUse> {
  const works = await priceWorks(
    deps,
    userId,
    input.items.map((item) => item.id),
    input.offerToken,
  );
  const held = await holdGiftCode(deps, {
    code: input.code,
    // The browser's own hold (a reload, a second Apply) is priced as replaced, so it does not count against itself.
    holdId: input.heldIntentId || dryRunHoldId(),
    items: works.items,
    currency: works.currency,
    expiresAt: new Date(Date.now() + HOLD_MINUTES * 60_000),
    dryRun: true,
  });
  return giftCodeUse(held);
}
