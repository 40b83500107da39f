import { useSelector } from 'react-redux';
import { PlaceholderPage } from '@easel/ui';
import { useCart } from '../state/use-cart';

/** /cart (later issue: items, summary, free-shipping bar). */
export function CartPage() {
  const count = useSelector(useCart().selectors.selectCartCount);
  return (
    <PlaceholderPage title="Cart" promise="The artworks you chose and their prices, ready for checkout.">
      <p className="com-cart__count">{count === 1 ? '1 item' : `${count} items`} in your cart</p>
    </PlaceholderPage>
  );
}
