import { formatPrice } from '@easel/contracts';
import { PageLink } from '@easel/ui';
import type { CartTotals } from '../cart-totals';

/** Spec §2: subtotal, shipping 'Calculated at checkout', tax, estimated total and the way to checkout. */
export function CartSummary({ totals }: { totals: CartTotals }) {
  const money = (amount: number) => formatPrice(amount, totals.currency ?? 'USD');
  return (
    <aside className="com-cart-summary" aria-labelledby="com-cart-summary-title">
      <h2 id="com-cart-summary-title">Order summary</h2>
      <dl>
        <dt>Subtotal</dt>
        <dd>{money(totals.subtotal)}</dd>
        <dt>Shipping</dt>
        <dd>Calculated at checkout</dd>
        <dt>Tax (8%)</dt>
        <dd>{money(totals.tax)}</dd>
        <dt className="com-cart-summary__total">Estimated total</dt>
        <dd className="com-cart-summary__total">{money(totals.total)}</dd>
      </dl>
      {totals.currency ? (
        <PageLink href="/checkout" className="com-cart-summary__checkout">
          Process to Checkout
        </PageLink>
      ) : (
        <p className="com-cart-summary__none">Nothing in your cart can be bought right now.</p>
      )}
    </aside>
  );
}
