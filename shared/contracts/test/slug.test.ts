import { artworkSlug, firstFreeSlug, slugify } from '../src/slug';

test.each([
  ['Mara Okafor', 'mara-okafor'],
  ['Lucía Herrera', 'lucia-herrera'],
  ['  Théo -- Marchetti!! ', 'theo-marchetti'],
  ['Studio 54 & Co.', 'studio-54-co'],
  ['艺术家', 'artist'],
])('when the artist name is %j, then the slug is %j', (name, slug) => {
  expect(slugify(name, { fallback: 'artist' })).toBe(slug);
});

test('when the slug is free, then it is used; when taken, the next free number is added', () => {
  expect(firstFreeSlug('ewan-byrne', ['ewan-byrne-studio'])).toBe('ewan-byrne');
  expect(firstFreeSlug('ewan-byrne', ['ewan-byrne'])).toBe('ewan-byrne-2');
  expect(firstFreeSlug('ewan-byrne', ['ewan-byrne', 'ewan-byrne-2', 'ewan-byrne-4'])).toBe('ewan-byrne-3');
});

test('when an artwork is named, then its slug is the title and the artist slug, as the demo artworks are', () => {
  expect(artworkSlug('Low Tide, Skagen', 'jonas-lindqvist')).toBe('low-tide-skagen-jonas-lindqvist');
  expect(artworkSlug('!!!', 'aiko-tanaka')).toBe('artwork-aiko-tanaka');
});
