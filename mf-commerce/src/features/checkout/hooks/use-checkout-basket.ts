import type { CartLine } from '@easel/contracts/src/commerce';
import { useGetCheckoutLinesQuery, useGetOfferCheckoutQuery } from '../api/checkout-calls';
import { refusalMessage } from './payment-messages';

export interface Basket {
  status: 'loading' | 'empty' | 'ready' | 'refused';
  /** Every line, flagged ones too (sold, reserved…): the buyer sees why they are left out. */
  lines: CartLine[];
  /** The lines this checkout pays for, at the price it pays. */
  payable: CartLine[];
  subtotal: number;
  currency: string;
  refusal?: string;
}

const EMPTY: Basket = { status: 'empty', lines: [], payable: [], subtotal: 0, currency: 'USD' };

function priced(lines: CartLine[], payable: CartLine[]): Basket {
  // Major units summed in cents, so 0.1 + 0.2 stays 0.3.
  const subtotal = Math.round(payable.reduce((sum, line) => sum + (line.price ?? 0) * 100, 0)) / 100;
  return {
    status: lines.length ? 'ready' : 'empty',
    lines,
    payable,
    subtotal,
    currency: payable[0]?.currency.code ?? lines[0]?.currency.code ?? 'USD',
  };
}

/** The cart's works as the server prices them now, or with `offerToken` the offer's one work at the agreed price. */
export function useCheckoutBasket(cartSlugs: string[], offerToken: string | null, intent: string | null): Basket {
  const offer = useGetOfferCheckoutQuery(offerToken ?? '', { skip: !offerToken });
  const slugs = offerToken ? (offer.data ? [offer.data.slug] : []) : cartSlugs;
  const lines = useGetCheckoutLinesQuery({ slugs, intent }, { skip: slugs.length === 0 });
  if (offer.error) return { ...EMPTY, status: 'refused', refusal: refusalMessage(offer.error, 'This offer cannot be checked out') };
  if (offer.isLoading || lines.isLoading) return { ...EMPTY, status: 'loading' };
  if (lines.error) return { ...EMPTY, status: 'refused', refusal: refusalMessage(lines.error, 'Your cart could not be loaded') };
  const found = lines.data?.lines ?? [];
  if (!offer.data)
    return priced(
      found,
      found.filter((line) => line.state === 'available'),
    );
  const { price, currency } = offer.data;
  // The agreed price holds even for a work whose price is on request; a sold or reserved work stays flagged.
  const offered = found.map((line) => ({ ...line, price, currency: { ...line.currency, code: currency } }));
  return priced(
    offered,
    offered.filter((line) => line.state === 'available' || line.state === 'price-on-request'),
  );
}
