import { act, screen } from '@testing-library/react';
import type { FragmentLoader } from '@easel/ui';
import { Header } from '../components/header';
import { customer, renderFrame, resetPage, signIn } from './render-header';

beforeEach(resetPage);

/** mf-commerce's indicator as the loader would give it, and every fragment id the header asked for. */
function commerceLoader() {
  const asked: string[] = [];
  const load: FragmentLoader = async (id) => {
    asked.push(id);
    return {
      default: () => (id === 'mf_commerce/cart-indicator' ? <a href="/cart" aria-label="Cart, 2 items" /> : null),
    };
  };
  return { asked, load };
}

const plainCart = () => screen.queryByRole('link', { name: 'Cart' });
const indicator = () => screen.findByRole('link', { name: 'Cart, 2 items' });

it('when a visitor has nothing in the cart, then the header shows the plain cart link and loads no commerce code for it', async () => {
  const { asked, load } = commerceLoader();
  renderFrame(<Header />, load);
  expect(plainCart()?.getAttribute('href')).toBe('/cart');
  await act(() => Promise.resolve());
  expect(asked).not.toContain('mf_commerce/cart-indicator');
});

it.each([
  ['not JSON', '{oops'],
  ['not a list', '{"slug":"a"}'],
  ['an empty list', '[]'],
])('when the saved guest cart is %s, then it counts as empty', (_what, saved) => {
  localStorage.setItem('guestCart', saved);
  const { asked, load } = commerceLoader();
  renderFrame(<Header />, load);
  expect(plainCart()).not.toBeNull();
  expect(asked).not.toContain('mf_commerce/cart-indicator');
});

it('when a visitor has a saved cart, then the header shows commerce’s indicator with its count', async () => {
  localStorage.setItem('guestCart', JSON.stringify([{ slug: 'blue-hour' }, { slug: 'red-dawn' }]));
  renderFrame(<Header />, commerceLoader().load);
  expect((await indicator()).getAttribute('href')).toBe('/cart');
  expect(plainCart()).toBeNull();
});

it('when a customer is signed in with no saved cart, then the indicator loads: the server may keep their cart', async () => {
  signIn(customer);
  renderFrame(<Header />, commerceLoader().load);
  expect(await indicator()).not.toBeNull();
});

it('when something on the page adds to an empty cart, then the indicator takes the plain link’s place', async () => {
  renderFrame(<Header />, commerceLoader().load);
  expect(plainCart()).not.toBeNull();
  act(
    () =>
      void window.dispatchEvent(
        new CustomEvent('commerce:cart-changed', { detail: { items: [{ slug: 'a' }], added: { slug: 'a' } } }),
      ),
  );
  expect(await indicator()).not.toBeNull();
});

it('when another tab saves a cart, then the indicator loads; a tab saving an empty one changes nothing', async () => {
  renderFrame(<Header />, commerceLoader().load);
  act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'guestCart', newValue: '[]' })));
  expect(plainCart()).not.toBeNull();
  localStorage.setItem('guestCart', JSON.stringify([{ slug: 'blue-hour' }]));
  act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'guestCart' })));
  expect(await indicator()).not.toBeNull();
});
