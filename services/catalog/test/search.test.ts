import request from 'supertest';
import { createArtworkRepository } from '../src/data-access/artwork-repository';
import { artwork, owners, startCatalog, type TestCatalog } from './helpers';

const day = (n: number) => new Date(Date.UTC(2025, 0, n));

describe('searching the catalog', () => {
  let catalog: TestCatalog;
  beforeAll(async () => {
    catalog = await startCatalog();
    await createArtworkRepository(catalog.ctx.db).insertMany([
      // "harbour" in the description only, yet the newest: relevance must still put the title match first
      artwork('quiet-bay', {
        title: 'Quiet Bay',
        description: 'Boats resting in the harbour at dusk.',
        medium: 'Watercolour',
        material: 'Paper',
        style: 'Landscape',
        size: { width: 40, height: 30 },
        priceMinor: 45000,
        createdAt: day(9),
      }),
      artwork('harbour-lights', {
        title: 'Harbour Lights',
        description: 'Night falls on the quay.',
        medium: 'Oil',
        style: 'Impressionism',
        size: { width: 120, height: 80 },
        priceMinor: 250000,
        createdAt: day(2),
      }),
      artwork('red-square', {
        title: 'Red Square',
        description: 'A study in red.',
        medium: 'Acrylic',
        medium2: 'Gold leaf',
        style: 'Geometric',
        size: { width: 60, height: 60 },
        priceMinor: 90000,
        discountPriceMinor: 70000,
        createdAt: day(3),
      }),
      artwork('tall-figure', {
        title: 'Tall Figure',
        description: 'A portrait.',
        medium: 'Charcoal',
        material: 'Paper',
        style: 'Portraiture',
        size: { width: 30, height: 90 },
        priceMinor: 30000,
        createdAt: day(4),
      }),
      artwork('sold-piece', {
        title: 'Sold Piece',
        description: 'Gone to a good home.',
        status: 'Sold - Open for Commission',
        priceMinor: 80000,
        createdAt: day(5),
      }),
      artwork('featured-piece', {
        title: 'Featured Piece',
        description: 'In the Pulse.',
        onSale: false,
        priceMinor: 0,
        createdAt: day(6),
      }),
      artwork('secret-price', {
        title: 'Secret Price',
        description: 'Ask the artist.',
        phidden: true,
        priceMinor: 10000,
        createdAt: day(7),
      }),
      artwork('ben-harbour', {
        title: 'Morning',
        description: 'By Ben.',
        owner: { ...owners.ben, name: 'Harbour Collective', slug: 'harbour-collective' },
        priceMinor: 60000,
        createdAt: day(8),
      }),
    ]);
  }, 60_000);
  afterAll(() => catalog.stop());

  const search = async (query: string) => (await request(catalog.app).get(`/search?${query}`).expect(200)).body;
  const slugs = async (query: string) => (await search(query)).artworks.map((a: { slug: string }) => a.slug);

  it('when the words are in a title or artist name, then those rank above one that has them only in its description', async () => {
    const found = await slugs('q=harbour');
    expect(found.slice(0, 2).sort()).toEqual(['ben-harbour', 'harbour-lights']);
    expect(found[2]).toBe('quiet-bay');
  });

  it('when the artist’s name matches, then the artist’s artworks are found', async () => {
    expect(await slugs('q=collective')).toEqual(['ben-harbour']);
  });

  it('when a word is still being typed or in another form, then the prefix and the stem still find it', async () => {
    expect(await slugs('q=harb')).toContain('harbour-lights');
    expect(await slugs('q=portraits')).toEqual(['tall-figure']);
    expect(await slugs('q=gold')).toEqual(['red-square']);
  });

  it('when stop words come with a word, then the word alone decides', async () => {
    expect(await slugs('q=the%20harbour%20night')).toEqual(['harbour-lights']);
  });

  it('when a later page is asked in any order, then it holds the same artworks as that part of the whole list', async () => {
    for (const sort of ['relevance', 'newest', 'price_asc', 'price_desc']) {
      const whole = await slugs(`q=a&sort=${sort}&pageSize=48`);
      const all = await slugs(`sort=${sort}&pageSize=48`);
      expect(whole).toEqual(all); // "a" is a stop word: no words, so relevance is the newest first
      expect(await slugs(`sort=${sort}&pageSize=3&page=2`)).toEqual(all.slice(3, 6));
    }
  });

  it('when several words are given, then all must match', async () => {
    expect(await slugs('q=harbour%20night')).toEqual(['harbour-lights']);
  });

  it('when the text is empty, only stop words or only signs, then everything filtered is listed, newest first', async () => {
    const all = await search('');
    expect(all).toMatchObject({ total: 8, page: 1, pageSize: 24 });
    expect(all.artworks[0].slug).toBe('quiet-bay');
    expect((await search('q=the')).total).toBe(8);
    expect((await search(`q=${encodeURIComponent("'):* & | ! <-> (")}`)).total).toBe(8);
  });

  it.each([
    ['medium=watercolour', ['quiet-bay']],
    ['medium=Gold%20leaf', ['red-square']],
    ['style=Portraiture', ['tall-figure']],
    ['minPrice=500&maxPrice=900', ['ben-harbour', 'sold-piece', 'red-square']],
    ['maxPrice=200', []],
    ['size=small', ['quiet-bay']],
    ['size=large', ['harbour-lights']],
    ['orientation=portrait', ['ben-harbour', 'secret-price', 'featured-piece', 'sold-piece', 'tall-figure']],
    ['orientation=landscape', ['quiet-bay', 'harbour-lights']],
    ['orientation=square', ['red-square']],
    ['forSale=false&sort=newest', ['featured-piece', 'sold-piece']],
    ['q=harbour&forSale=true&size=medium', ['ben-harbour']],
  ])('when filtered by %s, then exactly the matching artworks answer', async (query, expected) => {
    const body = await search(`${query}&pageSize=48`);
    expect(body.artworks.map((a: { slug: string }) => a.slug)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('when sorted by price, then what a buyer pays decides, and hidden or unpriced pieces come last', async () => {
    expect(await slugs('sort=price_asc')).toEqual([
      'tall-figure',
      'quiet-bay',
      'ben-harbour',
      'red-square',
      'sold-piece',
      'harbour-lights',
      'secret-price',
      'featured-piece',
    ]);
    expect(await slugs('sort=price_desc')).toEqual([
      'harbour-lights',
      'sold-piece',
      'red-square',
      'ben-harbour',
      'quiet-bay',
      'tall-figure',
      'secret-price',
      'featured-piece',
    ]);
  });

  it('when the price filter spans the whole range, then every visible price answers and none overflows', async () => {
    const body = await search('minPrice=0&maxPrice=10000000&pageSize=48');
    expect(body.total).toBe(6);
    expect(await slugs('minPrice=10000000')).toEqual([]);
  });

  it('when a hidden price is among the results, then it answers without its price', async () => {
    const secret = (await search('q=secret')).artworks[0];
    expect(secret).toMatchObject({ slug: 'secret-price', phidden: true, price: null, discountPrice: null });
  });

  it('when a price filter is set, then hidden prices and pieces not for sale are left out', async () => {
    expect(await slugs('minPrice=0')).not.toEqual(expect.arrayContaining(['secret-price']));
    expect(await slugs('minPrice=0')).not.toEqual(expect.arrayContaining(['featured-piece']));
  });

  it('when sorted newest, then creation time decides', async () => {
    expect((await slugs('sort=newest')).slice(0, 3)).toEqual(['quiet-bay', 'ben-harbour', 'secret-price']);
  });

  it('when paged, then each page holds pageSize artworks and the total stays', async () => {
    const first = await search('sort=newest&pageSize=3&page=1');
    const third = await search('sort=newest&pageSize=3&page=3');
    const beyond = await search('sort=newest&pageSize=3&page=9');
    expect(first).toMatchObject({ total: 8, page: 1, pageSize: 3 });
    expect(first.artworks).toHaveLength(3);
    expect(third.artworks.map((a: { slug: string }) => a.slug)).toEqual(['red-square', 'harbour-lights']);
    expect(beyond).toMatchObject({ total: 8, artworks: [] });
  });

  it('when a page past the last is asked with words, in any order, then it is empty and the total stays', async () => {
    // The total comes with the page's rows; a page with none counts on its own.
    for (const sort of ['relevance', 'newest', 'price_asc', 'price_desc']) {
      expect(await search(`q=harbour&sort=${sort}&pageSize=2&page=2`)).toMatchObject({
        total: 3,
        artworks: [expect.anything()],
      });
      expect(await search(`q=harbour&sort=${sort}&pageSize=2&page=3`)).toMatchObject({ total: 3, artworks: [] });
      expect(await search(`q=the&sort=${sort}&pageSize=3&page=9`)).toMatchObject({ total: 8, artworks: [] });
    }
  });

  it('when nothing matches the words, then the answer is empty with a total of 0 in any order', async () => {
    for (const sort of ['relevance', 'newest', 'price_asc']) {
      expect(await search(`q=zeppelin&sort=${sort}`)).toMatchObject({ total: 0, artworks: [] });
      expect(await search(`q=zeppelin&sort=${sort}&page=2`)).toMatchObject({ total: 0, artworks: [] });
    }
  });

  it.each([
    ['pageSize=49', 'Page size must be a whole number between 1 and 48'],
    ['pageSize=0', 'Page size must be a whole number between 1 and 48'],
    ['page=0', 'Page must be a whole number between 1 and 10000'],
    ['page=two', 'Page must be a whole number between 1 and 10000'],
    ['sort=cheapest', 'Sort must be relevance, newest, price_asc or price_desc'],
    ['size=huge', 'Size must be small, medium or large'],
    ['orientation=round', 'Orientation must be portrait, landscape or square'],
    ['forSale=maybe', 'For sale must be true or false'],
    ['minPrice=-1', 'Minimum price must be between 0 and 10,000,000'],
    ['minPrice=30000000', 'Minimum price must be between 0 and 10,000,000'],
    ['maxPrice=10000000.01', 'Maximum price must be between 0 and 10,000,000'],
    ['maxPrice=1e300', 'Maximum price must be a number, like 1250 or 1250.50'],
    ['maxPrice=Infinity', 'Maximum price must be a number, like 1250 or 1250.50'],
    ['maxPrice=abc', 'Maximum price must be a number, like 1250 or 1250.50'],
    ['minPrice=1%20000', 'Minimum price must be a number, like 1250 or 1250.50'],
    ['minPrice=0.004', 'Minimum price must be in whole cents (at most 2 decimals)'],
    ['minPrice=1&minPrice=2', 'Minimum price must be a number, like 1250 or 1250.50'],
    ['minPrice=500&maxPrice=100', 'Maximum price must not be below the minimum price'],
    [`q=${'x'.repeat(201)}`, 'Search text must be at most 200 characters'],
    ['q=a&q=b', 'Search text must be text'],
  ])('when the search has %s, then 400 says why', async (query, message) => {
    const res = await request(catalog.app).get(`/search?${query}`).expect(400);
    expect(res.body).toEqual({ message });
  });
});
