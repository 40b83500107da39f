/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { toast } from 'react-toastify';
import type { OrderAnswer } from '@easel/contracts';
import { createEaselStore } from '@easel/store';
import { answerWith, type Answers } from '@easel/ui/testing';
import MyOrders from '../src/exposed/my-orders';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
}));

const order = (changes: Partial<OrderAnswer> = {}): OrderAnswer => ({
  orderNumber: 'EA-ABCDEFGHJKMN',
  createdAt: '2026-11-20T10:00:00Z',
  orderStatus: 'paid',
  paymentStatus: 'Paid',
  trackingNumber: null,
  shippingInfo: {
    firstName: 'Ada',
    lastName: 'L',
    email: 'ada@example.com',
    address: '1 Main St',
    city: 'Leeds',
    state: 'WY',
    zipCode: 'LS1',
    country: 'GB',
  },
  items: [
    {
      slug: 'two-stones',
      title: 'Two Stones',
      description: '',
      featuredImage: '/api/media/a.jpg',
      price: 2160,
      quantity: 1,
    },
    {
      slug: 'sand-grid',
      title: 'Sand Grid',
      description: '',
      featuredImage: '/api/media/b.jpg',
      price: 850,
      quantity: 1,
    },
  ],
  pricing: { subtotal: 3010, shipping: 0, tax: 0, total: 3010, currency: 'EUR' },
  ...changes,
});

/** As mf-artist's /profile embeds it: on a page store that has no commerce calls yet. */
function showMyOrders(answers: Answers) {
  const sent = answerWith(answers);
  render(
    <Provider store={createEaselStore({ redirect: jest.fn() })}>
      <MyOrders />
    </Provider>,
  );
  return sent;
}

beforeEach(() => jest.clearAllMocks());

it('when the buyer has orders, then each shows its number (to its page), date, works, total and where it stands', async () => {
  const sent = showMyOrders({
    'GET /api/orders': {
      status: 200,
      body: {
        orders: [
          order(),
          order({ orderNumber: 'EA-2', orderStatus: 'shipped', trackingNumber: 'RM1' }),
          order({ orderNumber: 'EA-3', orderStatus: 'cancelled', paymentStatus: 'Refunded' }),
          order({
            orderNumber: 'EA-4',
            orderStatus: 'cancelled',
            paymentStatus: 'Refunded',
            pricing: {
              subtotal: 3010,
              shipping: 0,
              tax: 0,
              total: 2710,
              currency: 'EUR',
              giftCode: { code: '••••-6789', amount: 300 },
            },
          }),
          order({
            orderNumber: 'EA-5',
            orderStatus: 'cancelled',
            paymentStatus: 'Refunded',
            pricing: {
              subtotal: 3010,
              shipping: 0,
              tax: 0,
              total: 0,
              currency: 'EUR',
              giftCode: { code: '••••-6789', amount: 3010 },
            },
          }),
        ],
      },
    },
  });
  const first = await screen.findByRole('listitem', { name: 'EA-ABCDEFGHJKMN' });
  expect(within(first).getByRole('link').getAttribute('href')).toBe('/order-confirmation/EA-ABCDEFGHJKMN');
  expect(within(first).getByText('Paid: the artist is preparing it').tagName).toBe('SPAN');
  expect(within(first).getByText(/^20 Nov 2026/).textContent).toBe('20 Nov 2026 · Two Stones, Sand Grid · €3,010');
  const shipped = screen.getByRole('listitem', { name: 'EA-2' });
  expect(within(shipped).getByText('Shipped').tagName).toBe('SPAN');
  expect(within(shipped).getByText('Tracking number: RM1').tagName).toBe('P');
  // A cancelled order says where its payment went back: the card's part to the card, a gift card's part to its balance.
  const refunded = (orderNumber: string) =>
    within(screen.getByRole('listitem', { name: orderNumber })).getByText(/Refunded/).textContent;
  expect(refunded('EA-3')).toMatch(/€3,010 · Refunded: €3,010 to your card$/);
  expect(refunded('EA-4')).toMatch(
    /€2,710 · Refunded: €2,710 to your card and €300 to the balance of your gift card ••••-6789$/,
  );
  expect(refunded('EA-5')).toMatch(/€0 · Refunded: €3,010 to the balance of your gift card ••••-6789$/);
  expect(sent.map((one) => `${one.method} ${one.path}`)).toEqual(['GET /api/orders']);
});

it('when the buyer has no orders, then it says so and leads to the artworks', async () => {
  showMyOrders({ 'GET /api/orders': { status: 200, body: { orders: [] } } });
  expect((await screen.findByText('No orders yet.')).tagName).toBe('P');
  expect(screen.getByRole('link', { name: 'Discover artworks' }).getAttribute('href')).toBe('/');
});

it('when the orders cannot be loaded, then it says so once, in place, and Try again asks again', async () => {
  const sent = showMyOrders({ 'GET /api/orders': { status: 500, body: { message: 'down' } } });
  expect((await screen.findByRole('alert')).textContent).toBe('Your orders could not be loaded.Try again');
  expect(toast.error).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(sent).toHaveLength(2));
});
