import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createArtworkRepository } from '../src/data-access/artwork-repository';
import { artwork, bearer, owners, startCatalog, type TestCatalog } from './helpers';

let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await startCatalog();
  await createArtworkRepository(catalog.ctx.db).insertMany([
    artwork('open-sea', { priceMinor: 120000, discountPriceMinor: 99000 }),
    artwork('quiet-room', { owner: owners.ben, phidden: true, allowoffers: 'Allowed', currency: 'USD' }),
  ]);
}, 60_000);
afterAll(() => catalog.stop());

const lookUp = (slugs: string) => request(catalog.app).get(`/internal/artworks?slugs=${slugs}`).set(catalog.credential);

test('when commerce asks for artworks by slug, then the known ones answer with what a buyer pays, in minor units', async () => {
  const res = await lookUp('open-sea,quiet-room,no-such-work').expect(200);
  const bySlug = Object.fromEntries(res.body.artworks.map((found: { slug: string }) => [found.slug, found]));
  expect(Object.keys(bySlug).sort()).toEqual(['open-sea', 'quiet-room']);
  expect(bySlug['open-sea']).toMatchObject({
    title: 'open-sea',
    salePriceMinor: 99000,
    currency: 'EUR',
    phidden: false,
    onSale: true,
    sold: false,
    published: true,
    allowOffers: false,
    size: { width: 50, height: 70 },
    owner: { id: owners.ana.id, slug: 'ana-lee', name: 'Ana Lee' },
  });
  expect(bySlug['quiet-room']).toMatchObject({
    phidden: true,
    allowOffers: true,
    currency: 'USD',
    owner: { id: owners.ben.id },
  });
});

test('when the works are marked sold twice with one event id, then they are sold once and the second call changes nothing', async () => {
  const eventId = randomUUID();
  const mark = () =>
    request(catalog.app)
      .put('/internal/artworks/sold')
      .set(catalog.credential)
      .send({ slugs: ['open-sea'], eventId });
  expect((await mark().expect(200)).body).toEqual({ applied: true });
  expect((await mark().expect(200)).body).toEqual({ applied: false });
  const res = await lookUp('open-sea').expect(200);
  expect(res.body.artworks[0].sold).toBe(true);
  const page = await request(catalog.app).get('/artwork/get/open-sea').expect(200);
  expect(JSON.stringify(page.body)).toContain('Sold - Open for Commission');
});

test('when a cancelled order releases a sold work, then it is for sale again, once per event id', async () => {
  const put = (mark: string, eventId = randomUUID()) =>
    request(catalog.app)
      .put(`/internal/artworks/${mark}`)
      .set(catalog.credential)
      .send({ slugs: ['quiet-room'], eventId });
  await put('sold').expect(200);
  const eventId = randomUUID();
  expect((await put('available', eventId).expect(200)).body).toEqual({ applied: true });
  expect((await put('available', eventId).expect(200)).body).toEqual({ applied: false });
  expect((await lookUp('quiet-room').expect(200)).body.artworks[0]).toMatchObject({ sold: false, onSale: true });
});

test.each([
  ['no slugs', '/internal/artworks', 'Slugs are required'],
  [
    '51 slugs',
    `/internal/artworks?slugs=${Array.from({ length: 51 }, (_, i) => `w${i}`).join(',')}`,
    expect.any(String),
  ],
])('when asked with %s, then 400 with a message', async (_case, path, message) => {
  const res = await request(catalog.app).get(path).set(catalog.credential).expect(400);
  expect(res.body).toEqual({ message });
});

test('when the sold mark has no uuid event id, then 400; without the service credential, then refused', async () => {
  const bad = await request(catalog.app)
    .put('/internal/artworks/sold')
    .set(catalog.credential)
    .send({ slugs: ['open-sea'], eventId: 'x' });
  expect(bad.status).toBe(400);
  expect(bad.body).toEqual({ message: 'Event id must be a uuid' });
  const outsider = await request(catalog.app).get('/internal/artworks?slugs=open-sea').set(bearer(catalog.tokens.ana));
  expect(outsider.status).toBeGreaterThanOrEqual(401);
  expect(outsider.status).toBeLessThan(500);
});
