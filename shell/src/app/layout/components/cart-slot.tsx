import { PageLink, RemoteFragment } from '@easel/ui';

const plainCartLink = (
  <PageLink href="/cart" className="shl-cart__fallback">
    Cart
  </PageLink>
);

/** mf-commerce's cart indicator; a plain cart link while it loads or if it fails. */
export function CartSlot() {
  return <RemoteFragment id="mf_commerce/cart-indicator" fallback={plainCartLink} />;
}
