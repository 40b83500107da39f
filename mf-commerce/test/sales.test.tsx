/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { toast } from 'react-toastify';
import { SOLD_STATUS, type ArtworkCard } from '@easel/contracts';
import type { OrderAnswer, OrderRequestView } from '@easel/contracts';
import { createEaselStore, loggedIn } from '@easel/store';
import { answerWith, type Answers } from '@easel/ui/testing';
import { commerceApi } from '../src/app/commerce-api';
import { SalesPage } from '../src/features/sales/components/sales-page';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
}));

const product = { autoClose: 3000 };

const order = (changes: Partial<OrderAnswer> = {}): OrderAnswer => ({
  orderNumber: 'EA-ABCDEFGHJKMN',
  createdAt: '2026-11-20T10:00:00Z',
  orderStatus: 'paid',
  paymentStatus: 'Paid',
  trackingNumber: null,
  shippingInfo: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    address: '1 Main St',
    city: 'Leeds',
    state: 'West Yorkshire',
    zipCode: 'LS1 1AA',
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
  ],
  pricing: { subtotal: 2160, shipping: 0, tax: 0, total: 2160, currency: 'EUR' },
  ...changes,
});

const request = (changes: Partial<OrderRequestView> = {}): OrderRequestView => ({
  id: 'r1',
  slug: 'two-stones',
  artTitle: 'Two Stones',
  buyOption: 'offer',
  email: 'fan@example.com',
  whatsapp: '+44 7700 900123',
  offer: 1800,
  counter: null,
  currency: 'EUR',
  message: 'I love it.',
  state: 'open',
  createdAt: '2026-11-21T10:00:00Z',
  ...changes,
});

const work = {
  slug: 'two-stones',
  title: 'Two Stones',
  onSale: true,
  price: 2700,
  discountPrice: 2160,
  currency: { code: 'EUR', tag: '€' },
} as ArtworkCard;

const artist = {
  _id: 'aiko',
  role: 'user' as const,
  email: 'aiko@easel.example',
  firstName: 'Aiko',
  lastName: 'Tanaka',
  artistName: 'Aiko Tanaka',
  slug: 'aiko-tanaka',
  avatar: null,
  instagram: null,
  google: false,
  count: 5,
  artistPage: { about: { img: null } },
  bookmarks: [],
  artistbookmarks: [],
};

const lists = (orders: OrderAnswer[] = [order()], requests: OrderRequestView[] = [request()]): Answers => ({
  'GET /api/orders': { status: 200, body: { orders } },
  'GET /api/orders/requests': { status: 200, body: { requests } },
  'GET /api/artworks': { status: 200, body: { artworks: [work], total: 1 } },
  'GET /api/orders/offer-rules/two-stones': {
    status: 200,
    body: { slug: 'two-stones', floor: null, acceptAt: null, currency: 'EUR' },
  },
});

function showSales(answers: Answers = lists(), user: typeof artist | null = artist) {
  const sent = answerWith(answers);
  const store = createEaselStore({ redirect: jest.fn() });
  store.injectApi(commerceApi);
  if (user) store.dispatch(loggedIn({ token: 't', user }));
  render(
    <Provider store={store}>
      <SalesPage />
    </Provider>,
  );
  return sent;
}
const section = (name: string) => within(screen.getByRole('region', { name }));
const posts = (sent: ReturnType<typeof answerWith>) =>
  sent.filter((one) => one.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
});

it('when a collector opens /sales, then it says sales are for artists and asks nothing of the server', () => {
  const sent = showSales(lists(), { ...artist, role: 'customer' as never, slug: '' });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sales');
  expect(screen.getByText(/^Sales are for artists/)).toBeInstanceOf(HTMLParagraphElement);
  expect(sent).toEqual([]);
});

