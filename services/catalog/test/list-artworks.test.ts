import request from 'supertest';
import { createArtworkRepository } from '../src/data-access/artwork-repository';
import { artwork, owners, startCatalog, type TestCatalog } from './helpers';

describe('listing artworks and artists', () => {
  let catalog: TestCatalog;
  beforeAll(async () => {
    catalog = await startCatalog();
    await createArtworkRepository(catalog.ctx.db).insertMany([
      artwork('old', { createdAt: new Date('2024-01-01T00:00:00Z'), priceMinor: 300000 }),
      artwork('new', { createdAt: new Date('2025-06-01T00:00:00Z'), priceMinor: 125050, discountPriceMinor: 99900 }),
      artwork('middle', { createdAt: new Date('2025-01-01T00:00:00Z'), onSale: false, priceMinor: 200000 }),
      artwork('bens', {
        owner: { ...owners.ben, avatar: 'https://cdn.example.com/ben.png' },
        createdAt: new Date('2025-03-01T00:00:00Z'),
        priceMinor: 50000,
      }),
    ]);
  }, 60_000);
  afterAll(() => catalog.stop());

  const slugsOf = (body: { artworks: { slug: string }[] }) => body.artworks.map((a) => a.slug);

  it('when artworks are listed, then the newest come first with prices in major units', async () => {
    const { body } = await request(catalog.app).get('/artworks').expect(200);
    expect(body.total).toBe(4);
    expect(slugsOf(body)).toEqual(['new', 'bens', 'middle', 'old']);
    expect(body.artworks[0]).toMatchObject({
      price: 1250.5,
      discountPrice: 999,
      currency: { tag: '€' },
      onSale: true,
      user: { slug: 'ana-lee', artistName: 'Ana Lee' },
    });
    expect(body.artworks[2]).toMatchObject({ onSale: false, discountPrice: null, size: { width: 50, height: 70 } });
  });

  it('when a page is asked for, then limit and offset cut the list but not the total', async () => {
    const { body } = await request(catalog.app).get('/artworks?limit=1&offset=2').expect(200);
    expect(body).toMatchObject({ total: 4, artworks: [{ slug: 'middle' }] });
  });

  it('when sorted by price, then the lowest price paid comes first, discounts counted, and pieces not for sale last', async () => {
    const { body } = await request(catalog.app).get('/artworks?sort=price').expect(200);
    expect(slugsOf(body)).toEqual(['bens', 'new', 'old', 'middle']);
  });

  it('when an artist’s gallery is asked for, then only their artworks are listed', async () => {
    const { body } = await request(catalog.app).get('/artworks?owner=ben-okri').expect(200);
    expect(body).toMatchObject({ total: 1, artworks: [{ slug: 'bens' }] });
  });

  it('when favourites are asked for by slug, then exactly those are listed, unknown ones skipped', async () => {
    const { body } = await request(catalog.app).get('/artworks?slugs=old,bens,gone').expect(200);
    expect(body.total).toBe(2);
    expect(slugsOf(body).sort()).toEqual(['bens', 'old']);
  });

  it.each([
    ['limit=1000', 'Limit must be a whole number between 1 and 100'],
    ['offset=-1', 'Offset must be a whole number between 0 and 100000'],
    ['sort=random', 'Sort must be newest or price'],
    [`slugs=${Array.from({ length: 101 }, (_, i) => `s${i}`).join(',')}`, 'At most 100 slugs at a time'],
  ])('when the query has %s, then a 400 explains', async (query, message) => {
    const res = await request(catalog.app).get(`/artworks?${query}`).expect(400);
    expect(res.body).toEqual({ message });
  });

  it('when artists are listed, then each comes once with their count and newest picture, most recently active first', async () => {
    const { body } = await request(catalog.app).get('/artists').expect(200);
    expect(body.artists).toEqual([
      { slug: 'ana-lee', artistName: 'Ana Lee', avatar: null, count: 3, featuredImage: '/api/media/new.jpg' },
      {
        slug: 'ben-okri',
        artistName: 'Ben Okri',
        avatar: 'https://cdn.example.com/ben.png',
        count: 1,
        featuredImage: '/api/media/bens.jpg',
      },
    ]);
  });

  it('when artists are asked for by slug, then only those answer', async () => {
    const { body } = await request(catalog.app).get('/artists?slugs=ben-okri,nobody&limit=5').expect(200);
    expect(body.artists.map((a: { slug: string }) => a.slug)).toEqual(['ben-okri']);
  });
});
