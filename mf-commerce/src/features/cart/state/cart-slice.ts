import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readJson } from '@easel/store';

/** An artwork in the cart (quantity 1); only the slug is fixed by the spec. */
export interface CartItem {
  slug: string;
  [field: string]: unknown;
}

export interface CartState {
  items: CartItem[];
  /** Remembered until it is removed (spec §4). */
  lastAdded: CartItem | null;
  /** The indicator's 'just added' state; `addCount` restarts its timer on every add. */
  justAdded: boolean;
  addCount: number;
}

const isCartItem = (value: unknown): value is CartItem =>
  typeof value === 'object' && value !== null && typeof (value as CartItem).slug === 'string';

export function readGuestCart(): CartItem[] {
  const stored = readJson<unknown>('guestCart', []);
  return Array.isArray(stored) ? stored.filter(isCartItem) : [];
}

function removed(state: CartState, slug: string) {
  state.items = state.items.filter((item) => item.slug !== slug);
  if (state.lastAdded?.slug === slug) state.lastAdded = null;
  state.justAdded = false;
}

function added(state: CartState, item: CartItem) {
  state.lastAdded = item;
  state.justAdded = true;
  state.addCount += 1;
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: (): CartState => ({ items: readGuestCart(), lastAdded: null, justAdded: false, addCount: 0 }),
  reducers: {
    /** Adds the item if its slug is absent, removes it if present. */
    cartItemToggled: (state, { payload: item }: PayloadAction<CartItem>) => {
      if (state.items.some((inCart) => inCart.slug === item.slug)) return removed(state, item.slug);
      state.items.push(item);
      added(state, item);
    },
    cartItemRemoved: (state, { payload: slug }: PayloadAction<string>) => removed(state, slug),
    cartCleared: (state) => {
      state.items = [];
      state.lastAdded = null;
      state.justAdded = false;
    },
    /** The cart as another part of the page or another tab announced it. */
    cartReplaced: (state, { payload }: PayloadAction<{ items: CartItem[]; added: CartItem | null }>) => {
      state.items = payload.items;
      if (payload.added) return added(state, payload.added);
      state.justAdded = false;
      if (state.lastAdded && !payload.items.some((item) => item.slug === state.lastAdded?.slug)) state.lastAdded = null;
    },
    justAddedExpired: (state) => {
      state.justAdded = false;
    },
  },
  selectors: {
    selectCartItems: (state) => state.items,
    selectCartCount: (state) => state.items.length,
    selectLastAdded: (state) => state.lastAdded,
    selectJustAdded: (state) => state.justAdded,
    selectAddCount: (state) => state.addCount,
  },
});

export const { cartItemToggled, cartItemRemoved, cartCleared, cartReplaced, justAddedExpired } = cartSlice.actions;
