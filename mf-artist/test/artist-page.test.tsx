/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ArtistPageAnswer, ArtworkCard } from '@easel/contracts';
import { answerWith, type Answers, openApp, testUser } from '@easel/ui/testing';
import { artistApp } from '../src/app/artist-app';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const MARA = {
  _id: 'u1',
  slug: 'mara-okafor',
  artistName: 'Mara Okafor',
  avatar: '/media/mara.jpg',
  instagram: '@mara.okafor',
};

function artwork(slug: string, shape = { width: 1200, height: 800 }): ArtworkCard {
  return {
    _id: `id-${slug}`,
    slug,
    title: slug,
    featuredImage: `/media/${slug}.jpg`,
    featuredImageShape: { ...shape, colour: '#887766' },
    gallery: [],
    medium: 'Oil',
    material: 'Canvas',
    year: 2024,
    style: null,
    size: { width: 60, height: 40 },
    price: 900,
    discountPrice: null,
    currency: { code: 'EUR', tag: '€' },
    onSale: true,
    phidden: false,
    status: 'available',
    user: MARA,
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}
const works = (...artworks: ArtworkCard[]) => ({ status: 200, body: { artworks, total: artworks.length } });
const page = (changes: Partial<ArtistPageAnswer> = {}) => ({
  status: 200,
  body: {
    artist: MARA,
    about: 'I paint weather.',
    aboutImg: '/api/media/studio.jpg',
    logo: null,
    colours: null,
    galleries: [],
    otherWorks: [],
    ...changes,
  },
});
const mara = (answers: Answers) => answerWith({ 'GET /api/artist/page/mara-okafor': page(), ...answers });
const signInAs = (changes: Parameters<typeof testUser>[0]) => {
  localStorage.setItem('token', 'a-token');
  localStorage.setItem('user', JSON.stringify(testUser(changes)));
};
const signInAsMara = () => signInAs({ _id: MARA._id, role: 'user', slug: MARA.slug, artistName: MARA.artistName });

beforeEach(() => localStorage.clear());

it('when a visitor opens an artist’s page, then their picture, name, Gallery of works and About me show, and the header shows the artist', async () => {
  const shown = jest.fn();
  window.addEventListener('artist:page-shown', (event) => shown((event as CustomEvent).detail));
  const sent = mara({
    'GET /api/artworks': works(artwork('quiet-thunder'), artwork('tall-pine', { width: 600, height: 900 })),
  });
  openApp(artistApp, '/artist/mara-okafor');
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Mara Okafor');
  expect(screen.getByRole('img', { name: 'Mara Okafor' }).getAttribute('src')).toBe('/media/mara.jpg');
  const gallery = await screen.findByRole('region', { name: 'Gallery' });
  expect(gallery.id).toBe('Gallery');
  const items = await within(gallery).findAllByRole('listitem');
  // One tile per work, on one square grid (the catalog's card draws each, tested there).
  expect(items).toHaveLength(2);
  const about = screen.getByRole('region', { name: 'About me' });
  expect([about.id, within(about).getByText('I paint weather.').tagName]).toEqual(['Aboutme', 'P']);
  expect(within(about).getByRole('img', { name: 'Mara Okafor in the studio' }).getAttribute('src')).toBe(
    '/api/media/studio.jpg?w=800',
  );
  expect(shown).toHaveBeenCalledWith({ slug: 'mara-okafor', artistName: 'Mara Okafor', instagram: '@mara.okafor' });
  expect(sent.map((request) => request.path)).toEqual(['/api/artist/page/mara-okafor', '/api/artworks']);
  expect(screen.queryByRole('link', { name: 'Add Artwork' })).toBeNull();
});

it('when the artist’s picture fails to load, then the default picture shows in its place', async () => {
  mara({ 'GET /api/artworks': works(artwork('quiet-thunder')) });
  openApp(artistApp, '/artist/mara-okafor');
  fireEvent.error(await screen.findByRole('img', { name: 'Mara Okafor' }));
  expect(screen.getByRole('img', { name: 'Mara Okafor' }).tagName).toBe('SPAN');
});

it('when the artist has named galleries, then each shows its works in order and the rest show under More works', async () => {
  mara({
    'GET /api/artist/page/mara-okafor': page({
      galleries: [{ name: 'Weather', artworks: ['b', 'a'] }],
      otherWorks: [],
    }),
    'GET /api/artworks': works(artwork('a'), artwork('b'), artwork('c')),
  });
  openApp(artistApp, '/artist/mara-okafor');
  const weather = await screen.findByRole('list', { name: 'Weather, by Mara Okafor' });
  expect(
    within(weather)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toHaveLength(2);
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'Weather',
    'More works',
  ]);
  expect(
    within(screen.getByRole('list', { name: 'More works, by Mara Okafor' })).getAllByRole('listitem'),
  ).toHaveLength(1);
});

