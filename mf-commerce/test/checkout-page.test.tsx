/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { ADDRESS_INCOMPLETE, CHECKOUT_FAILED, FREE_SHIPPING_NOTE, PAYMENT_INTENT_FAILED } from '@easel/contracts';
import { answerWith, type Answers, openApp } from '@easel/ui/testing';
import { commerceApp } from '../src/app/commerce-app';
import { ADDRESS, line } from './checkout-fixture';

jest.mock('react-toastify', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

const SHIPPING = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  address: '1 Road',
  city: 'Bristol',
  state: 'Avon',
  zipCode: 'BS1',
  country: 'GB',
};
const HELD_UNTIL = () => new Date(Date.now() + 15 * 60_000).toISOString();
const INTENT = () => ({
  client_secret: 'pi_1_secret_x',
  payment_intent_id: 'pi_1',
  amount: 80000,
  currency: 'eur',
  heldUntil: HELD_UNTIL(),
  provider: 'local',
});

function openCheckout(answers: Answers = {}, cart = ['harbour', 'meadow'], path = '/checkout') {
  localStorage.setItem('guestCart', JSON.stringify(cart.map((slug) => ({ slug }))));
  const sent = answerWith({
    'GET /api/payment/config': { status: 200, body: { provider: 'local', publishableKey: null } },
    'GET /api/cart/lines': { status: 200, body: { lines: [line('harbour'), line('meadow', { price: 300.5 })] } },
    // The hold starts when the server answers, as it does there.
    'POST /api/payment/create-payment-intent': () => ({ status: 200, body: INTENT() }),
    ...answers,
  });
  openApp(commerceApp, path);
  return sent;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const fillAddress = (fields: Record<string, string> = ADDRESS) =>
  Object.entries(fields).forEach(([label, value]) => type(label, value));
const continueToPayment = () => fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
const summary = () => within(screen.getByRole('complementary', { name: 'Order summary' }));
const calledUrls = () => (globalThis.fetch as jest.Mock).mock.calls.map(([input]) => new URL((input as Request).url));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.clearAllMocks();
});

it('when the cart is empty, then checkout says so and offers Continue Shopping', async () => {
  openCheckout({}, []);
  expect(await screen.findByText('Your cart is empty.')).toBeInstanceOf(HTMLParagraphElement);
  expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
});

