import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { writeJson } from '@easel/store';
import { announceCartChanged } from './cart-events';
import { cartCleared, cartItemRemoved, cartItemToggled, type CartItem, type CartState } from './cart-slice';

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
    announceCartChanged({ items: cart.items, added: cart.justAdded && cartItemToggled.match(action) ? action.payload : null });
  };

export const toggleCartItem = (item: CartItem) => changeCart(cartItemToggled(item));
export const removeCartItem = (slug: string) => changeCart(cartItemRemoved(slug));
export const clearCart = () => changeCart(cartCleared());
