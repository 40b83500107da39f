/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, screen } from '@testing-library/react';
import { answerWith, openApp } from '@easel/ui/testing';
import { communityApp } from '../src/app/community-app';
import { askedUrls, card } from './pulse-fixture';

const WEEKS = 'GET /api/pulse/weeks';
const cards = [
  card('red-dawn', 'Red Dawn'),
  card('quiet-thunder', 'Quiet Thunder'),
  card('blue-hour', 'A very long title that goes on and on for ever'),
];
const week = (final: boolean) => ({
  week: '2026-11-16',
  final,
  votingOpen: !final,
  entries: [
    { slug: 'red-dawn', position: 1, votes: 9 },
    { slug: 'quiet-thunder', position: 2, votes: 1 },
    { slug: 'gone-since', position: 3, votes: 1 },
    { slug: 'blue-hour', position: 11, votes: 0 },
  ],
});

const names = (role: 'link' | 'heading', level?: number) =>
  screen.getAllByRole(role, { level }).map((shown) => shown.textContent);

it('when /pulse opens, then the weeks are listed newest first, the running one marked Live, each linking to its ranking', async () => {
  answerWith({
    [WEEKS]: {
      status: 200,
      body: {
        weeks: [
          { week: '2026-11-23', final: false },
          { week: '2026-11-16', final: true },
        ],
      },
    },
  });
  openApp(communityApp, '/pulse');
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('The Weekly Pulse archive');
  await screen.findByRole('list');
  expect(names('link')).toEqual(['Week of 23 November 2026Live', 'Week of 16 November 2026Final']);
  expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    '/pulse/2026-11-23',
    '/pulse/2026-11-16',
  ]);
});

it('when no week has been ranked, then /pulse says so', async () => {
  answerWith({ [WEEKS]: { status: 200, body: { weeks: [] } } });
  openApp(communityApp, '/pulse');
  expect((await screen.findByText(/^No week/)).textContent).toBe('No week has been ranked yet. Come back soon.');
});

it('when the weeks cannot be loaded, then /pulse says so and Try again lists them', async () => {
  answerWith({ [WEEKS]: { status: 503, body: { message: 'Community is not answering' } } });
  openApp(communityApp, '/pulse');
  expect((await screen.findByRole('alert')).textContent).toBe('The weeks could not be loaded.Try again');
  answerWith({ [WEEKS]: { status: 200, body: { weeks: [{ week: '2026-11-23', final: false }] } } });
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect((await screen.findByRole('link', { name: /^Week of/ })).textContent).toBe('Week of 23 November 2026Live');
});

it('when a past week opens, then its cards show place, title (cut at 34), artist and votes, best first, linking to /art2 in that week; an artwork gone since has no card', async () => {
  answerWith({
    'GET /api/pulse/week/2026-11-16': { status: 200, body: week(true) },
    'GET /api/artworks': { status: 200, body: { artworks: cards, total: 3 } },
  });
  openApp(communityApp, '/pulse/2026-11-16');
  await screen.findByRole('heading', { level: 2, name: 'Red Dawn' });
  expect(names('heading', 2)).toEqual(['Red Dawn', 'Quiet Thunder', 'A very long title that goes on and…']);
  const items = screen.getAllByRole('listitem').map((item) => item.textContent);
  expect(items).toEqual([
    '#1Red DawnMara Okafor9 votes',
    '#2Quiet ThunderMara Okafor1 vote',
    '#11A very long title that goes on and…Mara Okafor0 votes',
  ]);
  const links = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/art2/'));
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/art2/red-dawn?week=2026-11-16',
    '/art2/quiet-thunder?week=2026-11-16',
    '/art2/blue-hour?week=2026-11-16',
  ]);
  expect(screen.getByText('Final').className).toBe('cmy-archive__tag');
  expect(
    askedUrls()
      .find((url) => url.pathname === '/api/artworks')
      ?.searchParams.get('slugs'),
  ).toBe('red-dawn,quiet-thunder,gone-since,blue-hour');
});

it('when the running week opens, then it is marked Live and its cards link to /art2 where it can be upvoted', async () => {
  answerWith({
    'GET /api/pulse/week/2026-11-16': { status: 200, body: week(false) },
    'GET /api/artworks': { status: 200, body: { artworks: cards, total: 3 } },
  });
  openApp(communityApp, '/pulse/2026-11-16');
  expect((await screen.findByRole('link', { name: /Red Dawn/ })).getAttribute('href')).toBe('/art2/red-dawn');
  expect(screen.getByText('Live').className).toBe('cmy-archive__tag cmy-archive__tag--live');
});

it('when a week has no ranking, then the page says so', async () => {
  answerWith({ 'GET /api/pulse/week/2020-01-06': { status: 404, body: { message: 'This week has no Pulse' } } });
  openApp(communityApp, '/pulse/2020-01-06');
  expect((await screen.findByText(/^This week/)).textContent).toBe('This week has no Weekly Pulse.');
});

it('when a week was ranked with no artwork, then the page says so', async () => {
  answerWith({ 'GET /api/pulse/week/2026-11-16': { status: 200, body: { ...week(true), entries: [] } } });
  openApp(communityApp, '/pulse/2026-11-16');
  expect((await screen.findByText(/^No artwork/)).textContent).toBe('No artwork was ranked that week.');
});
