/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, screen, within } from '@testing-library/react';
import type { ArtworkCard } from '@easel/contracts/src/catalog';
import { answerWith } from '@easel/ui/src/testing/answer-with';
import { openApp } from '@easel/ui/src/testing/open-app';
import { artistApp } from '../src/app/artist-app';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const MARA = { _id: 'u1', slug: 'mara-okafor', artistName: 'Mara Okafor', avatar: '/media/mara.jpg' };

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

beforeEach(() => localStorage.clear());

it('when a visitor opens an artist’s page, then their picture, name and Gallery of works show, asked of the catalog by owner', async () => {
  const sent = answerWith({ 'GET /api/artworks': works(artwork('quiet-thunder'), artwork('tall-pine', { width: 600, height: 900 })) });
  openApp(artistApp, '/artist/mara-okafor');
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Mara Okafor');
  expect(screen.getByRole('img', { name: 'Mara Okafor' }).getAttribute('src')).toBe('/media/mara.jpg');
  const gallery = screen.getByRole('region', { name: 'Gallery' });
  expect(gallery.id).toBe('Gallery');
  const items = within(gallery).getAllByRole('listitem');
  expect(items.map((item) => item.style.getPropertyValue('--ratio'))).toEqual(['1.5', String(600 / 900)]);
  expect(sent.map((request) => request.path)).toEqual(['/api/artworks']);
  expect(fetchedUrl()).toMatch(/owner=mara-okafor/);
});

it('when the artist’s picture fails to load, then the default picture shows in its place', async () => {
  answerWith({ 'GET /api/artworks': works(artwork('quiet-thunder')) });
  openApp(artistApp, '/artist/mara-okafor');
  fireEvent.error(await screen.findByRole('img', { name: 'Mara Okafor' }));
  expect(screen.getByRole('img', { name: 'Mara Okafor' }).tagName).toBe('SPAN');
});

it('when nobody shows works under the slug, then the page says the artist is not found and links to all artists', async () => {
  answerWith({ 'GET /api/artworks': works() });
  openApp(artistApp, '/artist/nobody-here');
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Artist not found');
  expect(screen.getByRole('link', { name: 'See all artists' }).getAttribute('href')).toBe('/artists');
});

it('when the artist opens their own page with no works, then it says "No artworks yet" and offers to publish', async () => {
  localStorage.setItem('token', 'artist-token');
  localStorage.setItem('user', JSON.stringify({ ...MARA, role: 'user', firstName: 'Mara', lastName: 'Okafor', avatar: null }));
  answerWith({ 'GET /api/artworks': works() });
  openApp(artistApp, '/artist/mara-okafor');
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Mara Okafor');
  expect(screen.getByRole('region', { name: 'Gallery' }).textContent).toBe('GalleryNo artworks yet. Publish your first artwork');
  expect(screen.getByRole('link', { name: 'Publish your first artwork' }).getAttribute('href')).toBe('/publish');
});

it('when the catalog cannot answer, then the page says it could not be loaded', async () => {
  answerWith({ 'GET /api/artworks': { status: 503, body: { message: 'Service unavailable' } } });
  openApp(artistApp, '/artist/mara-okafor');
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('This artist page could not be loaded');
});

function fetchedUrl(): string {
  const [input] = jest.mocked(globalThis.fetch).mock.calls[0] ?? [];
  return input instanceof Request ? input.url : String(input);
}
