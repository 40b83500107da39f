import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createEaselStore } from '@easel/store';
import { openApp } from '@easel/ui/testing';
import { commerceApp } from '../src/app/commerce-app';
import OrderRequest from '../src/exposed/order-request';

beforeEach(() => localStorage.clear());

it('when a guest with two artworks in the cart opens /cart, then the cart page says "2 items in your cart"', () => {
  localStorage.setItem('guestCart', JSON.stringify([{ slug: 'a' }, { slug: 'b' }]));
  openApp(commerceApp, '/cart');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cart');
  expect(document.body.textContent).not.toMatch(/mf-/);
  expect(screen.getByText(/in your cart/).textContent).toBe('2 items in your cart');
});

it('when a guest with one artwork opens /cart, then it says "1 item in your cart"', () => {
  localStorage.setItem('guestCart', JSON.stringify([{ slug: 'a' }]));
  openApp(commerceApp, '/cart');
  expect(screen.getByText(/in your cart/).textContent).toBe('1 item in your cart');
});

it('when a visitor with an empty cart opens /checkout, then checkout says the cart is empty (checkout-page.test.tsx has the rest)', () => {
  openApp(commerceApp, '/checkout');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Checkout');
  expect(screen.getByText('Your cart is empty.')).toBeInstanceOf(HTMLParagraphElement);
});

it('when the order request slot is given no artwork, then it shows nothing (buy-box.test.tsx has the box)', () => {
  const { container } = render(
    <Provider store={createEaselStore({ redirect: jest.fn() })}>
      <OrderRequest slug="quiet-thunder" />
    </Provider>,
  );
  expect(container.innerHTML).toBe('');
});
