import { useDispatch, useSelector } from 'react-redux';
import type { EaselDispatch } from '@easel/store';
import { Button, PageLink, Spinner } from '@easel/ui';
import { cartTotals } from '../cart-totals';
import { useCartLines } from '../hooks/use-cart-lines';
import { clearCart, removeCartItem } from '../state/cart-actions';
import { useCart } from '../state/use-cart';
import { useServerCart } from '../state/use-server-cart';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import { FreeShippingBar } from './free-shipping-bar';
import './cart-page.css';

const continueShopping = (
  <PageLink href="/" className="com-cart__continue">
    Continue Shopping
  </PageLink>
);

function CartBody() {
  const dispatch = useDispatch<EaselDispatch>();
  const { items, lines, isLoading, isError, retry } = useCartLines();
  if (items.length === 0)
    return (
      <div className="com-cart__state">
        <p>Your cart is empty.</p>
        {continueShopping}
      </div>
    );
  if (isLoading) return <Spinner label="Loading your cart" />;
  if (isError)
    return (
      <div className="com-cart__state" role="alert">
        <p>Your cart could not be loaded.</p>
        <Button variant="secondary" onClick={() => void retry()}>
          Try again
        </Button>
      </div>
    );
  const totals = cartTotals(lines);
  return (
    <div className="com-cart__layout">
      <div className="com-cart__main">
        <FreeShippingBar totals={totals} />
        <ul className="com-cart__lines">
          {lines.map((line) => (
            <CartLine
              key={line.slug}
              line={line}
              flag={totals.flags.get(line.slug) ?? null}
              onRemove={() => dispatch(removeCartItem(line.slug))}
            />
          ))}
        </ul>
        <div className="com-cart__actions">
          <Button variant="secondary" onClick={() => dispatch(clearCart())}>
            Clear cart
          </Button>
          {continueShopping}
        </div>
      </div>
      <CartSummary totals={totals} />
    </div>
  );
}

/** /cart (spec §2): the cart's works as the server prices them now, the free-shipping bar and the summary. */
export function CartPage() {
  const count = useSelector(useCart().selectors.selectCartCount);
  useServerCart();
  return (
    <section className="com-cart" aria-labelledby="com-cart-title">
      <h1 id="com-cart-title">Cart</h1>
      <p className="com-cart__count">{count === 1 ? '1 item' : `${count} items`} in your cart</p>
      <CartBody />
    </section>
  );
}
