import request from 'supertest';
import { createArtworkRepository } from '../src/data-access/artwork-repository';
import { artwork, owners, startCatalog, type TestCatalog } from './helpers';

let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await startCatalog();
  await createArtworkRepository(catalog.ctx.db).insertMany([
    artwork('open-sea'),
    artwork('blue-hour'),
    artwork('quiet-room', { owner: owners.ben }),
  ]);
  const view = (slug: string, ownerId: string, at: string) => ({ art_slug: slug, owner_id: ownerId, viewed_at: at });
  await catalog.ctx.db('artwork_views').insert([
    view('open-sea', owners.ana.id, '2026-11-02T09:00:00Z'), // Monday
    view('open-sea', owners.ana.id, '2026-11-02T23:30:00Z'),
    view('open-sea', owners.ana.id, '2026-11-04T10:00:00Z'), // Wednesday, same week
    view('blue-hour', owners.ana.id, '2026-11-09T10:00:00Z'), // the next Monday
    view('open-sea', owners.ana.id, '2026-10-20T10:00:00Z'), // before the window
    view('quiet-room', owners.ben.id, '2026-11-02T10:00:00Z'), // another artist's
  ]);
}, 60_000);
afterAll(() => catalog.stop());

const ask = (query: string) => request(catalog.app).get(`/internal/analytics/views?${query}`).set(catalog.credential);

test('when asked for an artist’s views by day, then each artwork’s views of each UTC day are counted, and only theirs', async () => {
  const res = await ask(`owner=${owners.ana.id}&since=2026-11-01&unit=day`).expect(200);
  expect(res.body.counts).toEqual([
    { slug: 'open-sea', bucket: '2026-11-02', count: 2 },
    { slug: 'open-sea', bucket: '2026-11-04', count: 1 },
    { slug: 'blue-hour', bucket: '2026-11-09', count: 1 },
  ]);
  expect(res.body.works).toEqual([
    { slug: 'blue-hour', title: 'blue-hour' },
    { slug: 'open-sea', title: 'open-sea' },
  ]);
});

test('when asked by week, then views are counted per week from its Monday', async () => {
  const res = await ask(`owner=${owners.ana.id}&since=2026-10-26&unit=week`).expect(200);
  expect(res.body.counts).toEqual([
    { slug: 'open-sea', bucket: '2026-11-02', count: 3 },
    { slug: 'blue-hour', bucket: '2026-11-09', count: 1 },
  ]);
});

test('when the unit or the owner is not one, then 400 says which', async () => {
  expect((await ask(`owner=${owners.ana.id}&since=2026-11-01&unit=month`).expect(400)).body).toEqual({
    message: 'Unit must be day or week',
  });
  expect((await ask('owner=ana&since=2026-11-01&unit=day').expect(400)).body).toEqual({
    message: 'Owner must be a user id',
  });
});

test('when another caller comes without the service credential, then 401', async () => {
  await request(catalog.app)
    .get(`/internal/analytics/views?owner=${owners.ana.id}&since=2026-11-01&unit=day`)
    .expect(401);
});
