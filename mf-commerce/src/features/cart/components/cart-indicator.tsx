import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { PageLink } from '@easel/ui';
import { justAddedExpired } from '../state/cart-slice';
import { useCart, useCartSync } from '../state/use-cart';
import { useServerCart } from '../state/use-server-cart';
import { CartDropdown } from './cart-dropdown';
import './cart-indicator.css';

/** Spec §9: the cart indicator's 'just added' state lasts 8000 ms. */
export const JUST_ADDED_MS = 8000;

/**
 * The header's cart count; after an add, 'Added to cart' and the dropdown of spec §2 for 8 s (longer while the pointer
 * or focus is inside it, so it never vanishes under the hand). Escape, a press outside, Close or a link shut it.
 */
export function CartIndicator() {
  const { selectors } = useCart();
  const count = useSelector(selectors.selectCartCount);
  const justAdded = useSelector(selectors.selectJustAdded);
  const addCount = useSelector(selectors.selectAddCount);
  const lastAdded = useSelector(selectors.selectLastAdded);
  const dispatch = useDispatch();
  const [expired, setExpired] = useState(false);
  const [held, setHeld] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const labelId = useId();
  useCartSync();
  useServerCart();

  useEffect(() => {
    setExpired(false);
    if (!justAdded) return;
    const timer = setTimeout(() => setExpired(true), JUST_ADDED_MS);
    return () => clearTimeout(timer);
  }, [justAdded, addCount]);

  const close = useCallback(() => {
    setHeld(false);
    dispatch(justAddedExpired());
  }, [dispatch]);
  /** Closed from the keyboard (Escape, Close): focus inside the dropdown lands back on the cart link, not on the page's top. */
  const dismiss = useCallback(() => {
    if (wrapper.current?.contains(document.activeElement))
      wrapper.current.querySelector<HTMLElement>('.com-cart-indicator__link')?.focus();
    close();
  }, [close]);
  useEffect(() => {
    if (expired && !held) close();
  }, [expired, held, close]);

  const open = justAdded && lastAdded !== null;
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!wrapper.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close, dismiss]);

  return (
    <div className="com-cart-indicator" ref={wrapper}>
      <PageLink
        href="/cart"
        className={`com-cart-indicator__link${justAdded ? ' com-cart-indicator--added' : ''}`}
        aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      >
        Cart <span className="com-cart-indicator__count">{count}</span>
        {justAdded && (
          <span className="com-cart-indicator__added" role="status" id={labelId}>
            Added to cart
          </span>
        )}
      </PageLink>
      {open && (
        <CartDropdown
          item={lastAdded}
          count={count}
          labelledBy={labelId}
          onClose={close}
          onDismiss={dismiss}
          onHeld={setHeld}
        />
      )}
    </div>
  );
}
