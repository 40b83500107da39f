/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { screen, waitFor, within } from '@testing-library/react';
import { answerWith, openApp, testUser } from '@easel/ui/testing';
import { artistApp } from '../src/app/artist-app';

const artist = testUser({ role: 'user', artistName: 'Mara Paints', slug: 'mara-paints', count: 2 });

function openAs(path: string, user = artist) {
  localStorage.setItem('token', 'user-token');
  localStorage.setItem('user', JSON.stringify(user));
  openApp(artistApp, path);
}

beforeEach(() => localStorage.clear());

it('when an artist opens /user, then their page, their works count and a card for every tool show', async () => {
  answerWith({ 'GET /api/user/me': { status: 200, body: { ...artist, count: 5 } } });
  openAs('/user');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My account');
  expect(screen.getByRole('link', { name: '/artist/mara-paints' }).getAttribute('href')).toBe('/artist/mara-paints');
  // The count as identity has it now, not as the session began.
  await waitFor(() => expect(screen.getByText('5 artworks published')).toBeInstanceOf(HTMLElement));
  const tools = within(screen.getByRole('region', { name: 'Your tools' })).getAllByRole('link');
  expect(tools.map((tool) => [tool.querySelector('strong')?.textContent, tool.getAttribute('href')])).toEqual([
    ['Edit Artist Page', '/artist/mara-paints?edit=true'],
    ['Inbox', '/inbox'],
    ['Gift cards', '/create/giftcard'],
    ['Newsletter', '/newsletter'],
    ['Analytics', '/analytics'],
    ['Sales', '/sales'],
    ['Edit Profile', '/edit/profile'],
    ['Bookmarks', '/favourites'],
    ['Change Password', '/change-password'],
  ]);
});

it('when the artist signs in with Google, then Change Password is offered nowhere on /user', () => {
  answerWith({});
  openAs('/user', { ...artist, google: true });
  expect(screen.queryByRole('link', { name: /Change Password/ })).toBeNull();
});

it('when a customer opens /user, then they land on /profile with their details and empty bookmarks', () => {
  answerWith({});
  openAs('/user', testUser());
  expect(window.location.pathname).toBe('/profile');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Profile');
  expect(within(screen.getByRole('region', { name: 'Your details' })).getByText('ada@easel.example')).toBeInstanceOf(
    HTMLElement,
  );
  expect(screen.getByText('No bookmarked artworks yet.')).toBeInstanceOf(HTMLElement);
  expect(screen.getByRole('link', { name: 'See all bookmarks' }).getAttribute('href')).toBe('/favourites');
});
