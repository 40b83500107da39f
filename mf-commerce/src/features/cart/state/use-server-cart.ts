import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { selectIsLoggedIn, type EaselDispatch } from '@easel/store';
import { useLazyGetSavedCartQuery } from '../api/get-saved-cart';
import { useSaveCartMutation } from '../api/save-cart';
import { mergeSavedCart } from './cart-actions';
import { useCart } from './use-cart';

/** One sync per page store, whichever of the cart's components (header indicator, cart page) mounts first. */
const syncing = new WeakSet<object>();

function useSyncClaim() {
  const store = useStore();
  const [mine, setMine] = useState(false);
  useEffect(() => {
    if (syncing.has(store)) return;
    syncing.add(store);
    setMine(true);
    return () => {
      syncing.delete(store);
      setMine(false);
    };
  }, [store]);
  return mine;
}

/**
 * Spec §4: the cart is always saved locally (guestCart); a signed-in user's cart is also kept by the server. On login
 * (or a page load while signed in) the saved cart is merged into this browser's, then every change is sent whole.
 * A failed sync is only logged (spec §8: 'Sync failed').
 */
export function useServerCart() {
  const mine = useSyncClaim();
  const loggedIn = useSelector(selectIsLoggedIn);
  const items = useSelector(useCart().selectors.selectCartItems);
  const dispatch = useDispatch<EaselDispatch>();
  const [getSavedCart] = useLazyGetSavedCartQuery();
  const [saveCart] = useSaveCartMutation();
  const [merged, setMerged] = useState(false);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    setMerged(false);
    if (!mine || !loggedIn) return;
    let stale = false;
    getSavedCart()
      .unwrap()
      .then(({ slugs }) => {
        if (stale) return;
        sent.current = JSON.stringify(slugs);
        dispatch(mergeSavedCart(slugs));
        setMerged(true);
      })
      .catch(() => console.log('Sync failed'));
    return () => {
      stale = true;
    };
  }, [mine, loggedIn, getSavedCart, dispatch]);

  useEffect(() => {
    if (!merged) return;
    const slugs = items.map((item) => item.slug);
    const key = JSON.stringify(slugs);
    if (key === sent.current) return;
    sent.current = key;
    saveCart({ slugs })
      .unwrap()
      .catch(() => console.log('Sync failed'));
  }, [merged, items, saveCart]);
}
