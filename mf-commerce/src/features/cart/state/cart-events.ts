import type { CartItem } from './cart-slice';

/** The cart's public signal: commerce announces every change; anyone may listen. */
export const CART_CHANGED = 'commerce:cart-changed';

export interface CartChangedDetail {
  items: CartItem[];
  /** The item this change added, or null for a change without an add. */
  added: CartItem | null;
}

let announcing = false;

export function announceCartChanged(detail: CartChangedDetail) {
  announcing = true;
  try {
    window.dispatchEvent(new CustomEvent<CartChangedDetail>(CART_CHANGED, { detail }));
  } finally {
    announcing = false;
  }
}

/** Changes announced by others (our own announcements are already in the store). */
export function onCartChanged(listener: (detail: CartChangedDetail) => void): () => void {
  const handle = (event: Event) => {
    if (!announcing) listener((event as CustomEvent<CartChangedDetail>).detail);
  };
  window.addEventListener(CART_CHANGED, handle);
  return () => window.removeEventListener(CART_CHANGED, handle);
}
