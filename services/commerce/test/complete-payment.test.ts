import { ORDER_NOT_FOUND } from '@easel/contracts';
import request from 'supertest';
import { PROVIDER_EVENT } from '../src/data-access/payment-providers';
import { completePayment } from '../src/domain/complete-payment';
import { ORDER_PAID } from '../src/domain/order-paid';
import {
  bearer,
  buy,
  contacts,
  createIntent,
  finalize,
  ids,
  payWith,
  startCommerce,
  work,
  type TestCommerce,
} from './checkout-helpers';

let commerce: TestCommerce;
beforeAll(async () => {
  commerce = await startCommerce();
  commerce.neighbours.put(
    work('dawn', { salePriceMinor: 150000 }),
    work('dusk', { owner: { id: ids.ben, slug: 'ben-okri', name: 'Ben Okri' } }),
    work('noon'),
    work('midnight'),
    work('declined-card'),
  );
}, 60_000);
afterAll(() => commerce.stop());

const orders = () => commerce.ctx.db('orders').count<{ n: string }[]>({ n: '*' }).first();

test('when a guest pays and finalizes, then one order is made, and finalizing again answers the same order', async () => {
  const intent = await createIntent(commerce, ['dawn', 'dusk'], { amount: 250000 }).expect(200);
  expect((await finalize(commerce, intent.body.payment_intent_id)).body).toEqual({
    message: 'The payment has not succeeded',
  });
  await payWith(commerce, intent.body.client_secret).expect(200, { status: 'succeeded' });
  const first = await finalize(commerce, intent.body.payment_intent_id).expect(200);
  expect(first.body.orderNumber).toMatch(/^EA-[A-Z2-9]{12}$/);
  const replayed = await Promise.all(
    [1, 2, 3].map(() => finalize(commerce, intent.body.payment_intent_id).expect(200)),
  );
  expect(replayed.map((res) => res.body.orderNumber)).toEqual([
    first.body.orderNumber,
    first.body.orderNumber,
    first.body.orderNumber,
  ]);
  // The local provider's own event comes to the same order.
  await commerce.relay.deliverDue();
  const made = await commerce.ctx.db('orders').where('payment_intent_id', intent.body.payment_intent_id);
  expect(made).toHaveLength(1);
  expect(
    await commerce.ctx.db('order_items').where('order_id', made[0].id).orderBy('art_slug').pluck('art_slug'),
  ).toEqual(['dawn', 'dusk']);
  // The holds stay the payment's, so no other buyer can claim the works before catalog learns they are sold.
  const holds = await commerce.ctx
    .db('holds')
    .whereIn('art_slug', ['dawn', 'dusk'])
    .whereNotNull('paid_at')
    .pluck('payment_intent_id');
  expect(holds).toEqual([intent.body.payment_intent_id, intent.body.payment_intent_id]);

  const page = await request(commerce.app).get(`/orders/${first.body.orderNumber}`).expect(200);
  expect(page.body).toMatchObject({
    orderNumber: first.body.orderNumber,
    orderStatus: 'paid',
    paymentStatus: 'Paid',
    trackingNumber: null,
    shippingInfo: { firstName: 'Grace', city: 'Lisbon' },
    items: [
      { slug: 'dawn', title: 'Title of dawn', price: 1500, quantity: 1 },
      { slug: 'dusk', title: 'Title of dusk', price: 1000, quantity: 1 },
    ],
    pricing: { subtotal: 2500, shipping: 0, tax: 0, total: 2500, currency: 'EUR' },
  });
});

test('when an order is paid, then catalog marks its works sold once, the buyer and each artist are mailed once', async () => {
  const orderNumber = await buy(commerce, ['noon']);
  await commerce.relay.deliverDue();
  await commerce.relay.deliverDue();
  const [, noonMark] = [...commerce.neighbours.soldMarks.entries()].find(([, slugs]) => slugs.includes('noon'))!;
  expect(noonMark).toEqual(['noon']);
  expect(commerce.neighbours.artworks.get('noon')!.sold).toBe(true);
  const mails = commerce.mails();
  const toBuyer = mails.filter(
    (mail) => mail.includes(`order ${orderNumber}`) && mail.includes('To: guest.buyer@example.com'),
  );
  expect(toBuyer).toHaveLength(1);
  expect(toBuyer[0]).toContain(`/order-confirmation/${orderNumber}`);
  expect(toBuyer[0]).toContain('Title of noon: €1,000');
  const toArtist = mails.filter(
    (mail) => mail.includes(`To: ${contacts[ids.ana]!.email}`) && mail.includes(orderNumber),
  );
  expect(toArtist).toHaveLength(1);
  expect(toArtist[0]).toContain('Please ship to:');
  // The earlier two-artist order mailed Ben his own work only.
  const toBen = mails.filter((mail) => mail.includes(`To: ${contacts[ids.ben]!.email}`));
  expect(toBen).toHaveLength(1);
  expect(toBen[0]).toContain('Title of dusk');
  expect(toBen[0]).not.toContain('Title of dawn');
  expect(await commerce.ctx.db('outbox').whereNull('delivered_at').whereLike('type', 'order-paid%')).toEqual([]);
});

