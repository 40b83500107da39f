import { FREE_SHIPPING_NOTE } from '@easel/contracts/src/commerce';
import { formatPrice } from '@easel/contracts/src/price-format';

/** Spec §9: the checkout charges no shipping and no tax, so the total is the subtotal. */
export function CheckoutSummary({ subtotal, currency }: { subtotal: number; currency: string }) {
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
        <div className="com-checkout__total">
          <dt>Total</dt>
          <dd>{formatPrice(subtotal + shipping, currency)}</dd>
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
