import { SOLD_MEANWHILE } from '../src/domain/complete-payment';
import { createIntent, finalize, payWith, startCommerce, work, type TestCommerce } from './checkout-helpers';

let commerce: TestCommerce;
beforeAll(async () => {
  // One process runs the 50 buyers and the in-memory database: catalog's answers wait their turn.
  commerce = await startCommerce({ catalogTimeoutMs: 30_000 });
}, 60_000);
afterAll(() => commerce.stop());

const WORKS = Array.from({ length: 10 }, (_, i) => `unique-${i}`);

test('when 50 buyers race for 10 unique works, then each work is held by one buyer and exactly 10 orders are made', async () => {
  commerce.neighbours.put(...WORKS.map((slug) => work(slug)));
  const attempts = await Promise.all(
    Array.from({ length: 50 }, (_, buyer) => createIntent(commerce, [WORKS[buyer % 10]!], { email: `buyer-${buyer}@example.com` })),
  );
  const winners = attempts.filter((res) => res.status === 200);
  const losers = attempts.filter((res) => res.status !== 200);
  expect(winners).toHaveLength(10);
  expect(losers.map((res) => res.status)).toEqual(Array(40).fill(409));
  for (const res of losers) expect(res.body.message).toMatch(/^'Title of unique-\d' is reserved by another buyer for (15|14) more minutes$/);

  await Promise.all(winners.map((res) => payWith(commerce, res.body.client_secret).expect(200)));
  // Each payment finalized twice at once, while the relay hands the provider's events in too.
  const finalized = await Promise.all([
    ...winners.flatMap((res) => [finalize(commerce, res.body.payment_intent_id), finalize(commerce, res.body.payment_intent_id)]),
    commerce.relay.deliverDue(),
  ]);
  for (const res of finalized.slice(0, 20)) expect(res).toMatchObject({ status: 200 });
  expect(Number((await commerce.ctx.db('orders').count<{ n: string }[]>({ n: '*' }).first())!.n)).toBe(10);
  expect((await commerce.ctx.db('order_items').orderBy('art_slug').pluck('art_slug')).sort()).toEqual([...WORKS].sort());
}, 120_000);

test('when a hold lapsed and two buyers pay for one work, then one order is made and the late payment is refunded', async () => {
  commerce.neighbours.put(work('contested'));
  const first = await createIntent(commerce, ['contested'], { email: 'first@example.com' }).expect(200);
  await commerce.ctx
    .db('holds')
    .where('art_slug', 'contested')
    .update({ expires_at: new Date(Date.now() - 1000) });
  const second = await createIntent(commerce, ['contested'], { email: 'second@example.com' }).expect(200);
  await payWith(commerce, first.body.client_secret).expect(200);
  await payWith(commerce, second.body.client_secret).expect(200);
  const results = await Promise.all([finalize(commerce, first.body.payment_intent_id), finalize(commerce, second.body.payment_intent_id)]);
  expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
  expect(results.find((res) => res.status === 409)!.body).toEqual({ message: SOLD_MEANWHILE });
  expect(await commerce.ctx.db('order_items').where('art_slug', 'contested')).toHaveLength(1);
}, 60_000);
