import { screen } from '@testing-library/react';
import { Footer } from '../components/footer';
import { Header } from '../components/header';
import { goTo, renderFrame, resetPage } from './render-header';

beforeEach(resetPage);

const frame = () => (
  <>
    <Header />
    <Footer />
  </>
);

it('when the admin area is open, then the header is the admin frame: no shop actions, the theme, a way back to the shop, and no footer', () => {
  window.history.pushState({}, '', '/admin/moderation');
  renderFrame(frame());
  expect(screen.getByRole('banner').textContent).toContain('Admin');
  expect(screen.getByRole('link', { name: 'View the shop' }).getAttribute('href')).toBe('/');
  expect(screen.getAllByRole('button', { name: /theme/i })).toHaveLength(1);
  for (const name of ['Login', 'Submit Artwork', 'Cart']) expect(screen.queryByRole('link', { name })).toBeNull();
  expect(screen.queryByRole('contentinfo')).toBeNull();
});

it('when an admin goes back to the shop, then the shop header and footer return', () => {
  window.history.pushState({}, '', '/admin/login');
  renderFrame(frame());
  expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  goTo('/');
  expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  expect(screen.queryByRole('link', { name: 'View the shop' })).toBeNull();
  expect(screen.getByRole('contentinfo').textContent).toContain('Gallery');
});
