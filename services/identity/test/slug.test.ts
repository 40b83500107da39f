import { firstFreeSlug, slugify } from '../src/domain/slug';

test.each([
  ['Mara Okafor', 'mara-okafor'],
  ['Lucía Herrera', 'lucia-herrera'],
  ['  Théo -- Marchetti!! ', 'theo-marchetti'],
  ['Studio 54 & Co.', 'studio-54-co'],
  ['艺术家', 'artist'],
])('when the artist name is %j, then the slug is %j', (name, slug) => {
  expect(slugify(name)).toBe(slug);
});

test('when the slug is free, then it is used; when taken, the next free number is added', () => {
  expect(firstFreeSlug('ewan-byrne', ['ewan-byrne-studio'])).toBe('ewan-byrne');
  expect(firstFreeSlug('ewan-byrne', ['ewan-byrne'])).toBe('ewan-byrne-2');
  expect(firstFreeSlug('ewan-byrne', ['ewan-byrne', 'ewan-byrne-2', 'ewan-byrne-4'])).toBe('ewan-byrne-3');
});
