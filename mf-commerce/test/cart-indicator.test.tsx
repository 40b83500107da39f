import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createEaselStore } from '@easel/store';
import { CartIndicator, JUST_ADDED_MS } from '../src/features/cart/components/cart-indicator';
import { clearCart, removeCartItem, toggleCartItem } from '../src/features/cart/state/cart-actions';
import { CART_CHANGED } from '../src/features/cart/state/cart-events';

function showIndicator() {
  const store = createEaselStore();
  render(
    <Provider store={store}>
      <CartIndicator />
    </Provider>,
  );
  return store;
}
const cartLink = () => screen.getByRole('link', { name: /^Cart/ });
const announce = (detail: unknown) => act(() => void window.dispatchEvent(new CustomEvent(CART_CHANGED, { detail })));

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

it('when the guest cart holds two artworks, then the indicator shows 2', () => {
  localStorage.setItem('guestCart', JSON.stringify([{ slug: 'a' }, { slug: 'b' }]));
  showIndicator();
  expect(cartLink()).toHaveProperty('textContent', 'Cart 2');
  expect(cartLink().getAttribute('href')).toBe('/cart');
});

it('when the guest cart is not a list, then the indicator shows 0', () => {
  localStorage.setItem('guestCart', '"oops"');
  showIndicator();
  expect(cartLink().textContent).toBe('Cart 0');
});

it('when an artwork is added, then "Added to cart" shows for 8000 ms and the cart is saved and announced', () => {
  const store = showIndicator();
  const heard = jest.fn();
  window.addEventListener(CART_CHANGED, heard);
  act(() => void store.dispatch(toggleCartItem({ slug: 'blue-sky', title: 'Blue Sky' })));
  expect(cartLink().textContent).toBe('Cart 1Added to cart');
  expect(JSON.parse(localStorage.getItem('guestCart') ?? '[]')).toEqual([{ slug: 'blue-sky', title: 'Blue Sky' }]);
  expect((heard.mock.calls[0][0] as CustomEvent).detail).toEqual({
    items: [{ slug: 'blue-sky', title: 'Blue Sky' }],
    added: { slug: 'blue-sky', title: 'Blue Sky' },
  });
  act(() => void jest.advanceTimersByTime(JUST_ADDED_MS - 1));
  expect(screen.queryByText('Added to cart')).not.toBeNull();
  act(() => void jest.advanceTimersByTime(1));
  expect(screen.queryByText('Added to cart')).toBeNull();
  window.removeEventListener(CART_CHANGED, heard);
});

it('when a second artwork is added, then the 8000 ms start again', () => {
  const store = showIndicator();
  act(() => void store.dispatch(toggleCartItem({ slug: 'a' })));
  act(() => void jest.advanceTimersByTime(6000));
  act(() => void store.dispatch(toggleCartItem({ slug: 'b' })));
  act(() => void jest.advanceTimersByTime(6000));
  expect(screen.queryByText('Added to cart')).not.toBeNull();
  act(() => void jest.advanceTimersByTime(2000));
  expect(screen.queryByText('Added to cart')).toBeNull();
});

it('when the cart changes without an add, then "Added to cart" goes at once', () => {
  const store = showIndicator();
  act(() => void store.dispatch(toggleCartItem({ slug: 'a' })));
  act(() => void store.dispatch(toggleCartItem({ slug: 'b' })));
  act(() => void store.dispatch(removeCartItem('a')));
  expect(cartLink().textContent).toBe('Cart 1');
});

it('when the same artwork is toggled twice, then it is added, then removed', () => {
  const store = showIndicator();
  act(() => void store.dispatch(toggleCartItem({ slug: 'a' })));
  act(() => void store.dispatch(toggleCartItem({ slug: 'a' })));
  expect(cartLink().textContent).toBe('Cart 0');
  expect(localStorage.getItem('guestCart')).toBe('[]');
});

it('when another part of the page announces commerce:cart-changed, then the indicator follows it', () => {
  showIndicator();
  announce({ items: [{ slug: 'a' }, { slug: 'b' }], added: { slug: 'b' } });
  expect(cartLink().textContent).toBe('Cart 2Added to cart');
  announce({ items: [], added: null });
  expect(cartLink().textContent).toBe('Cart 0');
});

it('when the cart is cleared, then the count is 0 and the guest cart is empty', () => {
  localStorage.setItem('guestCart', JSON.stringify([{ slug: 'a' }]));
  const store = showIndicator();
  act(() => void store.dispatch(clearCart()));
  expect(cartLink().textContent).toBe('Cart 0');
  expect(localStorage.getItem('guestCart')).toBe('[]');
});
