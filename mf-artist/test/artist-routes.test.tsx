import { render, screen } from '@testing-library/react';
import { openApp } from '@easel/ui/src/testing/open-app';
import { artistApp } from '../src/app/artist-app';
import GiftCardList from '../src/exposed/gift-card-list';

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

beforeEach(() => localStorage.clear());

it.each([
  ['/artist/mara-okafor', 'Artist page'],
  ['/giftcard/card-1', 'Gift card'],
])('when a visitor opens %s, then the %s is announced as coming soon', (path, title) => {
  openApp(artistApp, path);
  expect(heading()).toBe(`${title} — coming soon (mf-artist)`);
});

it.each(['/profile', '/inbox', '/newsletter', '/create/giftcard'])('when a visitor opens %s, then they are sent to /login', (path) => {
  openApp(artistApp, path);
  expect(window.location.pathname).toBe('/login');
  expect(screen.queryByRole('heading')).toBeNull();
});

it('when a signed-in user opens /inbox, then the inbox is announced as coming soon', () => {
  localStorage.setItem('token', 'user-token');
  openApp(artistApp, '/inbox');
  expect(heading()).toBe('Inbox — coming soon (mf-artist)');
});

it('when /artists holds the gift cards slot, then it shows nothing until gift cards are built', () => {
  const { container } = render(<GiftCardList />);
  expect(container.innerHTML).toBe('');
});
