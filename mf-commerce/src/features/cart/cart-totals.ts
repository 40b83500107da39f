import { CART_TAX_RATE, FREE_SHIPPING_AT, type CartLine } from '@easel/contracts';
import { lineFlag } from '../../shared/line-flag';

const minor = (amount: number) => Math.round(amount * 100);

/**
 * Spec §9's cart: tax 8% of the subtotal, free-shipping progress = subtotal / 3000 capped at 100. Only available works
 * in the cart's currency count; money is summed in cents, so 0.1 + 0.2 stays 0.3.
 */
export function cartTotals(lines: CartLine[]) {
  const currency = lines.find((line) => line.state === 'available' && line.price !== null)?.currency.code ?? null;
  const flags = new Map(lines.map((line) => [line.slug, lineFlag(line, currency)]));
  const subtotalMinor = lines.reduce(
    (sum, line) => (flags.get(line.slug) === null ? sum + minor(line.price ?? 0) : sum),
    0,
  );
  const taxMinor = Math.round(subtotalMinor * CART_TAX_RATE);
  const subtotal = subtotalMinor / 100;
  return {
    currency,
    flags,
    subtotal,
    tax: taxMinor / 100,
    total: (subtotalMinor + taxMinor) / 100,
    freeShippingProgress: Math.min(100, (subtotal / FREE_SHIPPING_AT) * 100),
  };
}
export type CartTotals = ReturnType<typeof cartTotals>;
