import request from 'supertest';
import { fakeCatalog, ids, startCommunity } from './pulse-helpers';

let catalog: Awaited<ReturnType<typeof fakeCatalog>>;
let community: Awaited<ReturnType<typeof startCommunity>>;
beforeAll(async () => {
  catalog = await fakeCatalog([]);
  community = await startCommunity(catalog.url);
  const vote = (slug: string, voter: string, at: string, week: string) => ({
    art_slug: slug,
    voter,
    week,
    created_at: at,
  });
  await community.ctx.db('votes').insert([
    vote('open-sea', ids.ana, '2026-11-02T08:00:00Z', '2026-11-02'),
    vote('open-sea', ids.ben, '2026-11-02T21:00:00Z', '2026-11-02'),
    vote('open-sea', ids.cleo, '2026-11-06T12:00:00Z', '2026-11-02'),
    vote('open-sea', ids.ana, '2026-11-09T12:00:00Z', '2026-11-09'), // the same voter, the next week's Pulse
    vote('blue-hour', ids.ben, '2026-11-10T12:00:00Z', '2026-11-09'),
    vote('someone-elses', ids.ben, '2026-11-02T12:00:00Z', '2026-11-02'),
    vote('open-sea', ids.ben, '2026-10-01T12:00:00Z', '2026-09-28'), // before the window
  ]);
}, 60_000);
afterAll(async () => {
  await community.stop();
  await catalog.close();
});

const ask = (body: object) =>
  request(community.app).post('/internal/analytics/likes').set(community.credential).send(body);

test('when asked for the likes of an artist’s works by day, then each work’s votes of each UTC day are counted', async () => {
  const res = await ask({ slugs: ['open-sea', 'blue-hour'], since: '2026-11-01', unit: 'day' }).expect(200);
  expect(res.body.counts).toEqual([
    { slug: 'open-sea', bucket: '2026-11-02', count: 2 },
    { slug: 'open-sea', bucket: '2026-11-06', count: 1 },
    { slug: 'open-sea', bucket: '2026-11-09', count: 1 },
    { slug: 'blue-hour', bucket: '2026-11-10', count: 1 },
  ]);
});

test('when asked by week, then likes are counted per week from its Monday', async () => {
  const res = await ask({ slugs: ['open-sea', 'blue-hour'], since: '2026-10-26', unit: 'week' }).expect(200);
  expect(res.body.counts).toEqual([
    { slug: 'open-sea', bucket: '2026-11-02', count: 3 },
    { slug: 'blue-hour', bucket: '2026-11-09', count: 1 },
    { slug: 'open-sea', bucket: '2026-11-09', count: 1 },
  ]);
});

test('when the unit is not day or week, then 400 says so; without the service credential, 401', async () => {
  expect((await ask({ slugs: ['open-sea'], since: '2026-11-01', unit: 'year' }).expect(400)).body).toEqual({
    message: 'Unit must be day or week',
  });
  await request(community.app)
    .post('/internal/analytics/likes')
    .send({ slugs: ['open-sea'], since: '2026-11-01', unit: 'day' })
    .expect(401);
});
