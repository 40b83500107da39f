/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { User } from '@easel/contracts';
import { createEaselStore, loggedIn } from '@easel/store';
import { answerWith, type Answers } from '@easel/ui/testing';
import { commerceApi } from '../src/app/commerce-api';
import { CartIndicator } from '../src/features/cart/components/cart-indicator';
import { CartPage } from '../src/features/cart/components/cart-page';
import { toggleCartItem } from '../src/features/cart/state/cart-actions';

jest.mock('react-toastify', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

const collector = {
  _id: 'u1',
  email: 'collector@example.com',
  role: 'customer',
  bookmarks: [],
  artistbookmarks: [],
} as unknown as User;
const signIn = () => {
  localStorage.setItem('token', 'token-of-u1');
  localStorage.setItem('user', JSON.stringify(collector));
};
const savedCart = (slugs: string[]): Answers => ({
  'GET /api/cart': { status: 200, body: { slugs } },
  'PUT /api/cart': { status: 200, body: { slugs } },
  'GET /api/cart/lines': { status: 200, body: { lines: [] } },
});

function showCart(withPage = false) {
  const store = createEaselStore({ redirect: jest.fn() });
  store.injectApi(commerceApi);
  render(
    <Provider store={store}>
      <CartIndicator />
      {withPage && <CartPage />}
    </Provider>,
  );
  return store;
}
const cartLink = () => screen.getByRole('link', { name: /^Cart,/ });
const cartCalls = (sent: { method: string; path: string }[]) => sent.filter((request) => request.path === '/api/cart');

beforeEach(() => localStorage.clear());

it("when a signed-in user opens a page, then the saved cart is merged after this browser's and the whole cart is saved", async () => {
  signIn();
  localStorage.setItem('guestCart', JSON.stringify([{ slug: 'a', title: 'A' }, { slug: 'b' }]));
  const sent = answerWith(savedCart(['b', 'c']));
  showCart();
  await waitFor(() => expect(cartCalls(sent).map((request) => request.method)).toEqual(['GET', 'PUT']));
  expect(cartCalls(sent)[1]).toMatchObject({ body: { slugs: ['a', 'b', 'c'] }, authorization: 'Bearer token-of-u1' });
  expect(cartLink().textContent).toBe('Cart 3');
  expect(JSON.parse(localStorage.getItem('guestCart') ?? '')).toEqual([
    { slug: 'a', title: 'A' },
    { slug: 'b' },
    { slug: 'c' },
  ]);
});

it('when the saved cart adds nothing, then it is not sent back', async () => {
  signIn();
  localStorage.setItem('guestCart', JSON.stringify([{ slug: 'a' }]));
  const sent = answerWith(savedCart(['a']));
  showCart();
  await waitFor(() => expect(cartCalls(sent)).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(cartCalls(sent)).toHaveLength(1);
});

it('when a signed-in user adds an artwork, then the whole cart is sent', async () => {
  signIn();
  const sent = answerWith(savedCart([]));
  const store = showCart();
  await waitFor(() => expect(cartCalls(sent)).toHaveLength(1));
  act(() => void store.dispatch(toggleCartItem({ slug: 'new-work' })));
  await waitFor(() => expect(cartCalls(sent)[1]).toMatchObject({ method: 'PUT', body: { slugs: ['new-work'] } }));
});

it("when a visitor's cart changes, then it is kept in this browser only", async () => {
  const sent = answerWith(savedCart([]));
  const store = showCart();
  act(() => void store.dispatch(toggleCartItem({ slug: 'a' })));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(sent).toEqual([]);
  expect(localStorage.getItem('guestCart')).toBe('[{"slug":"a"}]');
});

it("when a visitor with a cart logs in, then the saved cart is merged into this browser's", async () => {
  localStorage.setItem('guestCart', JSON.stringify([{ slug: 'a' }]));
  const sent = answerWith(savedCart(['z']));
  const store = showCart();
  act(() => void store.dispatch(loggedIn({ token: 'token-of-u1', user: collector })));
  await waitFor(() => expect(cartCalls(sent)[1]).toMatchObject({ method: 'PUT', body: { slugs: ['a', 'z'] } }));
  expect(cartLink().textContent).toBe('Cart 2');
  expect(JSON.parse(localStorage.getItem('guestCart') ?? '')).toEqual([{ slug: 'a' }, { slug: 'z' }]);
});

it("when the saved cart cannot be read, then 'Sync failed' is logged, nothing is sent and the local cart stays", async () => {
  signIn();
  localStorage.setItem('guestCart', JSON.stringify([{ slug: 'a' }]));
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  const sent = answerWith({ 'GET /api/cart': { status: 503, body: { message: 'Commerce is not answering' } } });
  showCart();
  await waitFor(() => expect(log).toHaveBeenCalledWith('Sync failed'));
  expect(cartCalls(sent).map((request) => request.method)).toEqual(['GET']);
  expect(cartLink().textContent).toBe('Cart 1');
  log.mockRestore();
});

it('when the header and the cart page are both on the page, then the saved cart is asked once', async () => {
  signIn();
  const sent = answerWith(savedCart(['a']));
  showCart(true);
  await waitFor(() => expect(cartCalls(sent).length).toBeGreaterThan(0));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(cartCalls(sent).map((request) => request.method)).toEqual(['GET']);
});