it('when nobody has the slug, then the page says the artist is not found and links to all artists', async () => {
  answerWith({ 'GET /api/artist/page/nobody-here': { status: 404, body: { message: 'Artist not found' } } });
  openApp(artistApp, '/artist/nobody-here');
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Artist not found');
  expect(screen.getByRole('link', { name: 'See all artists' }).getAttribute('href')).toBe('/artists');
});

it('when the page is opened by an old slug, then it moves to the current one, keeping the anchor', async () => {
  answerWith({
    'GET /api/artist/page/mara-paints': page(),
    'GET /api/artist/page/mara-okafor': page(),
    'GET /api/artworks': works(),
  });
  openApp(artistApp, '/artist/mara-paints#Aboutme');
  await screen.findByRole('region', { name: 'About me' });
  expect(window.location.pathname + window.location.hash).toBe('/artist/mara-okafor#Aboutme');
});

it('when the artist opens their own page with 2 works, then a locked gift card tile and Add Artwork tiles fill it to 7 (on a phone the 3 are full)', async () => {
  signInAsMara();
  mara({ 'GET /api/artworks': works(artwork('a'), artwork('b')) });
  openApp(artistApp, '/artist/mara-okafor');
  const adds = await screen.findAllByRole('link', { name: /Add Artwork/ });
  expect(adds.map((link) => link.getAttribute('href'))).toEqual(Array(4).fill('/publish'));
  expect(adds.filter((link) => !link.parentElement!.classList.contains('art-tile-slot--wide'))).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: /Gift card\s*From 50 €\s*Delivered digitally or by mail/ }));
  expect(screen.getByRole('dialog').textContent).toContain(
    'You need a minimum of 4 artworks to unlock the giftcards to be published.',
  );
});

it('when the artist opens their own page with no works, then their first steps lead with Submit Artwork, before editing the page', async () => {
  signInAsMara();
  mara({ 'GET /api/artworks': works() });
  openApp(artistApp, '/artist/mara-okafor');
  const steps = await screen.findByRole('region', { name: 'Your first steps' });
  const links = within(steps).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Submit Artwork', '/publish'],
    ['Edit your artist page', '/artist/mara-okafor?edit=true'],
    ['Edit your profile', '/edit/profile'],
  ]);
  expect(steps.textContent).toContain('They open once you have 4 artworks.');
  expect(screen.queryByRole('link', { name: 'Edit Artist Page' })).toBeNull();
});

it('when the artist has a work, or a visitor opens an empty page, then there are no first steps', async () => {
  signInAsMara();
  mara({ 'GET /api/artworks': works(artwork('a')) });
  const { unmount } = openApp(artistApp, '/artist/mara-okafor');
  expect((await screen.findByRole('link', { name: 'Edit Artist Page' })).getAttribute('href')).toBe(
    '/artist/mara-okafor?edit=true',
  );
  expect(screen.queryByRole('region', { name: 'Your first steps' })).toBeNull();
  unmount();
  localStorage.clear();
  mara({ 'GET /api/artworks': works() });
  openApp(artistApp, '/artist/mara-okafor');
  expect((await screen.findByText('No artworks yet.')).tagName).toBe('P');
  expect(screen.queryByRole('region', { name: 'Your first steps' })).toBeNull();
});

