import type { CartLine, GiftCardCheckoutAnswer, GiftCardPurchase } from '@easel/contracts';
import { useGetCartLinesQuery } from '../../../shared/api/get-cart-lines';
import { lineFlag } from '../../../shared/line-flag';
import { useGetOfferCheckoutQuery } from '../api/checkout-calls';
import { useGetGiftCardCheckoutQuery } from '../api/gift-card-calls';
import { refusalMessage } from './payment-messages';

/** A line of this checkout; `flag` says why it is left out of the payment (sold, reserved…), null when it is paid for. */
export type CheckoutLine = CartLine & { flag: string | null; giftCard?: true };

export interface Basket {
  status: 'loading' | 'empty' | 'ready' | 'refused';
  /** Every line, flagged ones too: the buyer sees why they are left out. */
  lines: CheckoutLine[];
  /** The lines this checkout pays for, at the price it pays. */
  payable: CheckoutLine[];
  subtotal: number;
  currency: string;
  refusal?: string;
}

const EMPTY: Basket = { status: 'empty', lines: [], payable: [], subtotal: 0, currency: 'USD' };
/** `buyable`: whether a line in that state can be paid for here (an offer's agreed price covers a price on request). */
function priced(found: CartLine[], buyable: (line: CartLine) => boolean): Basket {
  const currency = found.find((line) => line.price !== null && buyable(line))?.currency.code;
  const lines = found.map((line) => ({ ...line, flag: lineFlag(line, currency, buyable(line)) }));
  const payable = lines.filter((line) => line.flag === null);
  // Major units summed in cents, so 0.1 + 0.2 stays 0.3.
  const subtotal = Math.round(payable.reduce((sum, line) => sum + (line.price ?? 0) * 100, 0)) / 100;
  return {
    status: lines.length ? 'ready' : 'empty',
    lines,
    payable,
    subtotal,
    currency: currency ?? found[0]?.currency.code ?? 'USD',
  };
}

/** A gift card's one line: digital, so no size or medium; its price is the artist service's. */
const cardLine = (card: GiftCardCheckoutAnswer): CheckoutLine => ({
  slug: card.slug,
  title: card.title,
  featuredImage: card.featuredImage,
  medium: '',
  material: '',
  size: { width: 0, height: 0 },
  artistName: card.artistName,
  price: card.price,
  currency: { code: card.currency, tag: '€' },
  state: 'available',
  reservedUntil: null,
  flag: null,
  giftCard: true,
});

/**
 * The cart's works as the server prices them now, with `offerToken` the offer's one work at the agreed price, or with
 * `giftCard` the one card bought.
 */
export function useCheckoutBasket(
  cartSlugs: string[],
  offerToken: string | null,
  intent: string | null,
  giftCard: GiftCardPurchase | null = null,
): Basket {
  const card = useGetGiftCardCheckoutQuery(
    { slug: giftCard?.slug ?? '', amount: String(giftCard?.amount ?? '') },
    { skip: !giftCard },
  );
  const offer = useGetOfferCheckoutQuery(offerToken ?? '', { skip: !offerToken || !!giftCard });
  const slugs = giftCard ? [] : offerToken ? (offer.data ? [offer.data.slug] : []) : cartSlugs;
  const lines = useGetCartLinesQuery({ slugs, intent: intent ?? undefined }, { skip: slugs.length === 0 });
  if (giftCard) {
    if (card.isLoading) return { ...EMPTY, status: 'loading' };
    if (!card.data)
      return {
        ...EMPTY,
        status: 'refused',
        refusal: refusalMessage(card.error, 'This gift card cannot be checked out'),
      };
    const line = cardLine(card.data);
    return { status: 'ready', lines: [line], payable: [line], subtotal: card.data.price, currency: card.data.currency };
  }
  if (offer.error)
    return { ...EMPTY, status: 'refused', refusal: refusalMessage(offer.error, 'This offer cannot be checked out') };
  if (offer.isLoading || lines.isLoading) return { ...EMPTY, status: 'loading' };
  if (lines.error)
    return { ...EMPTY, status: 'refused', refusal: refusalMessage(lines.error, 'Your cart could not be loaded') };
  const found = lines.data?.lines ?? [];
  if (!offer.data) return priced(found, (line) => line.state === 'available');
  const { price, currency } = offer.data;
  const offered = found.map((line) => ({ ...line, price, currency: { ...line.currency, code: currency } }));
  return priced(offered, (line) => line.state === 'available' || line.state === 'price-on-request');
}
