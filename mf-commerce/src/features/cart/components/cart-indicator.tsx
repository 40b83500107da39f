import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { PageLink } from '@easel/ui';
import { justAddedExpired } from '../state/cart-slice';
import { useCart, useCartSync } from '../state/use-cart';
import './cart-indicator.css';

/** Spec §9: the cart indicator's 'just added' state lasts 8000 ms. */
export const JUST_ADDED_MS = 8000;

/** The header's cart count, with a short 'Added to cart' after an add. */
export function CartIndicator() {
  const { selectors } = useCart();
  const count = useSelector(selectors.selectCartCount);
  const justAdded = useSelector(selectors.selectJustAdded);
  const addCount = useSelector(selectors.selectAddCount);
  const dispatch = useDispatch();
  useCartSync();

  useEffect(() => {
    if (!justAdded) return;
    const timer = setTimeout(() => dispatch(justAddedExpired()), JUST_ADDED_MS);
    return () => clearTimeout(timer);
  }, [justAdded, addCount, dispatch]);

  return (
    <PageLink
      href="/cart"
      className={`com-cart-indicator${justAdded ? ' com-cart-indicator--added' : ''}`}
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
    >
      Cart <span className="com-cart-indicator__count">{count}</span>
      {justAdded && (
        <span className="com-cart-indicator__added" role="status">
          Added to cart
        </span>
      )}
    </PageLink>
  );
}
