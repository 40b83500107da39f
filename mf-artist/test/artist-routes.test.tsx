import { screen } from '@testing-library/react';
import { openApp } from '@easel/ui/testing';
import { artistApp } from '../src/app/artist-app';

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

beforeEach(() => localStorage.clear());

it.each(['/profile', '/inbox', '/newsletter', '/create/giftcard'])(
  'when a visitor opens %s, then they are sent to /login',
  (path) => {
    openApp(artistApp, path);
    expect(window.location.pathname).toBe('/login');
    expect(screen.queryByRole('heading')).toBeNull();
  },
);

it('when a signed-in user opens /inbox, then the inbox page loads their conversations', () => {
  localStorage.setItem('token', 'user-token');
  openApp(artistApp, '/inbox');
  expect(heading()).toBe('Inbox');
  expect(screen.getByRole('progressbar', { name: 'Loading your conversations' }).className).toBe('ui-spinner');
});
