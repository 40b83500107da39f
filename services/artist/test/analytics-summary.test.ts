import { AUDIENCE } from '@easel/service-kit';
import { startTestService, type TestService } from '@easel/service-kit/testing';
import request from 'supertest';
import { artistService } from '../src/service';
import { fakeOwners } from './analytics-owners';

const ANA = '11111111-1111-4111-8111-111111111111';
const BEN = '22222222-2222-4222-8222-222222222222';
const DAY_MS = 24 * 60 * 60 * 1000;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
const count = (slug: string, bucket: string, n: number) => ({ slug, bucket, count: n });

let owners: Awaited<ReturnType<typeof fakeOwners>>;
let service: TestService<typeof artistService>;
let tokens: Record<'ana' | 'ben' | 'collector', string>;
beforeAll(async () => {
  owners = await fakeOwners({
    [ANA]: {
      works: [
        { slug: 'open-sea', title: 'Open Sea' },
        { slug: 'blue-hour', title: 'Blue Hour' },
      ],
      views: [
        count('open-sea', day(0), 3),
        count('blue-hour', day(0), 1),
        count('open-sea', day(2), 2),
        count('open-sea', day(40), 9),
      ],
      saves: [count('open-sea', day(1), 2)],
      likes: [count('blue-hour', day(0), 4)],
      sales: [{ ...count('open-sea', day(0), 1), amountMinor: 120000, currency: 'EUR' }],
    },
    [BEN]: {
      works: [{ slug: 'bens-work', title: 'Ben’s work' }],
      views: [],
      saves: [count('bens-work', day(0), 5)],
      likes: [],
      sales: [],
    },
  });
  service = await startTestService(artistService, owners.env);
  const sign = (sub: string, role: string) => service.signer.sign({ sub, role }, AUDIENCE.user);
  tokens = {
    ana: await sign(ANA, 'user'),
    ben: await sign(BEN, 'user'),
    collector: await sign('33333333-3333-4333-8333-333333333333', 'customer'),
  };
}, 60_000);
afterAll(async () => {
  await service?.stop();
  await owners.close();
});

const summary = (token: string, query = '') =>
  request(service.app).get(`/analytics/summary${query}`).set('Authorization', `Bearer ${token}`);

test('when the artist asks for the last 30 days, then each measure is laid on its day, with totals, from what the owners counted', async () => {
  const res = await summary(tokens.ana).expect(200);
  expect(res.body).toMatchObject({
    period: '30d',
    unit: 'day',
    art: null,
    works: [{ slug: 'open-sea' }, { slug: 'blue-hour' }],
  });
  expect(res.body.buckets).toHaveLength(30);
  expect(res.body.buckets.at(-1)).toBe(day(0));
  expect(res.body.views).toMatchObject({ available: true, total: 6 }); // the view 40 days ago is outside
  expect(res.body.views.points.slice(-3)).toEqual([2, 0, 4]);
  expect(res.body.saves).toMatchObject({ available: true, total: 2 });
  expect(res.body.likes).toMatchObject({ available: true, total: 4 });
  expect(res.body.sales).toMatchObject({
    available: true,
    total: 1,
    amounts: [{ currency: 'EUR', totalMinor: 120000 }],
  });
});

test('when the artist asks for the last 12 weeks, then the owners are asked by week and 12 Mondays make the axis', async () => {
  const res = await summary(tokens.ana, '?period=12w').expect(200);
  expect(res.body.unit).toBe('week');
  expect(res.body.buckets).toHaveLength(12);
  expect(new Date(`${res.body.buckets[0]}T00:00:00Z`).getUTCDay()).toBe(1);
  expect(owners.asked.at(-1)?.params).toMatchObject({ unit: 'week', since: res.body.buckets[0] });
});

test('when one artwork is chosen, then only its numbers count', async () => {
  const res = await summary(tokens.ana, '?art=blue-hour').expect(200);
  expect(res.body).toMatchObject({
    art: 'blue-hour',
    views: { total: 1 },
    saves: { total: 0 },
    likes: { total: 4 },
    sales: { total: 0 },
  });
});

test('when another artist asks, then they get their own numbers: the owners are asked for them and their works only', async () => {
  owners.asked.length = 0;
  const res = await summary(tokens.ben).expect(200);
  expect(res.body).toMatchObject({
    works: [{ slug: 'bens-work' }],
    views: { total: 0 },
    saves: { total: 5 },
    likes: { total: 0 },
    sales: { total: 0 },
  });
  const asked = Object.fromEntries(owners.asked.map((call) => [call.path, call.params.owner ?? call.params.slugs]));
  expect(asked).toEqual({
    '/internal/analytics/views': BEN,
    '/internal/analytics/saves': ['bens-work'],
    '/internal/analytics/likes': ['bens-work'],
    '/internal/analytics/sales': BEN,
  });
});

test('when an artist names another artist’s work, then 404 and none of its numbers', async () => {
  expect((await summary(tokens.ben, '?art=open-sea').expect(404)).body).toEqual({
    message: 'You have no artwork at this address',
  });
});

test('when the period is not one of the two, then 400 says which are', async () => {
  expect((await summary(tokens.ana, '?period=1y').expect(400)).body).toEqual({
    message: 'Period must be 30d (last 30 days) or 12w (last 12 weeks)',
  });
});

test('when a collector or a visitor asks, then 403 says analytics are for artists, and 401 asks to sign in', async () => {
  expect((await summary(tokens.collector).expect(403)).body).toEqual({
    message: 'Collector analytics are for artists',
  });
  await request(service.app).get('/analytics/summary').expect(401);
});

test('when an owner is down or slow, then its measure shows as unavailable and the others still answer', async () => {
  owners.state.down.add('sales');
  owners.state.slow.add('likes');
  const res = await summary(tokens.ana).expect(200);
  expect(res.body).toMatchObject({
    views: { available: true, total: 6 },
    saves: { available: true },
    likes: { available: false },
    sales: { available: false },
  });
  owners.state.down.add('views');
  const withoutCatalog = await summary(tokens.ana).expect(200);
  expect(withoutCatalog.body).toMatchObject({
    works: [],
    views: { available: false },
    saves: { available: false },
    likes: { available: false },
  });
  owners.state.down.clear();
  owners.state.slow.clear();
});