test('when a signed-in buyer pays, then their server cart loses the bought works, and only they and the artist see the order', async () => {
  await request(commerce.app)
    .put('/cart')
    .set(bearer(commerce.tokens.cleo))
    .send({ slugs: ['midnight', 'someone-else'] })
    .expect(200);
  const orderNumber = await buy(commerce, ['midnight'], commerce.tokens.cleo);
  await commerce.relay.deliverDue();
  expect((await request(commerce.app).get('/cart').set(bearer(commerce.tokens.cleo)).expect(200)).body).toEqual({
    slugs: ['someone-else'],
  });

  const view = (token?: string) => {
    const call = request(commerce.app).get(`/orders/${orderNumber}`);
    return token ? call.set(bearer(token)) : call;
  };
  await view(commerce.tokens.cleo).expect(200);
  await view(commerce.tokens.ana).expect(200);
  for (const res of [await view(commerce.tokens.dan), await view(commerce.tokens.ben), await view()]) {
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: ORDER_NOT_FOUND });
  }
});

test('when another buyer finalizes a signed-in buyer’s payment, then 404; an unknown intent or order number is 404', async () => {
  const intent = await createIntent(commerce, ['declined-card'], { token: commerce.tokens.dan }).expect(200);
  expect((await finalize(commerce, intent.body.payment_intent_id, commerce.tokens.cleo).expect(404)).body).toEqual({
    message: 'Payment not found',
  });
  expect((await finalize(commerce, 'pi_nothing').expect(404)).body).toEqual({ message: 'Payment not found' });
  expect((await finalize(commerce, '').expect(400)).body).toEqual({ message: 'Payment intent id is required' });
  expect((await request(commerce.app).get('/orders/EA-AAAAAAAAAAAA').expect(404)).body).toEqual({
    message: ORDER_NOT_FOUND,
  });
  expect(
    (
      await request(commerce.app)
        .get(`/orders/${'x'.repeat(300)}`)
        .expect(404)
    ).body,
  ).toEqual({ message: ORDER_NOT_FOUND });
});

test('when the card is declined, then nothing is sold and the hold stays with the buyer', async () => {
  const before = Number((await orders())!.n);
  const intent = await createIntent(commerce, ['declined-card'], { token: commerce.tokens.dan }).expect(200);
  const declined = await payWith(commerce, intent.body.client_secret, '4000 0000 0000 0002').expect(200);
  expect(declined.body.error.message).toBe('Your card was declined.');
  await finalize(commerce, intent.body.payment_intent_id, commerce.tokens.dan).expect(409);
  await commerce.relay.deliverDue();
  expect(Number((await orders())!.n)).toBe(before);
  expect(commerce.neighbours.artworks.get('declined-card')!.sold).toBe(false);
});

test('when the provider reports an amount other than the one recorded, then no order is made', async () => {
  commerce.neighbours.put(work('tampered'));
  const intent = await createIntent(commerce, ['tampered']).expect(200);
  await payWith(commerce, intent.body.client_secret).expect(200);
  // The provider says it was paid, for one cent: a stand-in over the real local provider.
  const { deps } = commerce;
  const provider = {
    ...deps.provider,
    retrieveIntent: async (id: string) => ({ ...(await deps.provider.retrieveIntent(id))!, amountMinor: 1 }),
  };
  await expect(completePayment({ ...deps, provider }, intent.body.payment_intent_id)).rejects.toThrow(
    'The payment has not succeeded',
  );
  expect(await commerce.ctx.db('orders').where('payment_intent_id', intent.body.payment_intent_id)).toEqual([]);
});

test('when only the provider event arrives (the browser never came back), then the order is made by the relay', async () => {
  commerce.neighbours.put(work('left-early'));
  const intent = await createIntent(commerce, ['left-early']).expect(200);
  await payWith(commerce, intent.body.client_secret).expect(200);
  const pending = await commerce.ctx.db('outbox').where('type', PROVIDER_EVENT).whereNull('delivered_at');
  expect(pending.length).toBeGreaterThan(0);
  await commerce.relay.deliverDue();
  expect(await commerce.ctx.db('orders').where('payment_intent_id', intent.body.payment_intent_id)).toHaveLength(1);
  expect(Object.values(ORDER_PAID)).toContain('order-paid.mark-sold');
});
