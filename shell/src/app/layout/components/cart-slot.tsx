import { useEffect, useState } from 'react';
import { readJson, STORAGE_KEYS } from '@easel/store';
import { PageLink, RemoteFragment } from '@easel/ui';

/** mf-commerce's public signal, sent on every change of the cart (its cart-events). */
const CART_CHANGED = 'commerce:cart-changed';

const plainCartLink = (
  <PageLink href="/cart" className="shl-cart__fallback">
    Cart
  </PageLink>
);

/**
 * mf-commerce's cart indicator once there is a cart to count: a signed-in user's (the server keeps it), a saved guest
 * cart, or one that changes on this page or in another tab. A visitor with nothing in the cart gets the plain link, and
 * no commerce code for it: on / that was 8 kB of the page's 150 kB budget. The plain link also stands in while the
 * indicator loads, or if it fails.
 */
export function CartSlot({ loggedIn }: { loggedIn: boolean }) {
  const hasCart = useHasCart();
  return loggedIn || hasCart ? (
    <RemoteFragment id="mf_commerce/cart-indicator" fallback={plainCartLink} />
  ) : (
    plainCartLink
  );
}

/** Whether a guest cart is saved or has changed since the page loaded; once true it stays, so the count can show 0. */
function useHasCart() {
  const [hasCart, setHasCart] = useState(savedCartHolds);
  useEffect(() => {
    if (hasCart) return;
    const changed = () => setHasCart(true);
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.guestCart && savedCartHolds()) setHasCart(true);
    };
    window.addEventListener(CART_CHANGED, changed);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(CART_CHANGED, changed);
      window.removeEventListener('storage', onStorage);
    };
  }, [hasCart]);
  return hasCart;
}

function savedCartHolds() {
  const items = readJson<unknown>('guestCart', []);
  return Array.isArray(items) && items.length > 0;
}
