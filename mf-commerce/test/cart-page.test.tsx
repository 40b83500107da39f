/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { CartLine } from '@easel/contracts';
import { createEaselStore } from '@easel/store';
import { answerWith } from '@easel/ui/testing';
import { commerceApi } from '../src/app/commerce-api';
import { CartPage } from '../src/features/cart/components/cart-page';
import { cartLine } from './cart-lines-fixture';

jest.mock('react-toastify', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

function openCart(
  cart: (string | { slug: string; title: string })[],
  lines: CartLine[] | (() => { status: number; body: unknown }),
) {
  localStorage.setItem(
    'guestCart',
    JSON.stringify(cart.map((item) => (typeof item === 'string' ? { slug: item } : item))),
  );
  const sent = answerWith({
    'GET /api/cart/lines': typeof lines === 'function' ? lines : { status: 200, body: { lines } },
  });
  const store = createEaselStore({ redirect: jest.fn() });
  store.injectApi(commerceApi);
  render(
    <Provider store={store}>
      <CartPage />
    </Provider>,
  );
  return sent;
}

const summary = () => within(screen.getByRole('complementary', { name: 'Order summary' }));
const summaryValue = (term: string) => summary().getByText(term).nextElementSibling?.textContent;
const lineOf = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;
const askedUrl = (call = 0) => new URL(((globalThis.fetch as jest.Mock).mock.calls[call][0] as Request).url);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it('when the cart holds available, sold, unpublished, reserved and price-on-request works, then only the available ones count', async () => {
  openCart(
    ['a', 'b', 'sold', 'gone', 'held', 'ask'],
    [
      cartLine('a', { price: 1000.5 }),
      cartLine('b', { price: 499.5, artistName: null }),
      cartLine('sold', { state: 'sold' }),
      cartLine('gone', { state: 'unpublished' }),
      cartLine('held', { state: 'reserved', reservedUntil: new Date(2026, 0, 1, 14, 5).toISOString() }),
      cartLine('ask', { state: 'price-on-request', price: null }),
    ],
  );
  expect(await screen.findByRole('heading', { name: 'Title of a' })).toBeInstanceOf(HTMLHeadingElement);
  expect(screen.getByText('6 items in your cart')).toBeInstanceOf(HTMLParagraphElement);
  expect(summaryValue('Subtotal')).toBe('€1,500');
  expect(summaryValue('Shipping')).toBe('Calculated at checkout');
  expect(summaryValue('Tax (8%)')).toBe('€120');
  expect(summaryValue('Estimated total')).toBe('€1,620');
  expect(lineOf('Title of a').textContent).toContain('Mara Okafor60 × 40 cm€1,000.50');
  expect(lineOf('Title of b').textContent).toContain('N/A');
  expect(within(lineOf('Title of sold')).getByText('Sold').parentElement?.textContent).toBe(
    'Sold · left out of the totals',
  );
  expect(within(lineOf('Title of gone')).getByText('No longer available')).toBeInstanceOf(HTMLElement);
  expect(within(lineOf('Title of held')).getByText('Reserved until 14:05')).toBeInstanceOf(HTMLElement);
  expect(within(lineOf('Title of ask')).getByText('Price on request').parentElement?.textContent).toBe(
    'Price on request · left out of the totals',
  );
  expect(summary().getByRole('link', { name: 'Process to Checkout' }).getAttribute('href')).toBe('/checkout');
  expect(askedUrl().searchParams.get('slugs')).toBe('a,b,sold,gone,held,ask');
});

it('when the subtotal is 1500, then the free-shipping bar is half full and says what is missing', async () => {
  openCart(['a'], [cartLine('a', { price: 1500 })]);
  const bar = await screen.findByRole('progressbar', { name: 'Add €1,500 more for free shipping' });
  expect(bar.getAttribute('aria-valuenow')).toBe('50');
});

it('when the subtotal passes 3000, then the bar is full at 100', async () => {
  openCart(['a', 'b'], [cartLine('a', { price: 2500 }), cartLine('b', { price: 900 })]);
  const bar = await screen.findByRole('progressbar', { name: 'Your order ships free' });
  expect(bar.getAttribute('aria-valuenow')).toBe('100');
});

it('when a work is removed, then its line goes, the totals follow and the guest cart is saved', async () => {
  openCart(['a', 'b'], [cartLine('a', { price: 100 }), cartLine('b', { price: 200 })]);
  fireEvent.click(await screen.findByRole('button', { name: 'Remove Title of a from the cart' }));
  expect(screen.queryByRole('heading', { name: 'Title of a' })).toBeNull();
  expect(summaryValue('Subtotal')).toBe('€200');
  expect(screen.getByText('1 item in your cart')).toBeInstanceOf(HTMLParagraphElement);
  expect(JSON.parse(localStorage.getItem('guestCart') ?? '')).toEqual([{ slug: 'b' }]);
});

it('when the cart is cleared, then it says it is empty and offers Continue Shopping', async () => {
  openCart(['a'], [cartLine('a')]);
  fireEvent.click(await screen.findByRole('button', { name: 'Clear cart' }));
  expect(screen.getByText('Your cart is empty.')).toBeInstanceOf(HTMLParagraphElement);
  expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
  expect(localStorage.getItem('guestCart')).toBe('[]');
});

it('when the cart is empty, then nothing is asked of the server', () => {
  const sent = openCart([], []);
  expect(screen.getByText('Your cart is empty.')).toBeInstanceOf(HTMLParagraphElement);
  expect(sent).toEqual([]);
});

it('when the lines cannot be loaded, then the page says so and Try again asks once more', async () => {
  let fail = true;
  openCart(['a'], () =>
    fail
      ? { status: 503, body: { message: 'Catalog is not answering' } }
      : { status: 200, body: { lines: [cartLine('a')] } },
  );
  expect((await screen.findByRole('alert')).textContent).toContain('Your cart could not be loaded.');
  fail = false;
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
  expect(await screen.findByRole('heading', { name: 'Title of a' })).toBeInstanceOf(HTMLHeadingElement);
});

it('when the server answers a deleted work untitled, then it keeps the title the cart saw', async () => {
  openCart(
    [{ slug: 'old', title: 'Old Harbour' }],
    [cartLine('old', { title: '', state: 'unpublished', artistName: null, price: null })],
  );
  const line = lineOf((await screen.findByRole('heading', { name: 'Old Harbour' })).textContent!);
  expect(line.textContent).toContain('No longer available · left out of the totals');
});

it('when the server does not know a work of the cart, then it is shown as no longer available', async () => {
  localStorage.setItem('guestCart', JSON.stringify([{ slug: 'old', title: 'Old Harbour' }]));
  answerWith({ 'GET /api/cart/lines': { status: 200, body: { lines: [] } } });
  const store = createEaselStore({ redirect: jest.fn() });
  store.injectApi(commerceApi);
  render(
    <Provider store={store}>
      <CartPage />
    </Provider>,
  );
  expect(within(await screen.findByRole('listitem')).getByText('No longer available')).toBeInstanceOf(HTMLElement);
  expect(screen.getByRole('heading', { name: 'Old Harbour' })).toBeInstanceOf(HTMLHeadingElement);
  expect(screen.getByText('Nothing in your cart can be bought right now.')).toBeInstanceOf(HTMLParagraphElement);
  expect(screen.queryByRole('link', { name: 'Process to Checkout' })).toBeNull();
});

it('when works are in two currencies, then those in the other currency are flagged and left out', async () => {
  openCart(
    ['a', 'b'],
    [cartLine('a', { price: 100 }), cartLine('b', { price: 300, currency: { code: 'USD', tag: '$' } })],
  );
  await screen.findByRole('heading', { name: 'Title of b' });
  expect(within(lineOf('Title of b')).getByText('Priced in USD: one order takes one currency')).toBeInstanceOf(
    HTMLElement,
  );
  expect(summaryValue('Subtotal')).toBe('€100');
});

it("when this tab holds a payment intent, then the lines are asked with it (its own hold is not 'reserved')", async () => {
  sessionStorage.setItem('com-checkout-intent', JSON.stringify({ id: 'pi_123', heldUntil: '2099-01-01T00:00:00Z' }));
  openCart(['a'], [cartLine('a')]);
  await screen.findByRole('heading', { name: 'Title of a' });
  expect(askedUrl().searchParams.get('intent')).toBe('pi_123');
});
