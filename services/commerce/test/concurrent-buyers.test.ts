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
    Array.from({ length: 50 }, (_, buyer) =>
      createIntent(commerce, [WORKS[buyer % 10]!], { email: `buyer-${buyer}@example.com` }),
    ),
  );
  const winners = attempts.filter((res) => res.status === 200);
  const losers = attempts.filter((res) => res.status !== 200);
  expect(winners).toHaveLength(10);
  expect(losers.map((res) => res.status)).toEqual(Array(40).fill(409));
  for (const res of losers)
    expect(res.body.message).toMatch(/^'Title of unique-\d' is reserved by another buyer for (15|14) more minutes$/);

  await Promise.all(winners.map((res) => payWith(commerce, res.body.client_secret).expect(200)));
  // Each payment finalized twice at once, while the relay hands the provider's events in too.
  const finalized = await Promise.all([
    ...winners.flatMap((res) => [
      finalize(commerce, res.body.payment_intent_id),
      finalize(commerce, res.body.payment_intent_id),
    ]),
    commerce.relay.deliverDue(),
  ]);
  for (const res of finalized.slice(0, 20)) expect(res).toMatchObject({ status: 200 });
  expect(Number((await commerce.ctx.db('orders').count<{ n: string }[]>({ n: '*' }).first())!.n)).toBe(10);
  expect((await commerce.ctx.db('order_items').orderBy('art_slug').pluck('art_slug')).sort()).toEqual(
    [...WORKS].sort(),
  );
}, 120_000);

test('when a hold lapsed and another buyer holds the work, then the first buyer is refused before paying and the second buys it', async () => {
  commerce.neighbours.put(work('contested'));
  const first = await createIntent(commerce, ['contested'], { email: 'first@example.com' }).expect(200);
  await commerce.ctx
    .db('holds')
    .where('art_slug', 'contested')
    .update({ expires_at: new Date(Date.now() - 1000) });
  const second = await createIntent(commerce, ['contested'], { email: 'second@example.com' }).expect(200);

  const refused = await payWith(commerce, first.body.client_secret).expect(409);
  expect(refused.body).toEqual({
    message: "'Title of contested' is no longer reserved for this payment: nothing was charged. Please check out again",
  });
  expect(await commerce.ctx.db('payment_intents').first('status').where('id', first.body.payment_intent_id)).toEqual({
    status: 'requires_payment_method',
  });
  await finalize(commerce, first.body.payment_intent_id).expect(409);

  await payWith(commerce, second.body.client_secret).expect(200);
  await finalize(commerce, second.body.payment_intent_id).expect(200);
  expect(await chargedFor('contested')).toBe(1);
  expect(await commerce.ctx.db('order_items').where('art_slug', 'contested')).toHaveLength(1);
}, 60_000);

test('when a hold lapsed and nobody claimed the work since, then its buyer can still pay and gets it', async () => {
  commerce.neighbours.put(work('slow-buyer'));
  const intent = await createIntent(commerce, ['slow-buyer'], { email: 'slow@example.com' }).expect(200);
  await commerce.ctx
    .db('holds')
    .where('art_slug', 'slow-buyer')
    .update({ expires_at: new Date(Date.now() - 1000) });
  await payWith(commerce, intent.body.client_secret).expect(200);
  await finalize(commerce, intent.body.payment_intent_id).expect(200);
  const late = await createIntent(commerce, ['slow-buyer'], { email: 'late@example.com' }).expect(409);
  expect(late.body).toEqual({ message: "'Title of slow-buyer' has already been sold" });
});

/** Cards charged: the local provider's intents that succeeded, for these works. */
async function chargedFor(slug: string): Promise<number> {
  const rows = await commerce.ctx
    .db('payment_intents')
    .where({ provider: 'local', status: 'succeeded' })
    .select('items');
  return rows.filter((row: { items: { slug: string }[] | null }) => row.items?.some((item) => item.slug === slug))
    .length;
}

test('when a second buyer asks for a work while the first one is paying for it, then the second is told it is sold and no intent is made', async () => {
  commerce.neighbours.put(work('paying-now'));
  const first = await createIntent(commerce, ['paying-now'], { email: 'first@example.com' }).expect(200);
  await payWith(commerce, first.body.client_secret).expect(200);
  // The second buyer's checkout is priced before the first order is made, and claims its hold after.
  const catalog = commerce.neighbours.stall();
  const second = createIntent(commerce, ['paying-now'], { email: 'second@example.com' }).then((res) => res);
  await catalog.arrived;
  await finalize(commerce, first.body.payment_intent_id).expect(200);
  catalog.release();
  const refused = await second;
  expect(refused.status).toBe(409);
  expect(refused.body).toEqual({ message: "'Title of paying-now' has already been sold" });
  expect(
    await commerce.ctx.db('payment_intents').where({ provider: 'local' }).whereRaw("items::text like '%paying-now%'"),
  ).toHaveLength(1);
});

test('when 20 buyers race for one work through create, pay and finalize, then one card is charged, one order is made, and every other buyer is told before paying', async () => {
  commerce.neighbours.put(work('one-of-twenty'));
  commerce.neighbours.answerWithin(40);
  const outcomes = await Promise.all(
    Array.from({ length: 20 }, async (_, buyer) => {
      // Staggered as real clicks are, so some buyers ask while an earlier one is already paying or finalizing.
      await new Promise((resolve) => setTimeout(resolve, buyer * 15));
      const intent = await createIntent(commerce, ['one-of-twenty'], { email: `racer-${buyer}@example.com` });
      if (intent.status !== 200)
        return { step: 'create', status: intent.status, message: intent.body.message as string };
      const paid = await payWith(commerce, intent.body.client_secret);
      if (paid.status !== 200 || paid.body.status !== 'succeeded')
        return { step: 'pay', status: paid.status, message: paid.body.message as string };
      const order = await finalize(commerce, intent.body.payment_intent_id);
      return { step: 'finalize', status: order.status, message: order.body.message as string };
    }),
  );
  expect(outcomes.filter((outcome) => outcome.step !== 'create')).toEqual([
    { step: 'finalize', status: 200, message: undefined },
  ]);
  for (const outcome of outcomes.filter((o) => o.step === 'create'))
    expect(outcome.message).toMatch(
      /^'Title of one-of-twenty' (is reserved by another buyer for (15|14) more minutes|has already been sold)$/,
    );
  expect(await chargedFor('one-of-twenty')).toBe(1);
  expect(await commerce.ctx.db('order_items').where('art_slug', 'one-of-twenty')).toHaveLength(1);
  commerce.neighbours.answerWithin(0);
}, 60_000);
