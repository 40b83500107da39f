/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { CHECKOUT_FAILED, PAYMENT_FAILED, PAYMENT_SUCCEEDED } from '@easel/contracts';
import { answerWith, type Answers, openApp } from '@easel/ui/testing';
import { commerceApp } from '../src/app/commerce-app';
import { ADDRESS, line, ORDER } from './checkout-fixture';

jest.mock('react-toastify', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));
jest.mock('../src/features/checkout/components/stripe-card-form', () => ({
  __esModule: true,
  default: () => <p>Stripe card form</p>,
}));

const SHIPPING = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  address: '1 Harbour Road',
  city: 'Bristol',
  state: 'Avon',
  zipCode: 'BS1',
  country: 'GB',
};

/** A checkout whose works are already held (as after Continue to payment), with the card form open. */
async function openHeldCheckout(answers: Answers = {}, path = '/checkout', basket = 'harbour') {
  localStorage.setItem('guestCart', JSON.stringify([{ slug: 'harbour' }]));
  sessionStorage.setItem(
    'com-checkout-intent',
    JSON.stringify({
      id: 'pi_1',
      clientSecret: 'pi_1_secret',
      heldUntil: new Date(Date.now() + 900_000).toISOString(),
      provider: 'local',
      basket,
      shippingInfo: SHIPPING,
    }),
  );
  const sent = answerWith({
    'GET /api/payment/config': { status: 200, body: { provider: 'local', publishableKey: null } },
    'GET /api/cart/lines': { status: 200, body: { lines: [line('harbour')] } },
    'POST /api/payment/finalize': { status: 200, body: { orderNumber: ORDER.orderNumber } },
    [`GET /api/orders/${ORDER.orderNumber}`]: { status: 200, body: ORDER },
    ...answers,
  });
  openApp(commerceApp, path);
  await screen.findByLabelText('Card number');
  return sent;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
function payWith(cardNumber: string) {
  type('Card number', cardNumber);
  type('Expiry', '12/34');
  type('CVC', '123');
  fireEvent.click(screen.getByRole('button', { name: 'Pay €500' }));
}
const confirmed = (status: string, error?: { message: string }) => ({
  status: 200,
  body: { status, ...(error ? { error } : {}) },
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.clearAllMocks();
});

it('when the card succeeds, then the order is finalized, "Payment successful!" shows, the cart empties and the confirmation opens', async () => {
  const sent = await openHeldCheckout({ 'POST /api/payment/local/confirm': confirmed('succeeded') });
  payWith('4242 4242 4242 4242');
  expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInstanceOf(HTMLHeadingElement);
  expect(window.location.pathname).toBe(`/order-confirmation/${ORDER.orderNumber}`);
  expect(toast.success).toHaveBeenCalledWith(PAYMENT_SUCCEEDED, expect.anything());
  expect(sent.find((request) => request.path === '/api/payment/local/confirm')?.body).toEqual({
    clientSecret: 'pi_1_secret',
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
    billing: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      address: { line1: '1 Harbour Road', city: 'Bristol', state: 'Avon', postal_code: 'BS1', country: 'GB' },
    },
  });
  expect(sent.find((request) => request.path === '/api/payment/finalize')?.body).toEqual({
    paymentIntentId: 'pi_1',
    items: [{ id: 'harbour', title: 'Title of harbour', price: 500, quantity: 1 }],
    shippingInfo: SHIPPING,
  });
  expect(localStorage.getItem('guestCart')).toBe('[]');
  expect(sessionStorage.getItem('com-checkout-intent')).toBeNull();
});

it.each([
  ['declined', confirmed('requires_payment_method', { message: 'Your card was declined.' }), 'Your card was declined.'],
  ['refused without a message', confirmed('requires_payment_method', { message: '' }), PAYMENT_FAILED],
  [
    'refused by the server',
    { status: 400, body: { message: 'Your card number is incorrect.' } },
    'Your card number is incorrect.',
  ],
  ['lost by the server', { status: 502, body: {} }, PAYMENT_FAILED],
])('when the card is %s, then its message shows and the buyer can pay again', async (_case, answer, message) => {
  const sent = await openHeldCheckout({ 'POST /api/payment/local/confirm': answer });
  payWith('4000 0000 0000 0002');
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message, expect.anything()));
  expect(screen.getByRole('button', { name: 'Pay €500' })).toHaveProperty('disabled', false);
  expect(sent.some((request) => request.path === '/api/payment/finalize')).toBe(false);
});

it('when the provider answers another status, then an info toast says it', async () => {
  await openHeldCheckout({ 'POST /api/payment/local/confirm': confirmed('processing') });
  payWith('4242 4242 4242 4242');
  await waitFor(() => expect(toast.info).toHaveBeenCalledWith('processing', expect.anything()));
});

