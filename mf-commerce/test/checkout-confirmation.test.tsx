/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { screen, within } from '@testing-library/react';
import { ORDER_NOT_FOUND } from '@easel/contracts';
import { answerWith, openApp } from '@easel/ui/testing';
import { commerceApp } from '../src/app/commerce-app';
import { ORDER } from './checkout-fixture';

jest.mock('react-toastify', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

const fact = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

it('when the order is found, then its number, date, status, payment, address, items, prices and what comes next show', async () => {
  answerWith({
    [`GET /api/orders/${ORDER.orderNumber}`]: {
      status: 200,
      body: { ...ORDER, orderStatus: 'shipped', trackingNumber: 'TRACK-1' },
    },
  });
  openApp(commerceApp, `/order-confirmation/${ORDER.orderNumber}`);
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Thank you for your order!');
  expect(screen.queryByText('Refunded', { selector: 'dt' })).toBeNull();
  expect([fact('Order number'), fact('Date'), fact('Status'), fact('Payment status'), fact('Tracking number')]).toEqual(
    [ORDER.orderNumber, 'November 24, 2026', 'Shipped', 'Paid', 'TRACK-1'],
  );
  expect(screen.getByRole('link', { name: 'Harbour at Dawn' }).getAttribute('href')).toBe('/art/harbour');
  expect([fact('Subtotal'), fact('Shipping'), fact('Tax'), fact('Total')]).toEqual(['€500', '€0', '€0', '€500']);
  expect(screen.getByText(/1 Harbour Road/).textContent).toBe(
    'Ada Lovelace1 Harbour RoadBristol, Avon BS1 4DJGBada@example.com',
  );
  const next = within(screen.getByRole('region', { name: "What's Next?" }));
  expect(next.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'You will receive a confirmation e-mail with your order details.',
    'The artist will process your order within 1-2 business days.',
    'Once shipped, you will receive a tracking number to follow your artwork.',
  ]);
  expect(next.getByRole('link', { name: 'support@easel.example' }).getAttribute('href')).toBe(
    'mailto:support@easel.example',
  );
});

it.each([
  ['by card', { total: 500 }, '€500 to your card'],
  [
    'by card and a gift card',
    { total: 200, giftCode: { code: '••••-6789', amount: 300 } },
    '€200 to your card and €300 to the balance of your gift card ••••-6789',
  ],
  [
    'by a gift card',
    { total: 0, giftCode: { code: '••••-6789', amount: 500 } },
    '€500 to the balance of your gift card ••••-6789',
  ],
])(
  'when an order paid %s was cancelled, then it says so, and where the payment went back, instead of thanks and next steps',
  async (_case, paid, words) => {
    const cancelled = {
      ...ORDER,
      orderStatus: 'cancelled' as const,
      paymentStatus: 'Refunded' as const,
      pricing: { ...ORDER.pricing, ...paid },
    };
    answerWith({ [`GET /api/orders/${ORDER.orderNumber}`]: { status: 200, body: cancelled } });
    openApp(commerceApp, `/order-confirmation/${ORDER.orderNumber}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('This order was cancelled');
    expect(screen.getByText(/^Its payment went back/).textContent).toBe(
      `Its payment went back: ${words}. We sent the details to ada@example.com.`,
    );
    expect([fact('Status'), fact('Payment status'), fact('Refunded')]).toEqual(['Cancelled', 'Refunded', words]);
    expect(screen.queryByRole('region', { name: "What's Next?" })).toBeNull();
  },
);

it('when the order is unknown, then "Order not found" shows', async () => {
  answerWith({});
  openApp(commerceApp, '/order-confirmation/EA-NOPE');
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(ORDER_NOT_FOUND);
  expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
});
