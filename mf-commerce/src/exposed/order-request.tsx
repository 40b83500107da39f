import { useDispatch, useSelector } from 'react-redux';
import type { ArtworkDetail } from '@easel/contracts';
import type { EaselDispatch } from '@easel/store';
import { toggleCartItem } from '../features/cart/state/cart-actions';
import { useCart, useCartSync } from '../features/cart/state/use-cart';
import { OrderRequest, type BuyBoxCartItem } from '../features/order-request/components/order-request';
import { WithCommerceApi } from './with-commerce-api';

/** The art page's buy box, with the page's cart handed in (the cart is its own feature). */
function BuyBox({ slug, art }: { slug: string; art?: ArtworkDetail }) {
  const { selectors } = useCart();
  const inCart = useSelector(selectors.selectCartItems).some((item) => item.slug === slug);
  const dispatch = useDispatch<EaselDispatch>();
  useCartSync();
  const onToggleCart = (item: BuyBoxCartItem) => void dispatch(toggleCartItem(item));
  return <OrderRequest slug={slug} art={art} inCart={inCart} onToggleCart={onToggleCart} />;
}

export default function OrderRequestFragment(props: { slug: string; art?: ArtworkDetail }) {
  return (
    <WithCommerceApi>
      <BuyBox {...props} />
    </WithCommerceApi>
  );
}
