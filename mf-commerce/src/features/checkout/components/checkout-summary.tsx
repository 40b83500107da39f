import { FREE_SHIPPING_NOTE, formatPrice } from '@easel/contracts';
import type { GiftCodeUse } from '@easel/contracts';

/** What is left to pay once the code's part is off, in cents so 0.1 + 0.2 stays 0.3. */
export const toPay = (total: number, giftCode: GiftCodeUse | null) =>
  Math.round((total - (giftCode?.amountOff ?? 0)) * 100) / 100;

/** Spec §9: the checkout charges no shipping and no tax, so the total is the subtotal, less what a gift card's code pays. */
export function CheckoutSummary({
  subtotal,
  currency,
  giftCode = null,
}: {
  subtotal: number;
  currency: string;
  giftCode?: GiftCodeUse | null;
}) {
  const shipping = 0;
  const rows: [string, number][] = [
    ['Subtotal', subtotal],
    ['Shipping', shipping],
    ['Tax', 0],
  ];
  return (
    <aside className="com-checkout__summary" aria-labelledby="com-summary-heading">
      <h2 id="com-summary-heading">Order summary</h2>
      <dl>
        {rows.map(([name, amount]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{formatPrice(amount, currency)}</dd>
          </div>
        ))}
        {giftCode && (
          <div className="com-checkout__gift-line">
            <dt>
              Gift card <span className="com-checkout__gift-code">{giftCode.code}</span>
            </dt>
            <dd>−{formatPrice(giftCode.amountOff, currency)}</dd>
          </div>
        )}
        <div className="com-checkout__total">
          <dt>Total</dt>
          <dd>{formatPrice(toPay(subtotal + shipping, giftCode), currency)}</dd>
        </div>
      </dl>
      {shipping === 0 && <p className="com-checkout__free">{FREE_SHIPPING_NOTE}</p>}
      <p className="com-checkout__muted">
        By paying you agree to our{' '}
        <a href="/terms" target="_blank" rel="noopener">
          Terms of Service
        </a>{' '}
        and{' '}
        <a href="/privacy" target="_blank" rel="noopener">
          Privacy Policy
        </a>
        .
      </p>
    </aside>
  );
}
