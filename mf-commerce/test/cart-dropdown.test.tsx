import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createEaselStore } from '@easel/store';
import { CartIndicator, JUST_ADDED_MS } from '../src/features/cart/components/cart-indicator';
import { toggleCartItem } from '../src/features/cart/state/cart-actions';

// What the art page's buy box adds (mf-commerce's order-request feature).
const harbour = {
  slug: 'harbour-at-dawn',
  title: 'Harbour at Dawn',
  featuredImage: '/api/media/harbour.jpg',
  medium: 'Oil',
  material: 'Canvas',
  size: { width: 60, height: 40 },
  price: 1200,
  currency: { code: 'EUR', tag: '€' },
  phidden: false,
  artistName: 'Mara Okafor',
};

function addToCart(item: Record<string, unknown> & { slug: string } = harbour) {
  const store = createEaselStore({ redirect: jest.fn() });
  render(
    <Provider store={store}>
      <button type="button">Elsewhere on the page</button>
      <CartIndicator />
    </Provider>,
  );
  act(() => void store.dispatch(toggleCartItem(item)));
  return store;
}
const dropdown = () => screen.queryByRole('dialog', { name: 'Added to cart' });
const cartLink = () => screen.getByRole('link', { name: /^Cart,/ });

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

it('when an artwork is added, then the dropdown shows it with View Cart (count) and Checkout', () => {
  addToCart();
  const shown = within(dropdown()!);
  expect(shown.getByText('Harbour at Dawn')).toBeInstanceOf(HTMLParagraphElement);
  expect(shown.getByText('Oil on Canvas')).toBeInstanceOf(HTMLParagraphElement);
  expect(shown.getByText('60 × 40 cm')).toBeInstanceOf(HTMLParagraphElement);
  expect(shown.getByText('€1,200')).toBeInstanceOf(HTMLParagraphElement);
  expect(document.querySelector('.com-cart-drop img')?.getAttribute('src')).toBe('/api/media/harbour.jpg?w=400');
  expect(shown.getByRole('link', { name: 'View Cart (1)' }).getAttribute('href')).toBe('/cart');
  expect(shown.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
});

it('when the artist hides the price (phidden), then the dropdown shows no price', () => {
  addToCart({ ...harbour, price: null, phidden: true });
  expect(dropdown()?.textContent).not.toMatch(/€|\$/);
  expect(within(dropdown()!).getByText('Harbour at Dawn')).toBeInstanceOf(HTMLParagraphElement);
});

it('when 8000 ms pass untouched, then the dropdown closes with "Added to cart"', () => {
  addToCart();
  act(() => void jest.advanceTimersByTime(JUST_ADDED_MS - 1));
  expect(dropdown()).not.toBeNull();
  act(() => void jest.advanceTimersByTime(1));
  expect(dropdown()).toBeNull();
  expect(cartLink().textContent).toBe('Cart 1');
});

it('when focus is inside the dropdown at 8000 ms, then it stays until focus leaves', () => {
  addToCart();
  act(() => within(dropdown()!).getByRole('link', { name: 'Checkout' }).focus());
  act(() => void jest.advanceTimersByTime(JUST_ADDED_MS + 5000));
  expect(dropdown()).not.toBeNull();
  act(() => screen.getByRole('button', { name: 'Elsewhere on the page' }).focus());
  expect(dropdown()).toBeNull();
});

it('when the pointer rests on the dropdown at 8000 ms, then it stays until the pointer leaves', () => {
  addToCart();
  fireEvent.mouseEnter(dropdown()!);
  act(() => void jest.advanceTimersByTime(JUST_ADDED_MS));
  expect(dropdown()).not.toBeNull();
  fireEvent.mouseLeave(dropdown()!);
  expect(dropdown()).toBeNull();
});

it('when Escape is pressed inside the dropdown, then it closes and focus goes back to the cart link', () => {
  addToCart();
  act(() => within(dropdown()!).getByRole('link', { name: 'View Cart (1)' }).focus());
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  expect(dropdown()).toBeNull();
  expect(document.activeElement).toBe(cartLink());
});

it('when Escape is pressed elsewhere, then the dropdown closes and focus stays where it was', () => {
  addToCart();
  const elsewhere = screen.getByRole('button', { name: 'Elsewhere on the page' });
  act(() => elsewhere.focus());
  fireEvent.keyDown(elsewhere, { key: 'Escape' });
  expect(dropdown()).toBeNull();
  expect(document.activeElement).toBe(elsewhere);
});

it('when the page is pressed outside the dropdown, then it closes; a press inside keeps it', () => {
  addToCart();
  fireEvent.pointerDown(within(dropdown()!).getByText('Harbour at Dawn'));
  expect(dropdown()).not.toBeNull();
  fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere on the page' }));
  expect(dropdown()).toBeNull();
});

it('when Close is pressed from the keyboard, then the dropdown closes, the count stays and focus is on the cart link', () => {
  addToCart();
  const closeButton = within(dropdown()!).getByRole('button', { name: 'Close' });
  act(() => closeButton.focus());
  fireEvent.click(closeButton);
  expect(dropdown()).toBeNull();
  expect(cartLink().textContent).toBe('Cart 1');
  expect(document.activeElement).toBe(cartLink());
});

it('when the added artwork is removed, then the dropdown closes at once', () => {
  const store = addToCart();
  act(() => void store.dispatch(toggleCartItem(harbour)));
  expect(dropdown()).toBeNull();
});
