import { ADDRESS_INCOMPLETE, ARTISTS_CANNOT_BUY_OWN } from '@easel/contracts';
import request from 'supertest';
import { bearer, createIntent, ids, shipping, startCommerce, work, type TestCommerce } from './checkout-helpers';

let commerce: TestCommerce;
beforeAll(async () => {
  commerce = await startCommerce();
  commerce.neighbours.put(
    work('first-light', { salePriceMinor: 120050 }),
    work('second-wind'),
    work('on-request', { phidden: true }),
    work('in-dollars', { currency: 'USD' }),
    work('gone-sold', { sold: true }),
    work('not-for-sale', { onSale: false }),
    work('bens-own', { owner: { id: ids.ben, slug: 'ben-okri', name: 'Ben Okri' } }),
    work('held-one'),
    work('renewed'),
  );
}, 60_000);
afterAll(() => commerce.stop());

const refused = async (call: request.Test, status: number) => (await call.expect(status)).body.message;

test('when a buyer checks out, then the server prices the works, holds them 15 minutes and answers the intent', async () => {
  const started = Date.now();
  const res = await createIntent(commerce, ['first-light', 'second-wind'], { amount: 220050 }).expect(200);
  expect(res.body).toMatchObject({
    amount: 220050,
    currency: 'EUR',
    provider: 'local',
    payment_intent_id: expect.stringMatching(/^pi_/),
  });
  expect(res.body.client_secret).toEqual(expect.stringContaining(res.body.payment_intent_id));
  const heldFor = new Date(res.body.heldUntil).getTime() - started;
  expect(heldFor).toBeGreaterThan(14 * 60_000);
  expect(heldFor).toBeLessThanOrEqual(15 * 60_000 + 5000);
});

test('when the buyer sends prices, titles or a tampered total, then the prices are ignored and a total that is not the server’s is refused', async () => {
  const cheap = { items: [{ id: 'second-wind', quantity: 1, price: 1, title: 'Mine for a euro' }] };
  expect(await refused(createIntent(commerce, ['second-wind'], { amount: 100, extra: cheap }), 409)).toBe(
    'The total is now €1,000: please review your order',
  );
  const res = await createIntent(commerce, ['second-wind'], {
    amount: 100000,
    extra: cheap,
    email: 'other.guest@example.com',
  });
  // The work is held by the first test's guest now: only the price check is this test's.
  expect(res.status).toBe(409);
  expect(res.body.message).toMatch(/^'Title of second-wind' is reserved by another buyer for (15|14) more minutes$/);
});

test.each([
  [
    'a fractional quantity',
    { items: [{ id: 'renewed', quantity: 1.5 }] },
    'Quantity must be 1: each artwork is unique',
  ],
  ['a negative quantity', { items: [{ id: 'renewed', quantity: -1 }] }, 'Quantity must be 1: each artwork is unique'],
  ['two of one work', { items: [{ id: 'renewed', quantity: 2 }] }, 'Quantity must be 1: each artwork is unique'],
  ['a fractional amount', { amount: 1000.5 }, 'Amount must be a whole number of cents'],
  ['a negative amount', { amount: -100000 }, 'Amount must be a whole number of cents'],
  ['an amount as text', { amount: '100000' }, 'Amount must be a whole number of cents'],
  ['an empty cart', { items: [] }, 'Your cart is empty'],
  ['one work twice', { items: [{ id: 'renewed' }, { id: 'renewed' }] }, 'Each artwork can be in the order once'],
  ['a blank city', { shippingInfo: { ...shipping(), city: '   ' } }, ADDRESS_INCOMPLETE],
  ['no shipping info', { shippingInfo: undefined }, ADDRESS_INCOMPLETE],
  ['a bad e-mail', { shippingInfo: { ...shipping(), email: 'not-an-email' } }, 'Please enter a valid email'],
])('when the checkout has %s, then 400 with its message', async (_case, extra, message) => {
  expect(await refused(createIntent(commerce, ['renewed'], { extra }), 400)).toBe(message);
});

