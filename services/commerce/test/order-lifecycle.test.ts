import request from 'supertest';
import { createPaymentProvider } from '../src/data-access/payment-providers';
import { bearer, buy, ids, startCommerce, work, type TestCommerce } from './checkout-helpers';
import { mailTo } from './order-request-mails';

// The buyer's address of an order is its shipping e-mail (checkout-helpers' shipping()).
const BUYER_MAIL = 'guest.buyer@example.com';
const BENS = { id: ids.ben, slug: 'ben-okri', name: 'Ben Okri' };

describe('order lifecycle: lists, ship, deliver, cancel and refund', () => {
  let commerce: TestCommerce;
  let serial = 0;
  /** The refunds asked of the provider, by intent id and idempotency key. */
  const refunds: [string, string][] = [];
  let refusingRefunds = false;

  /** Cleo buys fresh works (Ana's unless told): answers the order number. */
  async function order(owners: (typeof BENS | undefined)[] = [undefined]) {
    const slugs = owners.map((owner) => {
      const slug = `life-${(serial += 1)}`;
      commerce.neighbours.put(work(slug, owner ? { owner } : {}));
      return slug;
    });
    return buy(commerce, slugs, commerce.tokens.cleo);
  }
  const act = (orderNumber: string, action: string, token: string, body: object = {}) =>
    request(commerce.app).post(`/orders/${orderNumber}/${action}`).set(bearer(token)).send(body);

  beforeAll(async () => {
    commerce = await startCommerce({
      provider: (deps) => {
        const real = createPaymentProvider({}, deps.db, deps.outbox);
        return Object.assign(Object.create(real) as typeof real, {
          async refund(intentId: string, key: string) {
            if (refusingRefunds) throw new Error('the provider is down');
            refunds.push([intentId, key]);
            await real.refund(intentId, key);
          },
        });
      },
    });
  }, 60_000);
  afterAll(() => commerce.stop());

  it('when the buyer and the artist list orders, then each sees theirs and a stranger sees none', async () => {
    const orderNumber = await order();
    const mine = await request(commerce.app).get('/orders?as=buyer').set(bearer(commerce.tokens.cleo)).expect(200);
    expect(mine.body.orders[0]).toMatchObject({
      orderNumber,
      orderStatus: 'paid',
      paymentStatus: 'Paid',
      trackingNumber: null,
    });
    const sales = await request(commerce.app).get('/orders?as=artist').set(bearer(commerce.tokens.ana)).expect(200);
    expect(sales.body.orders.map((o: { orderNumber: string }) => o.orderNumber)).toContain(orderNumber);
    expect(
      (await request(commerce.app).get('/orders?as=artist').set(bearer(commerce.tokens.dan)).expect(200)).body.orders,
    ).toEqual([]);
    expect(
      (await request(commerce.app).get('/orders?as=buyer').set(bearer(commerce.tokens.ana)).expect(200)).body.orders,
    ).toEqual([]);
  });

  it('when the list is asked for wrongly or by a visitor, then a clear 4xx answers', async () => {
    const bad = await request(commerce.app).get('/orders?as=seller').set(bearer(commerce.tokens.cleo));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('as must be buyer or artist');
    expect((await request(commerce.app).get('/orders')).status).toBe(401);
  });

  it('when the artist ships with a tracking number and then delivers, then the order follows and the buyer is mailed each step', async () => {
    const orderNumber = await order();
    const shipped = await act(orderNumber, 'ship', commerce.tokens.ana, { trackingNumber: ' RR123456785PT ' }).expect(
      200,
    );
    expect(shipped.body.order).toMatchObject({
      orderNumber,
      orderStatus: 'shipped',
      trackingNumber: 'RR123456785PT',
      paymentStatus: 'Paid',
    });
    expect(mailTo(commerce, BUYER_MAIL)).toContain('Its tracking number is RR123456785PT');
    const delivered = await act(orderNumber, 'deliver', commerce.tokens.ana).expect(200);
    expect(delivered.body.order.orderStatus).toBe('delivered');
    expect(mailTo(commerce, BUYER_MAIL)).toContain(`Your order ${orderNumber} has been delivered`);
    const buyers = await request(commerce.app)
      .get(`/orders/${orderNumber}`)
      .set(bearer(commerce.tokens.cleo))
      .expect(200);
    expect(buyers.body).toMatchObject({ orderStatus: 'delivered', trackingNumber: 'RR123456785PT' });
  });

  it.each([
    [{}, 'Please enter the tracking number'],
    [{ trackingNumber: '   ' }, 'Please enter the tracking number'],
    [{ trackingNumber: 'X'.repeat(61) }, 'Tracking number must be at most 60 characters'],
  ])('when shipping with %j, then "%s" and the order stays paid', async (body, message) => {
    const orderNumber = await order();
    const res = await act(orderNumber, 'ship', commerce.tokens.ana, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await commerce.ctx.db('orders').where({ order_number: orderNumber }).first()).order_status).toBe('paid');
  });

  it('when a step is taken out of order, then it is refused with where the order is', async () => {
    const orderNumber = await order();
    const early = await act(orderNumber, 'deliver', commerce.tokens.ana);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Only a shipped order can be marked delivered; this one is paid');
    await act(orderNumber, 'ship', commerce.tokens.ana, { trackingNumber: 'T1' }).expect(200);
    const twice = await act(orderNumber, 'ship', commerce.tokens.ana, { trackingNumber: 'T2' });
    expect(twice.body.message).toBe('Only a paid order can be shipped; this one is shipped');
    const late = await act(orderNumber, 'cancel', commerce.tokens.ana);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Only an order not yet shipped can be cancelled; this one is shipped');
    expect(refunds.some(([, key]) => key === `refund:${orderNumber}`)).toBe(false);
  });

  it('when the artist cancels a paid order, then the payment is refunded through the provider and the buyer reads Refunded', async () => {
    const orderNumber = await order();
    const { payment_intent_id: intentId } = await commerce.ctx
      .db('orders')
      .where({ order_number: orderNumber })
      .first();
    const res = await act(orderNumber, 'cancel', commerce.tokens.ana).expect(200);
    expect(res.body.order).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'Refunded' });
    expect(refunds).toContainEqual([intentId, `refund:${orderNumber}`]);
    expect(mailTo(commerce, BUYER_MAIL)).toContain(`Your order ${orderNumber} was cancelled and refunded`);
    expect((await act(orderNumber, 'ship', commerce.tokens.ana, { trackingNumber: 'T' })).body.message).toBe(
      'Only a paid order can be shipped; this one is cancelled',
    );
  });

  it('when the artist cancels a paid order, then its work is for sale again in catalog and another buyer can buy it', async () => {
    const orderNumber = await order();
    const { slug } = (await commerce.ctx.db('orders').where({ order_number: orderNumber }).first()).items[0];
    await act(orderNumber, 'cancel', commerce.tokens.ana).expect(200);
    await commerce.relay.deliverDue();
    expect(commerce.neighbours.artworks.get(slug)?.sold).toBe(false);
    const lines = await request(commerce.app).get(`/cart/lines?slugs=${slug}`).expect(200);
    expect(lines.body.lines[0].state).toBe('available');
    expect(await buy(commerce, [slug])).toMatch(/^EA-/);
  });

  it('when the refund fails, then the order stays paid and the artist is asked to try again', async () => {
    const orderNumber = await order();
    refusingRefunds = true;
    const res = await act(orderNumber, 'cancel', commerce.tokens.ana);
    refusingRefunds = false;
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(
      'The refund did not go through, so the order was not cancelled; please try again shortly',
    );
    expect((await commerce.ctx.db('orders').where({ order_number: orderNumber }).first()).order_status).toBe('paid');
  });

  it('when the buyer or a stranger tries a step, then the buyer is not allowed and the stranger finds no order', async () => {
    const orderNumber = await order();
    const buyer = await act(orderNumber, 'ship', commerce.tokens.cleo, { trackingNumber: 'T' });
    expect(buyer.status).toBe(403);
    expect(buyer.body.message).toBe("Only the artist of this order's works can do that");
    for (const [number, token] of [
      [orderNumber, commerce.tokens.ben],
      ['EA-NOSUCHORDER1', commerce.tokens.ana],
      ['x'.repeat(300), commerce.tokens.ana],
    ] as [string, string][]) {
      const res = await act(number, 'cancel', token);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Order not found');
    }
    expect((await request(commerce.app).post(`/orders/${orderNumber}/ship`).send({ trackingNumber: 'T' })).status).toBe(
      401,
    );
  });

  it('when an order holds two artists’ works, then each may ship it but neither may cancel the whole payment', async () => {
    const orderNumber = await order([undefined, BENS]);
    const cancel = await act(orderNumber, 'cancel', commerce.tokens.ben);
    expect(cancel.status).toBe(403);
    expect(cancel.body.message).toBe(
      'Only an artist of every work in this order can cancel it: the whole payment is refunded',
    );
    await act(orderNumber, 'ship', commerce.tokens.ben, { trackingNumber: 'BEN-1' }).expect(200);
    const bens = await request(commerce.app).get('/orders?as=artist').set(bearer(commerce.tokens.ben)).expect(200);
    expect(bens.body.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([orderNumber]);
  });

  it('when a ship and a cancel race, then exactly one of them happens', async () => {
    const orderNumber = await order();
    const [ship, cancel] = await Promise.all([
      act(orderNumber, 'ship', commerce.tokens.ana, { trackingNumber: 'RACE' }),
      act(orderNumber, 'cancel', commerce.tokens.ana),
    ]);
    expect([ship.status, cancel.status].sort()).toEqual([200, 409]);
    const { order_status: status } = await commerce.ctx.db('orders').where({ order_number: orderNumber }).first();
    expect(status).toBe(ship.status === 200 ? 'shipped' : 'cancelled');
    expect(refunds.some(([, key]) => key === `refund:${orderNumber}`)).toBe(cancel.status === 200);
  });
});