it('when the artist has 4 works and a published card, then the gift card tile opens the card; when the list fails, it designs one', async () => {
  signInAsMara();
  const card = {
    slug: 'mara-card',
    artistSlug: 'mara-okafor',
    artistName: 'Mara',
    title: 'Gift',
    featuredImage: '',
    amounts: [50],
    note: '',
    published: true,
  };
  mara({
    'GET /api/artworks': works(artwork('a'), artwork('b'), artwork('c'), artwork('d')),
    'GET /api/giftcard/list': { status: 200, body: { cards: [card], total: 1 } },
  });
  const { unmount } = openApp(artistApp, '/artist/mara-okafor');
  await waitFor(() =>
    expect(screen.getByRole('link', { name: /Gift card/ }).getAttribute('href')).toBe('/giftcard/mara-card'),
  );
  expect(screen.getAllByRole('link', { name: /Add Artwork/ })).toHaveLength(2);
  unmount();
  mara({
    'GET /api/artworks': works(artwork('a'), artwork('b'), artwork('c'), artwork('d')),
    'GET /api/giftcard/list': { status: 502, body: {} },
  });
  openApp(artistApp, '/artist/mara-okafor');
  expect((await screen.findByRole('link', { name: /Gift card/ })).getAttribute('href')).toBe('/create/giftcard');
});

it('when the artist’s works fill the 7 tiles with the gift card, then no Add Artwork tile is added', async () => {
  signInAsMara();
  mara({ 'GET /api/artworks': works(...['a', 'b', 'c', 'd', 'e', 'f'].map((slug) => artwork(slug))) });
  openApp(artistApp, '/artist/mara-okafor');
  await screen.findByRole('link', { name: /Gift card/ });
  expect(within(screen.getByRole('list', { name: 'Artworks by Mara Okafor' })).getAllByRole('listitem')).toHaveLength(
    7,
  );
  expect(screen.queryByRole('link', { name: /Add Artwork/ })).toBeNull();
});

it('when the owner opens ?edit=true, moves a work down, picks a colour and saves, then the whole page is sent', async () => {
  signInAsMara();
  const sent = mara({
    'GET /api/artworks': works(artwork('a'), artwork('b')),
    'PUT /api/artist/page': { status: 200, body: { message: 'Your page is saved' } },
  });
  openApp(artistApp, '/artist/mara-okafor?edit=true');
  fireEvent.click(await screen.findByRole('button', { name: 'Move a down' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Use my own colours' }));
  fireEvent.input(screen.getByLabelText(/Background colour/), { target: { value: '#112233' } });
  fireEvent.change(screen.getByRole('textbox', { name: /About me text/ }), { target: { value: 'New words.' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      about: 'New words.',
      aboutImg: '/api/media/studio.jpg',
      logo: null,
      colours: { primary: '#1f4e79', secondary: '#e9c46a', background: '#112233' },
      galleries: [],
      otherWorks: ['b', 'a'],
    }),
  );
});

it('when the owner adds a gallery and moves a work into it, then saving sends it; a refusal is shown beside Save', async () => {
  signInAsMara();
  const sent = mara({
    'GET /api/artworks': works(artwork('a'), artwork('b')),
    'PUT /api/artist/page': { status: 400, body: { message: 'These are not your artworks: a' } },
  });
  openApp(artistApp, '/artist/mara-okafor?edit=true');
  fireEvent.change(await screen.findByRole('textbox', { name: 'New gallery' }), { target: { value: 'Paintings' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add gallery' }));
  fireEvent.change(screen.getByRole('combobox', { name: 'Gallery of a' }), { target: { value: '0' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect((await screen.findByRole('alert')).textContent).toBe('These are not your artworks: a');
  expect(sent.find((request) => request.method === 'PUT')?.body).toMatchObject({
    galleries: [{ name: 'Paintings', artworks: ['a'] }],
    otherWorks: ['b'],
  });
});

it('when another artist opens Mara’s page with ?edit=true, then it is only the public page', async () => {
  signInAs({ _id: 'u2', role: 'user', slug: 'ben-okri', artistName: 'Ben Okri' });
  mara({ 'GET /api/artworks': works(artwork('a')) });
  openApp(artistApp, '/artist/mara-okafor?edit=true');
  await screen.findByRole('region', { name: 'About me' });
  expect([screen.queryByRole('button', { name: 'Save' }), screen.queryByRole('textbox')]).toEqual([null, null]);
});

it('when the artist page cannot be answered, then the page says it could not be loaded', async () => {
  answerWith({ 'GET /api/artist/page/mara-okafor': { status: 503, body: { message: 'Service unavailable' } } });
  openApp(artistApp, '/artist/mara-okafor');
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('This artist page could not be loaded');
});