test('when a work cannot be bought, then the checkout says why in the buyer’s words', async () => {
  expect(await refused(createIntent(commerce, ['on-request']), 400)).toBe(
    "'Title of on-request' is priced on request: make an offer for it",
  );
  expect(await refused(createIntent(commerce, ['gone-sold']), 409)).toBe("'Title of gone-sold' has already been sold");
  expect(await refused(createIntent(commerce, ['not-for-sale']), 409)).toBe(
    "'Title of not-for-sale' is no longer for sale",
  );
  expect(await refused(createIntent(commerce, ['no-such-work']), 409)).toBe("'no-such-work' is no longer for sale");
  expect(await refused(createIntent(commerce, ['bens-own'], { token: commerce.tokens.ben }), 403)).toBe(
    ARTISTS_CANNOT_BUY_OWN,
  );
  expect(await refused(createIntent(commerce, ['renewed', 'in-dollars'], { amount: 200000 }), 400)).toBe(
    'One checkout holds one currency: please buy works priced in other currencies separately',
  );
});

test('when an offer link is unknown, then 404 with its message and nothing is held', async () => {
  const res = await createIntent(commerce, ['on-request'], { extra: { offerToken: 'no-such-token' } });
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ message: 'This offer link is unknown' });
});

test('when another buyer holds a work, then it is reserved until their hold ends; the holder may check out again', async () => {
  const first = await createIntent(commerce, ['held-one'], { token: commerce.tokens.cleo }).expect(200);
  const minutesLeft = Math.ceil((new Date(first.body.heldUntil).getTime() - Date.now()) / 60_000);
  expect(await refused(createIntent(commerce, ['held-one'], { token: commerce.tokens.dan }), 409)).toBe(
    `'Title of held-one' is reserved by another buyer for ${minutesLeft} more minutes`,
  );
  expect(await refused(createIntent(commerce, ['held-one'], { email: 'someone@example.com' }), 409)).toContain(
    'is reserved by another buyer',
  );
  const again = await createIntent(commerce, ['held-one'], { token: commerce.tokens.cleo }).expect(200);
  expect(again.body.payment_intent_id).not.toBe(first.body.payment_intent_id);

  // The cart shows it reserved to others, and not to its holder.
  const lines = async (token?: string) => {
    const call = request(commerce.app).get('/cart/lines?slugs=held-one');
    return (await (token ? call.set(bearer(token)) : call).expect(200)).body.lines[0];
  };
  expect(await lines(commerce.tokens.dan)).toMatchObject({ state: 'reserved', reservedUntil: expect.any(String) });
  expect(await lines(commerce.tokens.cleo)).toMatchObject({ state: 'available', reservedUntil: null });
});

test('when a guest holds a work and checks out again with another e-mail, then their earlier intent passes the hold on', async () => {
  commerce.neighbours.put(work('new-email'));
  const first = await createIntent(commerce, ['new-email'], { email: 'first.try@example.com' }).expect(200);
  expect(
    (await createIntent(commerce, ['new-email'], { email: 'second.try@example.com' }).expect(409)).body.message,
  ).toContain('is reserved');
  const heldIntentId = first.body.payment_intent_id;
  await createIntent(commerce, ['new-email'], { email: 'second.try@example.com', extra: { heldIntentId } }).expect(200);
  // Only that browser's intent does it: another visitor naming no intent is still refused.
  expect(
    (await createIntent(commerce, ['new-email'], { email: 'third@example.com' }).expect(409)).body.message,
  ).toContain('is reserved');
});

test('when a hold has lapsed, then another buyer may take the work', async () => {
  await createIntent(commerce, ['renewed'], { token: commerce.tokens.cleo }).expect(200);
  await commerce.ctx
    .db('holds')
    .where('art_slug', 'renewed')
    .update({ expires_at: new Date(Date.now() - 1000) });
  await createIntent(commerce, ['renewed'], { token: commerce.tokens.dan }).expect(200);
});

test('when catalog does not answer, then 503 with a message, not a 500', async () => {
  await commerce.neighbours.close();
  const res = await createIntent(commerce, ['renewed']);
  expect(res.status).toBe(503);
  expect(res.body).toEqual({ message: 'The catalog is not answering, please try again shortly' });
});
