/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminProfile, AdminOrderDetail, AdminOrderSummary, AdminOrdersAnswer } from '@easel/contracts';
import { answerWith, type Answers, openApp } from '@easel/ui/testing';
import { adminApp } from '../src/app/admin-app';

const admin = (role: AdminProfile['role'], canRefund = false): AdminProfile => ({
  id: 'a1',
  email: 'sue@easel.example',
  name: 'Sue',
  role,
  canRefund,
  totpEnabled: role === 'owner',
});

const summary = (orderNumber: string, fields: Partial<AdminOrderSummary> = {}): AdminOrderSummary => ({
  orderNumber,
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'paid',
  buyerEmail: 'grace@example.com',
  amount: 1000,
  currency: 'EUR',
  works: 1,
  ...fields,
});
const page = (orders: AdminOrderSummary[], total = orders.length, at = 1): AdminOrdersAnswer => ({
  orders,
  total,
  page: at,
  pageSize: 20,
});
const detail = (status: AdminOrderDetail['status']): AdminOrderDetail => ({
  orderNumber: 'EA-ONE',
  createdAt: '2026-11-20T10:00:00.000Z',
  status,
  trackingNumber: null,
  buyer: { userId: null, email: 'grace@example.com', name: 'Grace Hopper' },
  shippingInfo: {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    address: '1 Harbour Road',
    city: 'Lisbon',
    state: 'Lisboa',
    zipCode: '1000-001',
    country: 'Portugal',
  },
  items: [{ slug: 'blue-harbour', title: 'Blue Harbour', price: 1000 }],
  payment: {
    currency: 'EUR',
    subtotal: 1000,
    shipping: 0,
    tax: 0,
    card: 700,
    giftCode: { code: '••••-6789', amount: 300 },
    refunded: status === 'cancelled',
  },
  history: [
    { status: 'paid', at: '2026-11-20T10:00:00.000Z' },
    ...(status === 'cancelled' ? [{ status: 'cancelled' as const, at: '2026-11-21T09:30:00.000Z' }] : []),
  ],
});

function openOrders(profile: AdminProfile, path: string, answers: Answers) {
  localStorage.setItem('admintoken', 'admin-token');
  const sent = answerWith({ 'GET /api/admin/me': { status: 200, body: { admin: profile } }, ...answers });
  openApp(adminApp, path);
  return sent;
}
const ordersAsked = () =>
  (globalThis.fetch as jest.Mock).mock.calls
    .map(([input]) => String(input instanceof Request ? input.url : input))
    .filter((url) => url.includes('/api/admin/orders?') || url.endsWith('/api/admin/orders'));

beforeEach(() => localStorage.clear());

it('when support opens the orders, then each shows its number, buyer, amount and status, and the filters are sent as chosen', async () => {
  openOrders(admin('support'), '/admin/orders', {
    'GET /api/admin/orders': {
      status: 200,
      body: page([summary('EA-ONE'), summary('EA-TWO', { status: 'cancelled', amount: 2500.5, works: 2 })]),
    },
  });
  const row = await screen.findByRole('article', { name: 'Order EA-TWO' });
  expect(row.textContent).toContain('grace@example.com');
  expect(row.textContent).toContain('€2,500.50');
  expect(row.textContent).toContain('Refunded');
  expect(row.textContent).toContain('2 items');
  expect(screen.getByText('2 orders').getAttribute('aria-live')).toBe('polite');

  const filters = screen.getByRole('search', { name: 'Filter orders' });
  fireEvent.change(within(filters).getByLabelText('Buyer e-mail or order number'), {
    target: { value: ' grace@example.com ' },
  });
  fireEvent.change(within(filters).getByLabelText('Status'), { target: { value: 'cancelled' } });
  fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '2026-11-01' } });
  fireEvent.click(within(filters).getByRole('button', { name: 'Filter' }));
  await waitFor(() =>
    expect(ordersAsked().at(-1)).toContain('?status=cancelled&from=2026-11-01&q=grace%40example.com&page=1'),
  );
  expect(within(filters).getByRole<HTMLButtonElement>('button', { name: 'Clear' }).disabled).toBe(false);
});

it('when the dates are the wrong way round, then the form says so and asks nothing', async () => {
  openOrders(admin('owner'), '/admin/orders', {
    'GET /api/admin/orders': { status: 200, body: page([summary('EA-ONE')]) },
  });
  await screen.findByRole('article', { name: 'Order EA-ONE' });
  const asked = ordersAsked().length;
  const filters = screen.getByRole('search', { name: 'Filter orders' });
  fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '2026-11-10' } });
  fireEvent.change(within(filters).getByLabelText('To'), { target: { value: '2026-11-01' } });
  fireEvent.click(within(filters).getByRole('button', { name: 'Filter' }));
  expect((await within(filters).findByText('From must not be after To')).getAttribute('role')).toBe('alert');
  expect(ordersAsked().length).toBe(asked);
});