it('when the cart holds two works, then each is listed and the total is their sum with no shipping and no tax', async () => {
  openCheckout();
  expect(await screen.findByRole('link', { name: 'Title of harbour' })).toHaveProperty(
    'href',
    'http://localhost/art/harbour',
  );
  expect(summary().getByText('Subtotal').nextElementSibling?.textContent).toBe('€800.50');
  expect(summary().getByText('Shipping').nextElementSibling?.textContent).toBe('€0');
  expect(summary().getByText('Tax').nextElementSibling?.textContent).toBe('€0');
  expect(summary().getByText('Total').nextElementSibling?.textContent).toBe('€800.50');
  expect(summary().getByText(FREE_SHIPPING_NOTE).tagName).toBe('P');
  expect(summary().getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
  expect(summary().getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
  expect(
    calledUrls()
      .find((url) => url.pathname === '/api/cart/lines')
      ?.searchParams.get('slugs'),
  ).toBe('harbour,meadow');
});

it('when works are sold, reserved or in another currency, then they are flagged and left out of the total', async () => {
  const reservedUntil = new Date(2026, 10, 24, 15, 5).toISOString();
  openCheckout({
    'GET /api/cart/lines': {
      status: 200,
      body: {
        lines: [
          line('harbour'),
          line('meadow', { state: 'sold' }),
          line('dune', { state: 'reserved', reservedUntil }),
          line('prairie', { currency: { code: 'USD', tag: '$' } }),
        ],
      },
    },
  });
  expect(await screen.findByText('Sold')).toHaveProperty('className', 'com-checkout__flag');
  expect(screen.getByText('Reserved until 15:05')).toHaveProperty('className', 'com-checkout__flag');
  expect(screen.getByText('Priced in USD: one order takes one currency')).toHaveProperty(
    'className',
    'com-checkout__flag',
  );
  expect(summary().getByText('Total').nextElementSibling?.textContent).toBe('€500');
});

it('when an address field is left blank, then the one alert shows, the card stays disabled and nothing is held', async () => {
  const sent = openCheckout();
  await screen.findByLabelText('Card number');
  fillAddress({ ...ADDRESS, City: '   ' });
  continueToPayment();
  expect(screen.getByRole('alert').textContent).toBe(ADDRESS_INCOMPLETE);
  expect(document.activeElement).toBe(field('City'));
  expect(field('Card number').matches(':disabled')).toBe(true);
  expect(screen.getByRole('button', { name: /^Pay/ })).toHaveProperty('disabled', true);
  expect(sent.some((request) => request.path === '/api/payment/create-payment-intent')).toBe(false);
});

it('when the e-mail is not one, then "Please enter a valid email" shows', async () => {
  openCheckout();
  await screen.findByLabelText('Card number');
  fillAddress({ ...ADDRESS, Email: 'ada-at-example' });
  continueToPayment();
  expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email');
});

it('when the address is complete, then the works are held at the server total, the countdown shows 14:59 and the card opens', async () => {
  const sent = openCheckout();
  await screen.findByLabelText('Card number');
  fillAddress();
  continueToPayment();
  expect((await screen.findByRole('timer')).textContent).toBe('14:59');
  expect(screen.getByText(/Held for you for/).textContent).toBe('Held for you for 14:59');
  const create = sent.find((request) => request.path === '/api/payment/create-payment-intent');
  expect(create?.body).toEqual({
    items: [
      { id: 'harbour', title: 'Title of harbour', price: 500, quantity: 1 },
      { id: 'meadow', title: 'Title of meadow', price: 300.5, quantity: 1 },
    ],
    shippingInfo: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      address: '1 Harbour Road',
      city: 'Bristol',
      state: 'Avon',
      zipCode: 'BS1 4DJ',
      country: 'GB',
    },
    amount: 80050,
  });
  expect(field('Card number').matches(':disabled')).toBe(false);
  expect(field('City').matches(':disabled')).toBe(true);
  expect(JSON.parse(sessionStorage.getItem('com-checkout-intent') ?? '{}').id).toBe('pi_1');
  await waitFor(() => expect(calledUrls().some((url) => url.searchParams.get('intent') === 'pi_1')).toBe(true));
});

it('when the page is reloaded while the works are held, then the same hold shows and nothing new is held', async () => {
  sessionStorage.setItem(
    'com-checkout-intent',
    JSON.stringify({
      id: 'pi_9',
      clientSecret: 's',
      heldUntil: new Date(Date.now() + 600_500).toISOString(),
      provider: 'local',
      basket: 'harbour,meadow',
      shippingInfo: { firstName: 'Ada' },
    }),
  );
  const sent = openCheckout();
  expect((await screen.findByRole('timer')).textContent).toBe('10:00');
  expect(field('First name').value).toBe('Ada');
  expect(
    calledUrls()
      .find((url) => url.pathname === '/api/cart/lines')
      ?.searchParams.get('intent'),
  ).toBe('pi_9');
  expect(sent.some((request) => request.path === '/api/payment/create-payment-intent')).toBe(false);
});

it('when the buyer changes the address, then the works stay theirs meanwhile and Continue holds them for the new one', async () => {
  sessionStorage.setItem(
    'com-checkout-intent',
    JSON.stringify({
      id: 'pi_9',
      clientSecret: 's',
      heldUntil: new Date(Date.now() + 600_500).toISOString(),
      provider: 'local',
      basket: 'harbour,meadow',
      shippingInfo: { ...SHIPPING },
    }),
  );
  const sent = openCheckout();
  await screen.findByRole('timer');
  fireEvent.click(screen.getByRole('button', { name: 'Change address' }));
  expect(field('Card number').matches(':disabled')).toBe(true);
  expect(screen.queryByRole('timer')).toBeNull();
  type('City', 'Bath');
  continueToPayment();
  expect((await screen.findByRole('timer')).textContent).toBe('14:59');
  const create = sent.find((request) => request.path === '/api/payment/create-payment-intent')?.body as {
    shippingInfo: { city: string };
    heldIntentId: string;
  };
  // The new intent takes over this browser's own hold, so a new e-mail is not refused by it.
  expect([create.shippingInfo.city, create.heldIntentId]).toEqual(['Bath', 'pi_9']);
  expect(JSON.parse(sessionStorage.getItem('com-checkout-intent') ?? '{}').id).toBe('pi_1');
  expect(
    calledUrls()
      .filter((url) => url.pathname === '/api/cart/lines')
      .every((url) => url.searchParams.get('intent')),
  ).toBe(true);
});

it('when the hold runs out, then the buyer is told and the card closes until the works are held again', async () => {
  sessionStorage.setItem(
    'com-checkout-intent',
    JSON.stringify({
      id: 'pi_9',
      clientSecret: 's',
      heldUntil: new Date(Date.now() + 1500).toISOString(),
      provider: 'local',
      basket: 'harbour,meadow',
      shippingInfo: {},
    }),
  );
  openCheckout();
  expect((await screen.findByRole('timer')).textContent).toBe('0:01');
  await waitFor(
    () =>
      expect(toast.info).toHaveBeenCalledWith(
        'Your hold has ended. Continue to payment to hold the artworks again.',
        expect.anything(),
      ),
    {
      timeout: 3000,
    },
  );
  expect(field('Card number').matches(':disabled')).toBe(true);
  expect(screen.getByRole('button', { name: 'Continue to payment' })).toHaveProperty('disabled', false);
  expect(sessionStorage.getItem('com-checkout-intent')).toBeNull();
});

it.each([
  ['the answer has no client secret', { status: 200, body: { ...INTENT(), client_secret: '' } }, PAYMENT_INTENT_FAILED],
  [
    'a work is reserved',
    { status: 409, body: { message: "'Harbour' is reserved by another buyer for 14 more minutes" } },
    "'Harbour' is reserved by another buyer for 14 more minutes",
  ],
  ['the server fails', { status: 500, body: { message: 'Something went wrong' } }, CHECKOUT_FAILED],
])('when %s, then the hold is refused with its message and the card stays disabled', async (_case, answer, message) => {
  openCheckout({ 'POST /api/payment/create-payment-intent': answer });
  await screen.findByLabelText('Card number');
  fillAddress();
  continueToPayment();
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message, expect.anything()));
  expect(field('Card number').matches(':disabled')).toBe(true);
});
