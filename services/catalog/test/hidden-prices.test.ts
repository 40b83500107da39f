import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createArtworkRepository } from '../src/data-access/artwork-repository';
import { artwork, bearer, owners, startCatalog, type TestCatalog } from './helpers';

const day = (n: number) => new Date(Date.UTC(2025, 0, n));
const HIDDEN = { price: null, discountPrice: null };

/** Ana hides the price of 'secret' (cheapest of all, with a discount); the rest are priced in the open. */
async function seed(catalog: TestCatalog) {
  await createArtworkRepository(catalog.ctx.db).insertMany([
    artwork('secret', { phidden: true, priceMinor: 10000, discountPriceMinor: 9000, createdAt: day(1) }),
    artwork('ana-open', { priceMinor: 50000, createdAt: day(2) }),
    artwork('ben-near', { owner: owners.ben, priceMinor: 11000, createdAt: day(3) }),
    artwork('ben-far', { owner: owners.ben, priceMinor: 900000, createdAt: day(4) }),
    artwork('ben-secret', { owner: owners.ben, phidden: true, priceMinor: 10000, createdAt: day(5) }),
  ]);
}

type Card = { slug: string; price: number | null; discountPrice: number | null };
const cardOf = (cards: Card[], slug: string) => cards.find((card) => card.slug === slug);
const slugsOf = (cards: Card[]) => cards.map((card) => card.slug);

describe('hidden prices (phidden)', () => {
  let catalog: TestCatalog;
  beforeAll(async () => {
    catalog = await startCatalog();
    await seed(catalog);
    // 'secret' is this week's Pulse winner, as community's pulse.week-ranked tells it.
    const week = new Date(Date.now() - ((new Date().getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
    const featured = [{ slug: 'secret', position: 1 }];
    await request(catalog.app)
      .put('/internal/pulse/week')
      .set(catalog.credential)
      .send({ eventId: randomUUID(), week, featured })
      .expect(200);
  }, 60_000);
  afterAll(() => catalog.stop());

  const get = async (path: string, token?: string) => {
    const call = request(catalog.app).get(path);
    return (await (token ? call.set(bearer(token)) : call).expect(200)).body;
  };

  it.each([
    ['the home grid', '/artworks'],
    ['the artist’s gallery', '/artworks?owner=ana-lee'],
    ['favourites', '/artworks?slugs=secret,ana-open'],
    ['the Weekly Pulse', '/artworks/pulse'],
    ['search', '/search?q=secret'],
  ])(
    'when %s lists a hidden price, then the card carries no price, to visitors and to its artist alike',
    async (_list, path) => {
      for (const token of [undefined, catalog.tokens.ana]) {
        const { artworks } = await get(path, token);
        expect(cardOf(artworks, 'secret')).toMatchObject({ phidden: true, ...HIDDEN });
      }
      expect(JSON.stringify(await get(path))).not.toMatch(/"price":100\b|"discountPrice":90\b/);
    },
  );

  it('when a visitor or another artist opens the page of a hidden price, then neither the art nor its carousels carry it', async () => {
    for (const token of [undefined, catalog.tokens.ben]) {
      const page = await get('/artwork/get/secret', token);
      expect(page.art).toMatchObject({ slug: 'secret', phidden: true, ...HIDDEN });
      const bens = await get('/artwork/get/ben-near', token);
      expect(cardOf(bens.similar, 'secret')).toMatchObject(HIDDEN);
      expect(cardOf(bens.more, 'ben-secret')).toMatchObject(HIDDEN);
    }
  });

  it('when its artist opens their own page, then the hidden price and discount are there (the edit form reads them)', async () => {
    const page = await get('/artwork/get/secret', catalog.tokens.ana);
    expect(page.art).toMatchObject({ slug: 'secret', phidden: true, price: 100, discountPrice: 90 });
  });

  it('when its artist edits it, then the answer carries the price they set', async () => {
    const res = await request(catalog.app)
      .put('/artwork/edit/secret')
      .set(bearer(catalog.tokens.ana))
      .send({ description: 'Ask me.', discountPrice: 80 })
      .expect(200);
    expect(res.body.art).toMatchObject({ phidden: true, price: 100, discountPrice: 80 });
  });

  it('when a visitor narrows a price filter around a hidden price, then it is never found', async () => {
    for (const range of [
      'minPrice=0',
      'maxPrice=100',
      'minPrice=100&maxPrice=100',
      'minPrice=99.99&maxPrice=100.01',
      'maxPrice=10000000',
    ]) {
      const { artworks, total } = await get(`/search?${range}&pageSize=48`);
      expect(slugsOf(artworks)).not.toContain('secret');
      expect(slugsOf(artworks)).not.toContain('ben-secret');
      expect(total).toBe(artworks.length);
    }
  });

  it('when sorted by price, then hidden prices come after every shown one, newest first, whatever they are', async () => {
    expect(slugsOf((await get('/artworks?sort=price')).artworks)).toEqual([
      'ben-near',
      'ana-open',
      'ben-far',
      'ben-secret',
      'secret',
    ]);
    expect(slugsOf((await get('/search?sort=price_asc')).artworks)).toEqual([
      'ben-near',
      'ana-open',
      'ben-far',
      'ben-secret',
      'secret',
    ]);
    expect(slugsOf((await get('/search?sort=price_desc')).artworks)).toEqual([
      'ben-far',
      'ana-open',
      'ben-near',
      'ben-secret',
      'secret',
    ]);
  });

  it('when similar pieces are chosen for a hidden price, then its price plays no part: the carousel is the same at any price', async () => {
    const similarTo = async (priceMinor: number) => {
      await catalog.ctx
        .db('artworks')
        .where({ slug: 'secret' })
        .update({ price_minor: priceMinor, discount_price_minor: null });
      return slugsOf((await get('/artwork/get/secret')).similar);
    };
    const cheap = await similarTo(11000);
    expect(await similarTo(900000)).toEqual(cheap);
    // Newest first, as nothing else tells them apart.
    expect(cheap).toEqual(['ben-secret', 'ben-far', 'ben-near']);
  });

  it('when a hidden price is among the similar pieces, then it comes after the shown prices, not by nearness to its own', async () => {
    // By nearness to ana-open's 500, ben-secret's hidden 100 would sit between ben-near (110) and ben-far (9000).
    const { similar } = await get('/artwork/get/ana-open');
    expect(slugsOf(similar)).toEqual(['ben-near', 'ben-far', 'ben-secret']);
  });
});
