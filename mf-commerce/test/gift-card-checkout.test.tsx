/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { giftCodeOnlyFor, GIFT_CODE_REQUIRED } from '@easel/contracts';
import { answerWith, type Answers, openApp } from '@easel/ui/testing';
import { commerceApp } from '../src/app/commerce-app';
import { ADDRESS, line, ORDER } from './checkout-fixture';

jest.mock('react-toastify', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

const USE = {
  code: 'ABCD-2345-EFGH-6789',
  artistName: 'Ada Painter',
  amountOff: 200,
  balanceAfter: 50,
  currency: 'EUR',
};
const intent = (extra: object = {}) => ({
  client_secret: 'pi_1_secret_x',
  payment_intent_id: 'pi_1',
  amount: 30000,
  currency: 'EUR',
  heldUntil: new Date(Date.now() + 15 * 60_000).toISOString(),
  provider: 'local',
  giftCode: USE,
  ...extra,
});

function openCheckout(answers: Answers = {}, path = '/checkout') {
  localStorage.setItem('guestCart', JSON.stringify([{ slug: 'harbour' }]));
  const sent = answerWith({
    'GET /api/payment/config': { status: 200, body: { provider: 'local', publishableKey: null } },
    'GET /api/cart/lines': { status: 200, body: { lines: [line('harbour')] } },
    'POST /api/payment/gift-code/apply': { status: 200, body: USE },
    'POST /api/payment/create-payment-intent': () => ({ status: 200, body: intent() }),
    ...answers,
  });
  openApp(commerceApp, path);
  return sent;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fillAddress = () => Object.entries(ADDRESS).forEach(([label, value]) => type(label, value));
const applyCode = (code: string) => {
  type('Gift card code', code);
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
};
const summary = () => within(screen.getByRole('complementary', { name: 'Order summary' }));
const sentTo = (sent: ReturnType<typeof answerWith>, path: string) => sent.filter((request) => request.path === path);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.clearAllMocks();
});

it('when Apply is pressed with nothing typed, then it asks for the code and asks the server nothing', async () => {
  const sent = openCheckout();
  await screen.findByLabelText('Gift card code');
  applyCode('   ');
  expect((await screen.findByRole('alert')).textContent).toBe(GIFT_CODE_REQUIRED);
  expect(sentTo(sent, '/api/payment/gift-code/apply')).toEqual([]);
});

it('when the artist service refuses the code, then its words show under the field and nothing is taken off', async () => {
  openCheckout({
    'POST /api/payment/gift-code/apply': { status: 400, body: { message: giftCodeOnlyFor('Cora Vance') } },
  });
  await screen.findByLabelText('Gift card code');
  applyCode('abcd 2345 efgh 6789');
  expect((await screen.findByRole('alert')).textContent).toBe(
    'This gift card can only be used for works by Cora Vance',
  );
  expect(summary().getByText('Total').nextSibling?.textContent).toBe('€500');
});

it('when a code is applied, then it says what it takes off and keeps, the total drops, and the payment carries the code', async () => {
  const sent = openCheckout();
  await screen.findByLabelText('Gift card code');
  applyCode('abcd-2345-efgh-6789');
  expect((await screen.findByRole('status')).textContent).toBe(
    'ABCD-2345-EFGH-6789 takes €200 off this order. €50 stays on the card.',
  );
  expect(sentTo(sent, '/api/payment/gift-code/apply')[0]?.body).toEqual({
    code: 'abcd-2345-efgh-6789',
    items: [{ id: 'harbour' }],
  });
  expect(summary().getByText('ABCD-2345-EFGH-6789').closest('dt')?.nextSibling?.textContent).toBe('−€200');
  expect(summary().getByText('Total').nextSibling?.textContent).toBe('€300');

  fillAddress();
  fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
  // Pay shows at once, disabled while the works are being held.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pay €300' })).toHaveProperty('disabled', false));
  expect(sentTo(sent, '/api/payment/create-payment-intent')[0]?.body).toMatchObject({
    items: [{ id: 'harbour' }],
    amount: 50000,
    giftCode: USE.code,
  });
});

it('when the code pays the whole order, then there is no card step: "Pay with gift card" places the order', async () => {
  const whole = { ...USE, amountOff: 500, balanceAfter: 0 };
  const sent = openCheckout({
    'POST /api/payment/gift-code/apply': { status: 200, body: whole },
    'POST /api/payment/create-payment-intent': () => ({
      status: 200,
      body: intent({ client_secret: '', payment_intent_id: 'gc_1', amount: 0, covered: true, giftCode: whole }),
    }),
    'POST /api/payment/finalize': { status: 200, body: { orderNumber: ORDER.orderNumber } },
    [`GET /api/orders/${ORDER.orderNumber}`]: { status: 200, body: ORDER },
  });
  await screen.findByLabelText('Gift card code');
  applyCode('ABCD2345EFGH6789');
  await screen.findByRole('status');
  fillAddress();
  fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Pay with gift card' }));
  expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInstanceOf(HTMLHeadingElement);
  expect(screen.queryByLabelText('Card number')).toBeNull();
  expect(sentTo(sent, '/api/payment/finalize')[0]?.body).toMatchObject({ paymentIntentId: 'gc_1' });
});

it('when a gift card is bought, then its one line shows with the billing address, no code field, and the payment names the card', async () => {
  const sent = openCheckout(
    {
      'GET /api/payment/giftcard/ana-card': {
        status: 200,
        body: {
          slug: 'ana-card',
          title: 'Studio card',
          artistName: 'Ana Lee',
          featuredImage: '/media/card.jpg',
          price: 100,
          currency: 'EUR',
        },
      },
      'POST /api/payment/create-payment-intent': () => ({
        status: 200,
        body: intent({ amount: 10000, giftCode: undefined }),
      }),
    },
    '/checkout?giftcard=ana-card&amount=100',
  );
  expect((await screen.findByRole('link', { name: 'Studio card' })).getAttribute('href')).toBe('/giftcard/ana-card');
  expect(screen.getByText('Gift card for works by Ana Lee · its code is sent by e-mail')).toBeInstanceOf(
    HTMLParagraphElement,
  );
  expect(screen.getByRole('heading', { name: 'Billing address' })).toBeInstanceOf(HTMLHeadingElement);
  expect(screen.queryByLabelText('Gift card code')).toBeNull();
  fillAddress();
  fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
  // Pay shows at once, disabled while the works are being held.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pay €100' })).toHaveProperty('disabled', false));
  const body = sentTo(sent, '/api/payment/create-payment-intent')[0]?.body as Record<string, unknown>;
  expect(body).toMatchObject({ giftCard: { slug: 'ana-card', amount: 100 }, amount: 10000 });
  expect(body.items).toBeUndefined();
});

it('when the card is unknown, then the checkout says so in the server’s words', async () => {
  openCheckout(
    { 'GET /api/payment/giftcard/gone-card': { status: 404, body: { message: 'Gift card not found' } } },
    '/checkout?giftcard=gone-card&amount=50',
  );
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Gift card not found'));
});
