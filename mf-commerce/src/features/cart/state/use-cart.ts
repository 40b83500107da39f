import { useEffect, useMemo } from 'react';
import { useDispatch, useStore } from 'react-redux';
import type { EaselStore } from '@easel/store';
import { onCartChanged } from './cart-events';
import { cartReplaced, cartSlice, readGuestCart } from './cart-slice';

/** The cart slice, injected into whichever page's store this renders in; its selectors work before the first action. */
export function useCart() {
  const store = useStore() as EaselStore;
  return useMemo(() => store.injectSlice(cartSlice), [store]);
}

/** Keeps the cart in step with changes announced elsewhere on the page and in other tabs. */
export function useCartSync() {
  const dispatch = useDispatch();
  useEffect(() => {
    const stopListening = onCartChanged(({ items, added }) => dispatch(cartReplaced({ items, added })));
    const onStorage = (event: StorageEvent) => {
      if (event.key === 'guestCart') dispatch(cartReplaced({ items: readGuestCart(), added: null }));
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopListening();
      window.removeEventListener('storage', onStorage);
    };
  }, [dispatch]);
}
