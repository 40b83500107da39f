import { render, screen } from '@testing-library/react';
import { openApp } from '@easel/ui/src/testing/open-app';
import { artistApp } from '../src/app/artist-app';
import GiftCardList from '../src/exposed/gift-card-list';

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

beforeEach(() => localStorage.clear());

it.each([['/giftcard/card-1', 'Gift card', 'A gift card from an artist, ready to give or to redeem.']])(
  'when a visitor opens %s, then the %s says what it will hold, in the product’s words',
  (path, title, promise) => {
    openApp(artistApp, path);
    expect(heading()).toBe(title);
    expect(screen.getByRole('status').textContent).toBe(`${title}${promise}This page is on its way.`);
    expect(document.body.textContent).not.toMatch(/mf-/);
  },
);

it.each(['/profile', '/inbox', '/newsletter', '/create/giftcard'])('when a visitor opens %s, then they are sent to /login', (path) => {
  openApp(artistApp, path);
  expect(window.location.pathname).toBe('/login');
  expect(screen.queryByRole('heading')).toBeNull();
});

it('when a signed-in user opens /inbox, then the inbox page says it is on its way', () => {
  localStorage.setItem('token', 'user-token');
  openApp(artistApp, '/inbox');
  expect(heading()).toBe('Inbox');
  expect(screen.getByText('Messages from collectors about your art, in one place.')).toBeInstanceOf(HTMLParagraphElement);
});

it('when /artists holds the gift cards slot, then it shows nothing until gift cards are built', () => {
  const { container } = render(<GiftCardList />);
  expect(container.innerHTML).toBe('');
});