it('when there are no orders or more than a page, then it says so or offers the next page', async () => {
  openOrders(admin('owner'), '/admin/orders?q=nobody', { 'GET /api/admin/orders': { status: 200, body: page([], 0) } });
  await screen.findByText('No order matches these filters.');
  expect(screen.queryByRole('list', { name: 'Orders' })).toBeNull();
});

it('when the list has pages, then Next asks for the next one', async () => {
  openOrders(admin('owner'), '/admin/orders', {
    'GET /api/admin/orders': { status: 200, body: page([summary('EA-ONE')], 45) },
  });
  const pages = await screen.findByRole('navigation', { name: 'Order pages' });
  expect(pages.textContent).toContain('Page 1 of 3');
  expect(within(pages).getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(ordersAsked().at(-1)).toContain('page=2'));
});

it('when the orders cannot be loaded, then an error with a retry shows', async () => {
  openOrders(admin('owner'), '/admin/orders', {
    'GET /api/admin/orders': { status: 503, body: { message: 'The commerce service is not answering' } },
  });
  const error = await screen.findByRole('alert');
  expect(within(error).getByRole('heading').textContent).toBe('The orders could not be loaded');
  expect(within(error).getByRole<HTMLButtonElement>('button', { name: 'Retry' }).disabled).toBe(false);
});

it('when support without the refund right opens an order, then they see its payment and history but no Refund', async () => {
  openOrders(admin('support'), '/admin/orders/EA-ONE', {
    'GET /api/admin/orders/EA-ONE': { status: 200, body: { order: detail('paid') } },
  });
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Order EA-ONE');
  const payment = screen.getByRole('region', { name: 'Payment' });
  expect(payment.textContent).toContain('Gift card ••••-6789€300');
  expect(payment.textContent).toContain('Card€700');
  expect(screen.getByRole('region', { name: 'Buyer' }).textContent).toContain('Grace Hopper');
  expect(screen.getByRole('region', { name: 'Status history' }).textContent).toContain('Paid');
  expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
});

it('when the owner refunds, then a reason is asked, the refund is sent with it, and the order shows refunded', async () => {
  let status: AdminOrderDetail['status'] = 'paid';
  const sent = openOrders(admin('owner'), '/admin/orders/EA-ONE', {
    'GET /api/admin/orders/EA-ONE': () => ({ status: 200, body: { order: detail(status) } }),
    'POST /api/admin/orders/EA-ONE/refund': () => {
      status = 'cancelled';
      return { status: 200, body: { order: detail(status) } };
    },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
  const dialog = screen.getByRole('dialog', { name: 'Refund order EA-ONE' });
  expect(dialog.textContent).toContain(
    "€700 to the buyer's card and €300 to the balance of the buyer's gift card ••••-6789",
  );
  fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
  const refusal = await within(dialog).findByText('Please give a reason');
  expect(within(dialog).getByLabelText('Reason').getAttribute('aria-describedby')).toBe(refusal.id);
  expect(sent.some((request) => request.method === 'POST')).toBe(false);

  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Damaged in transit' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(sent.find((request) => request.method === 'POST')).toMatchObject({
    path: '/api/admin/orders/EA-ONE/refund',
    body: { reason: 'Damaged in transit' },
  });
  await waitFor(() => expect(screen.getByRole('region', { name: 'Status history' }).textContent).toContain('Refunded'));
  expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
});

it('when the refund is refused, then the dialog shows why and stays open', async () => {
  openOrders(admin('support', true), '/admin/orders/EA-ONE', {
    'GET /api/admin/orders/EA-ONE': { status: 200, body: { order: detail('paid') } },
    'POST /api/admin/orders/EA-ONE/refund': {
      status: 409,
      body: { message: 'Only a paid, shipped or delivered order can be refunded; this one is cancelled' },
    },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
  const dialog = screen.getByRole('dialog', { name: 'Refund order EA-ONE' });
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Buyer asked' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
  const refusal = await within(dialog).findByText(
    'Only a paid, shipped or delivered order can be refunded; this one is cancelled',
  );
  expect(refusal.getAttribute('role')).toBe('alert');
});

it('when the order does not exist, then the page says so', async () => {
  openOrders(admin('owner'), '/admin/orders/EA-NONE', {
    'GET /api/admin/orders/EA-NONE': { status: 404, body: { message: 'Order not found' } },
  });
  // A missing order is said plainly, not shown as a failure to load.
  await screen.findByText('There is no order EA-NONE.');
  expect(screen.queryByRole('alert')).toBeNull();
});
