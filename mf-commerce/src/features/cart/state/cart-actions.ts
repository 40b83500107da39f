import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { writeJson } from '@easel/store';
import { announceCartChanged } from './cart-events';
import {
  cartCleared,
  cartItemRemoved,
  cartItemToggled,
  cartReplaced,
  type CartItem,
  type CartState,
} from './cart-slice';

/** A thunk any page's store can run: it needs only dispatch and the cart. */
type CartThunk = (dispatch: Dispatch, getState: () => object) => void;

/** Every change is saved as the guest cart (spec §4) and announced as commerce:cart-changed. */
const changeCart =
  (action: UnknownAction): CartThunk =>
  (dispatch, getState) => {
    dispatch(action);
    const { cart } = getState() as { cart?: CartState };
    if (!cart) return;
    writeJson('guestCart', cart.items);
    announceCartChanged({
      items: cart.items,
      added: cart.justAdded && cartItemToggled.match(action) ? action.payload : null,
    });
  };

export const toggleCartItem = (item: CartItem) => changeCart(cartItemToggled(item));
export const removeCartItem = (slug: string) => changeCart(cartItemRemoved(slug));
export const clearCart = () => changeCart(cartCleared());

/** On login: this browser's cart first, then the saved cart's other artworks (their details come with the cart page's lines). */
export const mergeSavedCart =
  (slugs: string[]): CartThunk =>
  (dispatch, getState) => {
    const items = (getState() as { cart?: CartState }).cart?.items ?? [];
    const local = new Set(items.map((item) => item.slug));
    const saved = slugs.filter((slug) => !local.has(slug)).map((slug) => ({ slug }));
    if (saved.length > 0) changeCart(cartReplaced({ items: [...items, ...saved], added: null }))(dispatch, getState);
  };