it('when an artist has a paid order, then it shows its number, date, total, works, the address to ship to and its status', async () => {
  showSales();
  const orders = section('Orders');
  const card = await orders.findByRole('listitem', { name: 'EA-ABCDEFGHJKMN' });
  expect(within(card).getByRole('link', { name: 'EA-ABCDEFGHJKMN' }).getAttribute('href')).toBe(
    '/order-confirmation/EA-ABCDEFGHJKMN',
  );
  expect(within(card).getByText('Paid').className).toBe('com-status com-status--paid');
  expect(within(card).getByText(/^20 Nov 2026/).textContent).toBe('20 Nov 2026 · €2,160 · Payment Paid');
  expect(card.querySelector('address')?.textContent).toBe(
    'Ada Lovelace, 1 Main St, Leeds, West Yorkshire LS1 1AA, GB · ada@example.com',
  );
});

it('when the artist ships without a tracking number, then the field says so; with one, the order is marked shipped', async () => {
  const sent = showSales({ ...lists(), 'POST /api/orders/EA-ABCDEFGHJKMN/ship': { status: 200, body: {} } });
  const mark = await screen.findByRole('button', { name: 'Mark as shipped' });
  fireEvent.click(mark);
  expect((await screen.findByText('Please enter the tracking number')).getAttribute('role')).toBe('alert');
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Tracking number' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Tracking number' }), { target: { value: ' RM123456789GB ' } });
  fireEvent.click(mark);
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Marked as shipped', product));
  expect(posts(sent)).toEqual([
    { method: 'POST', path: '/api/orders/EA-ABCDEFGHJKMN/ship', body: { trackingNumber: 'RM123456789GB' } },
  ]);
});

