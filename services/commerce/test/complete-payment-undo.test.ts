import type { CommerceDeps } from '../src/domain/commerce-deps';
import { completePayment } from '../src/domain/complete-payment';
import { WorkAlreadySoldError } from '../src/domain/errors';
import { createIntent, payWith, startCommerce, work, type TestCommerce } from './checkout-helpers';
import { startArtistStandIn } from './gift-card-artist';

let commerce: TestCommerce;
let artist: Awaited<ReturnType<typeof startArtistStandIn>>;
beforeAll(async () => {
  artist = await startArtistStandIn();
  commerce = await startCommerce({}, { ARTIST_URL: artist.url });
}, 60_000);
afterAll(async () => {
  await commerce.stop();
  await artist.close();
});

let serial = 0;

/** A guest pays €800 by card for a fresh work of Ana's, with a code of hers for the other €200: answers the intent id. */
async function paidCheckout() {
  const slug = `finalize-undo-${(serial += 1)}`;
  const code = `FINALUNDO${String(serial).padStart(3, '0')}2345`;
  commerce.neighbours.put(work(slug));
  artist.code(code, 20000);
  const intent = await createIntent(commerce, [slug], { extra: { giftCode: code } }).expect(200);
  await payWith(commerce, intent.body.client_secret).expect(200);
  return { slug, code, intentId: intent.body.payment_intent_id as string };
}

/** The real provider, with its refunds written down (a local refund moves no money, so nothing else shows it). */
function watchedProvider() {
  const refunds: string[] = [];
  const real = commerce.deps.provider;
  const provider: CommerceDeps['provider'] = {
    ...real,
    name: real.name,
    publishableKey: real.publishableKey,
    async refund(intentId, key) {
      refunds.push(intentId);
      await real.refund(intentId, key);
    },
  };
  return { provider, refunds };
}

const heldRows = (slug: string) => commerce.ctx.db('holds').where('art_slug', slug);
const orders = (intentId: string) => commerce.ctx.db('orders').where('payment_intent_id', intentId);

test('when the order is refused after the code and the card were taken, then the code is refunded, the card refunded and the works let go', async () => {
  const { slug, code, intentId } = await paidCheckout();
  const watched = watchedProvider();
  const ordersRefusing = {
    ...commerce.deps.orders,
    place: async () => {
      throw new WorkAlreadySoldError(intentId);
    },
  };
  await expect(
    completePayment({ ...commerce.deps, provider: watched.provider, orders: ordersRefusing }, intentId),
  ).rejects.toThrow('An artwork of this order was sold to another buyer first: your payment has been refunded');
  expect(artist.holds.get(intentId)?.status).toBe('refunded');
  expect(artist.codes.get(code)?.balanceMinor).toBe(20000);
  expect(watched.refunds).toEqual([intentId]);
  expect(await heldRows(slug)).toEqual([]);
  expect(await orders(intentId)).toEqual([]);
});

test('when the code cannot be captured (its hold ended), then the card is refunded and the works let go, and nothing is captured', async () => {
  const { slug, code, intentId } = await paidCheckout();
  artist.holds.get(intentId)!.status = 'released';
  const watched = watchedProvider();
  await expect(completePayment({ ...commerce.deps, provider: watched.provider }, intentId)).rejects.toThrow(
    "The gift card's hold ended before the payment was made: your card payment has been refunded",
  );
  expect(watched.refunds).toEqual([intentId]);
  expect(artist.codes.get(code)?.balanceMinor).toBe(20000);
  expect(await heldRows(slug)).toEqual([]);
});

test('when the order cannot be written for an outage, then nothing is undone, and a retry makes the order', async () => {
  const { slug, code, intentId } = await paidCheckout();
  const watched = watchedProvider();
  const ordersDown = {
    ...commerce.deps.orders,
    place: async () => {
      throw new Error('the database is gone');
    },
  };
  await expect(
    completePayment({ ...commerce.deps, provider: watched.provider, orders: ordersDown }, intentId),
  ).rejects.toThrow('the database is gone');
  expect(watched.refunds).toEqual([]);
  expect(artist.holds.get(intentId)?.status).toBe('captured');
  expect(await heldRows(slug)).toEqual([expect.objectContaining({ payment_intent_id: intentId })]);

  await completePayment({ ...commerce.deps, provider: watched.provider }, intentId);
  expect(await orders(intentId)).toHaveLength(1);
  expect(artist.codes.get(code)?.balanceMinor).toBe(0);
  expect(watched.refunds).toEqual([]);
});
