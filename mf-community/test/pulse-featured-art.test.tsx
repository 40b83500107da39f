/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, screen, within } from '@testing-library/react';
import { answerWith, openApp } from '@easel/ui/testing';
import { communityApp } from '../src/app/community-app';
import { artwork, askedUrls, standing } from './pulse-fixture';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
}));

const ARTWORK = 'GET /api/artwork/get/quiet-thunder';
const STANDING = 'GET /api/pulse/art/quiet-thunder';
const found = { status: 200, body: { art: artwork(), similar: [], rank: null, more: [] } };

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  window.scrollTo = jest.fn();
});

const rank = () => screen.findByRole('region', { name: 'The Weekly Pulse', busy: false });

it('when /art2/{id} opens, then it shows the artwork in its own proportions, its title, artist, full page link, rank and Upvote', async () => {
  answerWith({ [ARTWORK]: found, [STANDING]: { status: 200, body: standing() } });
  openApp(communityApp, '/art2/quiet-thunder');
  expect((await screen.findByRole('heading', { level: 1, name: 'Quiet Thunder' })).textContent).toBe('Quiet Thunder');
  const picture = screen.getByRole('img', { name: 'Quiet Thunder by Mara Okafor' });
  expect([picture.getAttribute('width'), picture.getAttribute('height'), picture.getAttribute('src')]).toEqual([
    '1200',
    '900',
    '/api/media/quiet-thunder.jpg?w=800',
  ]);
  expect(screen.getByRole('link', { name: 'Mara Okafor' }).getAttribute('href')).toBe('/artist/mara-okafor');
  expect(screen.getByRole('link', { name: 'See the full artwork page' }).getAttribute('href')).toBe(
    '/art/quiet-thunder',
  );
  const region = await rank();
  expect(
    within(region)
      .getByRole('link', { name: /^Previous/ })
      .getAttribute('href'),
  ).toBe('/art2/red-dawn');
  expect(within(region).getByRole('link', { name: /^Next/ }).getAttribute('href')).toBe('/art2/blue-hour');
  expect(within(region).getByRole('button', { name: /^Upvote/ }).textContent).toBe('Upvote12');
});

it('when /art2/{id}?week= names a past week, then the rank is that week’s and the arrows stay in it', async () => {
  answerWith({ [ARTWORK]: found, [STANDING]: { status: 200, body: standing({ week: '2026-11-16', position: 5 }) } });
  openApp(communityApp, '/art2/quiet-thunder?week=2026-11-16');
  const region = await rank();
  expect(within(region).getByText(/^Weekly Pulse #/).textContent).toBe('Weekly Pulse #5Featured');
  expect(
    within(region)
      .getByRole('link', { name: /^Previous/ })
      .getAttribute('href'),
  ).toBe('/art2/red-dawn?week=2026-11-16');
  expect(
    askedUrls()
      .find((url) => url.pathname.startsWith('/api/pulse/'))
      ?.searchParams.get('week'),
  ).toBe('2026-11-16');
});

it("when the artwork is unknown, then the page says 'No Art Found' and offers the Pulse", async () => {
  answerWith({ [ARTWORK]: { status: 404, body: { message: 'Artwork not found' } } });
  openApp(communityApp, '/art2/nobody-made-this');
  expect((await screen.findByRole('heading', { level: 1, name: 'No Art Found' })).textContent).toBe('No Art Found');
  expect(screen.getByRole('link', { name: 'See The Weekly Pulse' }).getAttribute('href')).toBe('/pulse');
  expect(screen.queryByRole('region', { name: 'The Weekly Pulse' })).toBeNull();
});

it('when the artwork cannot be loaded, then the page says so and Try again loads it', async () => {
  answerWith({ [ARTWORK]: { status: 503, body: { message: 'Catalog is not answering' } } });
  openApp(communityApp, '/art2/quiet-thunder');
  expect((await screen.findByRole('heading', { level: 1, name: /could not/ })).textContent).toBe(
    'This artwork could not be loaded',
  );
  answerWith({ [ARTWORK]: found, [STANDING]: { status: 200, body: standing() } });
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect((await screen.findByRole('heading', { level: 1, name: 'Quiet Thunder' })).textContent).toBe('Quiet Thunder');
});

it('when the artwork is on its way, then the page shows it is loading', () => {
  answerWith({ [ARTWORK]: () => new Promise(() => {}) });
  openApp(communityApp, '/art2/quiet-thunder');
  expect(screen.getByRole('progressbar', { name: 'Loading artwork' }).className).toBe('ui-spinner');
});