it('when the artist cancels a paid order, then they are asked first, with the amount refunded', async () => {
  const sent = showSales({ ...lists(), 'POST /api/orders/EA-ABCDEFGHJKMN/cancel': { status: 200, body: {} } });
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
  expect(screen.getByText("Cancel this order and refund €2,160 to the buyer's card?")).toBeInstanceOf(
    HTMLParagraphElement,
  );
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep the order' }));
  fireEvent.click(screen.getByRole('button', { name: 'Keep the order' }));
  fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
  fireEvent.click(screen.getByRole('button', { name: 'Cancel and refund' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order cancelled and refunded', product));
  expect(posts(sent)).toEqual([{ method: 'POST', path: '/api/orders/EA-ABCDEFGHJKMN/cancel', body: {} }]);
});

it('when an order paid partly by a gift card is cancelled, then the prompt names both parts of the refund', async () => {
  showSales(
    lists([
      order({
        pricing: {
          subtotal: 2160,
          shipping: 0,
          tax: 0,
          total: 1660,
          currency: 'EUR',
          giftCode: { code: '••••-6789', amount: 500 },
        },
      }),
    ]),
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
  expect(screen.getByRole('group', { name: 'Cancel the order' }).querySelector('p')?.textContent).toBe(
    "Cancel this order and refund €1,660 to the buyer's card and €500 to the balance of the buyer's gift card ••••-6789?",
  );
});

it('when an order is shipped, then its tracking number shows and it can be marked delivered; a refusal shows the server message', async () => {
  showSales({
    ...lists([order({ orderStatus: 'shipped', trackingNumber: 'RM1' })]),
    'POST /api/orders/EA-ABCDEFGHJKMN/deliver': {
      status: 403,
      body: { message: 'Only the artist of this artwork can do that' },
    },
  });
  expect((await screen.findByText('Tracking number: RM1')).tagName).toBe('P');
  fireEvent.click(screen.getByRole('button', { name: 'Mark as delivered' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Only the artist of this artwork can do that', product));
  expect(toast.success).not.toHaveBeenCalled();
});

it('when delivered or cancelled, then no step is offered', async () => {
  showSales(
    lists([
      order({ orderStatus: 'delivered' }),
      order({ orderNumber: 'EA-2', orderStatus: 'cancelled', paymentStatus: 'Refunded' }),
    ]),
  );
  await screen.findByText('Delivered');
  expect(screen.getByText('Cancelled')).toBeInstanceOf(HTMLSpanElement);
  expect(section('Orders').queryAllByRole('button')).toEqual([]);
});

it('when there are no orders and no requests, then each list says so', async () => {
  showSales(lists([], []));
  expect((await section('Orders').findByText('No orders yet.')).tagName).toBe('P');
  expect((await section('Requests and offers').findByText('No requests yet.')).tagName).toBe('P');
});

it('when the orders cannot be loaded, then it says so and Try again asks again', async () => {
  const sent = showSales({ ...lists(), 'GET /api/orders': { status: 500, body: { message: 'down' } } });
  expect((await section('Orders').findByRole('alert')).textContent).toBe('Your orders could not be loaded.Try again');
  expect(toast.error).not.toHaveBeenCalled();
  fireEvent.click(section('Orders').getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(sent.filter((one) => one.path === '/api/orders')).toHaveLength(2));
});

it('when an offer is open, then it shows the offer, the buyer and the message, and Accept sends accept', async () => {
  const sent = showSales({ ...lists(), 'POST /api/orders/requests/r1/answer': { status: 200, body: {} } });
  const card = await section('Requests and offers').findByRole('listitem', { name: 'Offer for Two Stones' });
  expect(within(card).getByRole('heading').textContent).toBe('Offer of €1,800 for Two Stones');
  expect(within(card).getByRole('link', { name: 'fan@example.com' }).getAttribute('href')).toBe(
    'mailto:fan@example.com',
  );
  expect(within(card).getByText('I love it.')).toBeInstanceOf(HTMLParagraphElement);
  fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
  await waitFor(() =>
    expect(toast.success).toHaveBeenCalledWith('Offer accepted: the buyer is mailed a checkout link', product),
  );
  expect(posts(sent)).toEqual([{ method: 'POST', path: '/api/orders/requests/r1/answer', body: { answer: 'accept' } }]);
});

it('when the artist counters without an amount, then the field says so; with one, the counter is sent', async () => {
  const sent = showSales({ ...lists(), 'POST /api/orders/requests/r1/answer': { status: 200, body: {} } });
  fireEvent.click(await screen.findByRole('button', { name: 'Counter' }));
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Counter offer (EUR)' }));
  fireEvent.click(screen.getByRole('button', { name: 'Send counter offer' }));
  expect((await screen.findByText('Please enter your counter offer')).getAttribute('role')).toBe('alert');
  fireEvent.change(screen.getByRole('textbox', { name: 'Counter offer (EUR)' }), { target: { value: '2000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send counter offer' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Counter offer sent', product));
  expect(posts(sent)).toEqual([
    { method: 'POST', path: '/api/orders/requests/r1/answer', body: { answer: 'counter', amount: 2000 } },
  ]);
});

it('when a request is not an open offer, then it has no answer buttons', async () => {
  showSales(
    lists(
      [],
      [
        request({ buyOption: 'Commission', offer: null, currency: null, state: 'open' }),
        request({ id: 'r2', state: 'declined' }),
      ],
    ),
  );
  await screen.findByText('Commission for');
  expect(section('Requests and offers').queryAllByRole('button')).toEqual([]);
});

it('when the artist sets an accept-at amount not above the floor, then it is refused at the field; good rules are saved', async () => {
  const sent = showSales({
    ...lists(),
    'PUT /api/orders/offer-rules/two-stones': {
      status: 200,
      body: { slug: 'two-stones', floor: 1500, acceptAt: 2000, currency: 'EUR' },
    },
  });
  const floor = await screen.findByRole('textbox', { name: 'Decline offers under (EUR)' });
  const acceptAt = screen.getByRole('textbox', { name: 'Accept offers from (EUR)' });
  fireEvent.change(floor, { target: { value: '2000' } });
  fireEvent.change(acceptAt, { target: { value: '1500' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
  expect((await screen.findByText('Accept at must be above the floor')).getAttribute('role')).toBe('alert');
  fireEvent.change(floor, { target: { value: '1500' } });
  fireEvent.change(acceptAt, { target: { value: '2000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Offer rules saved', product));
  expect(posts(sent)).toEqual([
    { method: 'PUT', path: '/api/orders/offer-rules/two-stones', body: { floor: 1500, acceptAt: 2000 } },
  ]);
});

it('when a work is sold, then it leaves the offer rules: it takes no more offers', async () => {
  showSales({
    ...lists(),
    'GET /api/artworks': { status: 200, body: { artworks: [{ ...work, status: SOLD_STATUS }], total: 1 } },
  });
  expect(await section('Offer rules').findByText('None of your artworks is for sale.')).toHaveProperty('tagName', 'P');
});
