import { FREE_SHIPPING_AT, formatPrice } from '@easel/contracts';
import type { CartTotals } from '../cart-totals';

/** Spec §9: how far the subtotal is toward free shipping (subtotal / 3000, capped at 100). */
export function FreeShippingBar({ totals }: { totals: CartTotals }) {
  const percent = Math.round(totals.freeShippingProgress);
  const missing = FREE_SHIPPING_AT - totals.subtotal;
  return (
    <div className="com-free-shipping">
      <p id="com-free-shipping-text">
        {missing > 0
          ? `Add ${formatPrice(missing, totals.currency ?? 'USD')} more for free shipping`
          : 'Your order ships free'}
      </p>
      <div
        className="com-free-shipping__track"
        role="progressbar"
        aria-labelledby="com-free-shipping-text"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="com-free-shipping__fill" style={{ width: `${totals.freeShippingProgress}%` }} />
      </div>
    </div>
  );
}
