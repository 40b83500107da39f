import request from 'supertest';
import { buy, ids, startCommerce, work, type TestCommerce } from './checkout-helpers';

const BENS = { id: ids.ben, slug: 'ben-okri', name: 'Ben Okri' };
let commerce: TestCommerce;

/** Cleo buys the works (at €1,000 each, checkout-helpers' price) through the real checkout; the order's day is then set where the test needs it. */
async function sold(slugs: string[], on: string, status = 'paid') {
  const orderNumber = await buy(commerce, slugs, commerce.tokens.cleo);
  await commerce.ctx.db('orders').where({ order_number: orderNumber }).update({ created_at: on, order_status: status });
}

beforeAll(async () => {
  commerce = await startCommerce();
  commerce.neighbours.put(work('open-sea'));
  commerce.neighbours.put(work('blue-hour'));
  commerce.neighbours.put(work('dune'));
  commerce.neighbours.put(work('late-tide'));
  commerce.neighbours.put(work('bens-work', { owner: BENS }));
  await sold(['open-sea', 'blue-hour'], '2026-11-02T09:00:00Z'); // one order, two of Ana's works
  await sold(['dune'], '2026-11-04T09:00:00Z');
  await sold(['late-tide'], '2026-11-03T09:00:00Z', 'cancelled');
  await sold(['bens-work'], '2026-11-02T09:00:00Z');
}, 60_000);
afterAll(() => commerce?.stop());

const ask = (query: string) => request(commerce.app).get(`/internal/analytics/sales?${query}`).set(commerce.credential);

test('when asked for an artist’s sales by day, then each paid work counts once with its price, and only theirs', async () => {
  const res = await ask(`owner=${ids.ana}&since=2026-11-01&unit=day`).expect(200);
  expect(res.body.sales).toEqual([
    { slug: 'blue-hour', bucket: '2026-11-02', count: 1, amountMinor: 100000, currency: 'EUR' },
    { slug: 'open-sea', bucket: '2026-11-02', count: 1, amountMinor: 100000, currency: 'EUR' },
    { slug: 'dune', bucket: '2026-11-04', count: 1, amountMinor: 100000, currency: 'EUR' },
  ]);
});

test('when asked by week, then the week from its Monday holds them all, the cancelled order left out', async () => {
  const res = await ask(`owner=${ids.ana}&since=2026-10-26&unit=week`).expect(200);
  const week = res.body.sales.filter((sale: { bucket: string }) => sale.bucket === '2026-11-02');
  expect(week.map((sale: { slug: string }) => sale.slug).sort()).toEqual(['blue-hour', 'dune', 'open-sea']);
  expect(week.reduce((sum: number, sale: { amountMinor: number }) => sum + sale.amountMinor, 0)).toBe(300000);
});

test('when the owner is not a user id, then 400; without the service credential, 401', async () => {
  expect((await ask('owner=ana&since=2026-11-01&unit=day').expect(400)).body).toEqual({
    message: 'Owner must be a user id',
  });
  await request(commerce.app).get(`/internal/analytics/sales?owner=${ids.ana}&since=2026-11-01&unit=day`).expect(401);
});