it('when the card asks for authentication and it is approved, then the payment completes', async () => {
  const sent = await openHeldCheckout({
    'POST /api/payment/local/confirm': confirmed('requires_action'),
    'POST /api/payment/local/authenticate': confirmed('succeeded'),
  });
  payWith('4000 0025 0000 3155');
  fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
  expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInstanceOf(HTMLHeadingElement);
  expect(sent.find((request) => request.path === '/api/payment/local/authenticate')?.body).toEqual({
    clientSecret: 'pi_1_secret',
    approve: true,
  });
});

it("when the authentication fails, then the provider's message shows", async () => {
  const message =
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
  const sent = await openHeldCheckout({
    'POST /api/payment/local/confirm': confirmed('requires_action'),
    'POST /api/payment/local/authenticate': confirmed('requires_payment_method', { message }),
  });
  payWith('4000 0025 0000 3155');
  expect((await screen.findByRole('dialog', { name: 'Confirm this payment' })).textContent).toMatch(
    'Your bank asks you to confirm this payment of €500.',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message, expect.anything()));
  expect(sent.find((request) => request.path === '/api/payment/local/authenticate')?.body).toEqual({
    clientSecret: 'pi_1_secret',
    approve: false,
  });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('when finalizing fails after the card succeeded, then "Checkout failed. Please try again." shows and Pay finalizes again', async () => {
  let finalizes = 0;
  const sent = await openHeldCheckout({
    'POST /api/payment/local/confirm': confirmed('succeeded'),
    'POST /api/payment/finalize': () =>
      ++finalizes === 1 ? { status: 500, body: {} } : { status: 200, body: { orderNumber: ORDER.orderNumber } },
  });
  payWith('4242 4242 4242 4242');
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(CHECKOUT_FAILED, expect.anything()));
  fireEvent.click(screen.getByRole('button', { name: 'Payment confirmed' }));
  expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInstanceOf(HTMLHeadingElement);
  expect(sent.filter((request) => request.path === '/api/payment/local/confirm')).toHaveLength(1);
});

it('when a card field is empty, then it says which, at the field', async () => {
  const sent = await openHeldCheckout();
  type('Card number', '4242 4242 4242 4242');
  fireEvent.click(screen.getByRole('button', { name: 'Pay €500' }));
  expect(screen.getByRole('alert').textContent).toBe('Please enter the expiry date');
  expect(document.activeElement).toBe(screen.getByLabelText('Expiry'));
  expect(sent.some((request) => request.path === '/api/payment/local/confirm')).toBe(false);
});

it("when the server pays through Stripe, then Stripe's card form shows instead of the local one", async () => {
  localStorage.setItem('guestCart', JSON.stringify([{ slug: 'harbour' }]));
  answerWith({
    'GET /api/payment/config': { status: 200, body: { provider: 'stripe', publishableKey: 'pk_test_1' } },
    'GET /api/cart/lines': { status: 200, body: { lines: [line('harbour')] } },
  });
  openApp(commerceApp, '/checkout');
  expect((await screen.findByText('Stripe card form')).tagName).toBe('P');
  expect(screen.queryByLabelText('Card number')).toBeNull();
});

it('when an accepted offer is checked out, then its one work is held at the agreed price with the offer token', async () => {
  const sent = answerWith({
    'GET /api/payment/config': { status: 200, body: { provider: 'local', publishableKey: null } },
    'GET /api/orders/offer/tok-1': {
      status: 200,
      body: { slug: 'dune', title: 'Dune', price: 320, currency: 'EUR', expiresAt: '2026-11-26T10:00:00Z' },
    },
    'GET /api/cart/lines': { status: 200, body: { lines: [line('dune', { price: null, state: 'price-on-request' })] } },
    'POST /api/payment/create-payment-intent': {
      status: 200,
      body: { client_secret: 's', payment_intent_id: 'pi_2', heldUntil: new Date(Date.now() + 900_000).toISOString() },
    },
  });
  openApp(commerceApp, '/checkout?offer=tok-1');
  await screen.findByLabelText('Card number');
  Object.entries(ADDRESS).forEach(([label, value]) => type(label, value));
  fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
  // The Pay button shows at once, disabled while the works are being held.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pay €320' })).toHaveProperty('disabled', false));
  const create = sent.find((request) => request.path === '/api/payment/create-payment-intent')?.body as Record<
    string,
    unknown
  >;
  expect([create.items, create.amount, create.offerToken]).toEqual([
    [{ id: 'dune', title: 'Title of dune', price: 320, quantity: 1 }],
    32000,
    'tok-1',
  ]);
});

it('when the offer link is no longer good, then its message shows with Continue Shopping', async () => {
  answerWith({ 'GET /api/orders/offer/old': { status: 410, body: { message: 'This offer has expired' } } });
  openApp(commerceApp, '/checkout?offer=old');
  expect((await screen.findByRole('alert')).textContent).toBe('This offer has expired');
  expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
});
