import request from 'supertest';
import { createArtworkRepository } from '../src/data-access/artwork-repository';
import { artwork, startCatalog, type TestCatalog } from './helpers';

let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await startCatalog();
  await createArtworkRepository(catalog.ctx.db).insertMany([
    artwork('new-one'),
    artwork('new-two'),
    artwork('new-three'),
    artwork('old-one'),
  ]);
  const addedOn = (slug: string, at: string) => catalog.ctx.db('artworks').where({ slug }).update({ created_at: at });
  await addedOn('new-one', '2024-03-04T00:30:00Z'); // Monday
  await addedOn('new-two', '2024-03-10T23:30:00Z'); // Sunday, the same week
  await addedOn('new-three', '2024-03-18T09:00:00Z'); // two weeks on
  await addedOn('old-one', '2024-02-20T09:00:00Z'); // before the window
}, 60_000);
afterAll(() => catalog.stop());

const ask = (query: string) =>
  request(catalog.app).get(`/internal/dashboard/new-artworks?${query}`).set(catalog.credential);

test('when the dashboard asks for new artworks per week, then each UTC week from its Monday counts its works', async () => {
  const { body } = await ask('since=2024-03-04').expect(200);
  expect(body.weeks.filter((week: { week: string }) => week.week < '2025-01-01')).toEqual([
    { week: '2024-03-04', count: 2 },
    { week: '2024-03-18', count: 1 },
  ]);
});

test('when since is not a date, then 400; without the service credential, 401', async () => {
  expect((await ask('since=monday').expect(400)).body).toEqual({ message: 'Since must be a date (YYYY-MM-DD)' });
  await request(catalog.app).get('/internal/dashboard/new-artworks?since=2024-03-04').expect(401);
});
