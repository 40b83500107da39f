import { GIFT_CARD_NOT_REFUNDABLE } from '@easel/contracts';
import request from 'supertest';
import { createPaymentProvider } from '../src/data-access/payment-providers';
import { ORDER_CANCELLED } from '../src/domain/order-cancelled';
import { createIntent, finalize, payWith, startCommerce, work, type TestCommerce } from './checkout-helpers';
import { startArtistStandIn } from './gift-card-artist';
import { mailsOf, mailTo } from './order-request-mails';

// The admin service's calls to commerce's orders: filters and pages, one order, the refund and the weekly sales.
let commerce: TestCommerce;
let artist: Awaited<ReturnType<typeof startArtistStandIn>>;
let serial = 0;
/** The card refunds asked of the provider, by intent id. */
const cardRefunds: string[] = [];

beforeAll(async () => {
  artist = await startArtistStandIn();
  commerce = await startCommerce(
    {
      provider: (deps) => {
        const real = createPaymentProvider({}, deps.db, deps.outbox);
        return Object.assign(Object.create(real) as typeof real, {
          async refund(intentId: string, key: string) {
            cardRefunds.push(intentId);
            await real.refund(intentId, key);
          },
        });
      },
    },
    { ARTIST_URL: artist.url },
  );
}, 60_000);
afterAll(async () => {
  await commerce.stop();
  await artist.close();
});

/** A fresh €1,000 work bought by this e-mail (a code paying part or all when given); answers the order number. */
async function bought(email: string, code?: { code: string; balanceMinor: number }) {
  const slug = `admin-order-${(serial += 1)}`;
  commerce.neighbours.put(work(slug));
  if (code) artist.code(code.code, code.balanceMinor);
  const intent = await createIntent(commerce, [slug], {
    email,
    ...(code ? { extra: { giftCode: code.code } } : {}),
  }).expect(200);
  if (!intent.body.covered) await payWith(commerce, intent.body.client_secret).expect(200);
  const { orderNumber } = (await finalize(commerce, intent.body.payment_intent_id).expect(200)).body;
  return { orderNumber: orderNumber as string, slug, intentId: intent.body.payment_intent_id as string };
}
const orderRow = (orderNumber: string) => commerce.ctx.db('orders').where({ order_number: orderNumber });
const list = (query: string) => request(commerce.app).get(`/internal/orders?${query}`).set(commerce.credential);
const refund = (orderNumber: string) =>
  request(commerce.app).post(`/internal/orders/${orderNumber}/refund`).set(commerce.credential);
const numbersOf = (res: request.Response) => res.body.orders.map((order: { orderNumber: string }) => order.orderNumber);

describe('the orders list', () => {
  let early: string;
  let late: string;
  let shipped: string;
  beforeAll(async () => {
    early = (await bought('early.bird@example.com')).orderNumber;
    late = (await bought('late.owl@example.com')).orderNumber;
    shipped = (await bought('late.owl@example.com')).orderNumber;
    await orderRow(early).update({ created_at: '2026-03-02T10:00:00Z' });
    await orderRow(late).update({ created_at: '2026-03-09T23:30:00Z' });
    await orderRow(shipped).update({
      created_at: '2026-03-10T08:00:00Z',
      order_status: 'shipped',
      shipped_at: '2026-03-11T08:00:00Z',
    });
  });

  it('when filtered by status, date range, e-mail or order number, then only the matching orders come, newest first', async () => {
    expect(numbersOf(await list('from=2026-03-01&to=2026-03-31').expect(200))).toEqual([shipped, late, early]);
    expect(numbersOf(await list('from=2026-03-01&to=2026-03-09').expect(200))).toEqual([late, early]);
    expect(numbersOf(await list('status=shipped&from=2026-03-01').expect(200))).toEqual([shipped]);
    expect(numbersOf(await list('q=LATE.OWL&from=2026-03-01').expect(200))).toEqual([shipped, late]);
    expect(numbersOf(await list(`q=${early.toLowerCase()}`).expect(200))).toEqual([early]);
    // A % is a letter of the search, not a pattern.
    expect(numbersOf(await list('q=%25').expect(200))).toEqual([]);
    const { body } = await list(`q=${late}`).expect(200);
    expect(body).toEqual({
      orders: [
        {
          orderNumber: late,
          createdAt: '2026-03-09T23:30:00.000Z',
          status: 'paid',
          buyerEmail: 'late.owl@example.com',
          amount: 1000,
          currency: 'EUR',
          works: 1,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    });
  });

  it('when there are more than a page, then the total counts them all and each page holds its part', async () => {
    for (let n = 0; n < 21; n += 1) await bought('many.pages@example.com');
    const first = await list('q=many.pages').expect(200);
    const second = await list('q=many.pages&page=2').expect(200);
    expect([first.body.total, first.body.orders.length, second.body.orders.length]).toEqual([21, 20, 1]);
    expect(numbersOf(second)).not.toContain(numbersOf(first)[0]);
  });

  it('when a filter is bad, then 400 says which; without the service credential, 401', async () => {
    expect((await list('status=lost').expect(400)).body.message).toBe(
      'Status must be one of paid, shipped, delivered, cancelled',
    );
    expect((await list('from=yesterday').expect(400)).body.message).toBe('From must be a date (YYYY-MM-DD)');
    expect((await list('from=2026-03-09&to=2026-03-01').expect(400)).body.message).toBe('From must not be after To');
    expect((await list('page=0').expect(400)).body.message).toBe('Page must be 1 or more');
    await request(commerce.app).get('/internal/orders').expect(401);
  });

  it('when one order is asked, then its items, buyer, payment and status history come; an unknown one is 404', async () => {
    const { body } = await request(commerce.app)
      .get(`/internal/orders/${shipped}`)
      .set(commerce.credential)
      .expect(200);
    expect(body.order).toMatchObject({
      orderNumber: shipped,
      status: 'shipped',
      buyer: { email: 'late.owl@example.com', name: 'Grace Hopper' },
      items: [{ title: expect.any(String), price: 1000 }],
      payment: { currency: 'EUR', card: 1000, giftCode: null, refunded: false },
      history: [
        { status: 'paid', at: '2026-03-10T08:00:00.000Z' },
        { status: 'shipped', at: '2026-03-11T08:00:00.000Z' },
      ],
    });
    await request(commerce.app).get('/internal/orders/EA-NOPE').set(commerce.credential).expect(404);
  });
});

describe('a refund', () => {
  it('when two refunds of one order come at once, then the card is refunded once, the other is told it is cancelled already', async () => {
    const { orderNumber, intentId, slug } = await bought('twice@example.com');
    const answers = await Promise.all([refund(orderNumber), refund(orderNumber)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 409)!.body.message).toBe(
      'Only a paid, shipped or delivered order can be refunded; this one is cancelled',
    );
    expect(cardRefunds.filter((id) => id === intentId)).toHaveLength(1);
    const done = answers.find((res) => res.status === 200)!.body;
    expect(done.before).toMatchObject({ status: 'paid', payment: { refunded: false } });
    expect(done.after).toMatchObject({ status: 'cancelled', payment: { refunded: true } });
    expect(done.after.history.map((entry: { status: string }) => entry.status)).toEqual(['paid', 'cancelled']);
    // The buyer's own order page says so, and the mail names where the money goes.
    expect((await request(commerce.app).get(`/orders/${orderNumber}`).expect(200)).body).toMatchObject({
      paymentStatus: 'Refunded',
    });
    expect(mailTo(commerce, 'twice@example.com')).toContain(
      `Your order ${orderNumber} was refunded, and the whole payment goes back: €1,000 to your card. Banks take a few days to show a card refund.`,
    );
    // Its work was never shipped: it goes back on sale.
    expect(await commerce.ctx.db('order_items').where({ art_slug: slug }).first('released_at')).toMatchObject({
      released_at: expect.any(Date),
    });
  });

  it('when a gift code paid the whole order, then no card is refunded and the code gets its balance back through the outbox', async () => {
    const { orderNumber, intentId } = await bought('coded@example.com', {
      code: 'ADMINBACK2345678',
      balanceMinor: 150000,
    });
    expect(artist.codes.get('ADMINBACK2345678')?.balanceMinor).toBe(50000);
    await refund(orderNumber).expect(200);
    expect(cardRefunds).not.toContain(intentId);
    await commerce.relay.deliverDue();
    expect(artist.holds.get(intentId)?.status).toBe('refunded');
    expect(artist.codes.get('ADMINBACK2345678')?.balanceMinor).toBe(150000);
    // The relay has since sent the order's own confirmation: the refund's mail is among the buyer's.
    expect(
      mailsOf(commerce).some(
        (mail) =>
          mail.includes('To: coded@example.com') && mail.includes('€1,000 to the balance of your gift card ••••-5678'),
      ),
    ).toBe(true);
  });

  it('when a delivered order paid partly by a code is refunded, then both parts go back but its work stays sold', async () => {
    const { orderNumber, intentId, slug } = await bought('delivered@example.com', {
      code: 'DELIVBACK2345678',
      balanceMinor: 30000,
    });
    await orderRow(orderNumber).update({ order_status: 'delivered', shipped_at: new Date(), delivered_at: new Date() });
    const { body } = await refund(orderNumber).expect(200);
    expect(body.before.status).toBe('delivered');
    expect(cardRefunds).toContain(intentId);
    const { id } = await orderRow(orderNumber).first('id');
    const events = await commerce.ctx.db('outbox').where('type', 'like', 'order-cancelled%').select('type', 'payload');
    const ours = events.filter((row: { payload: unknown }) => JSON.stringify(row.payload).includes(id));
    expect(ours.map((row: { type: string }) => row.type)).toEqual([ORDER_CANCELLED.refundGiftCode]);
    await commerce.relay.deliverDue();
    expect(artist.codes.get('DELIVBACK2345678')?.balanceMinor).toBe(30000);
    expect(await commerce.ctx.db('order_items').where({ art_slug: slug }).first('released_at')).toEqual({
      released_at: null,
    });
  });

  it('when the order is a gift card’s purchase, then it is refused (its code is issued) and nothing is refunded', async () => {
    const { orderNumber, intentId } = await bought('card.buyer@example.com');
    const { items } = await orderRow(orderNumber).first('items');
    // As a gift card's checkout writes its line (gift-card-checkout.test.ts); the refusal reads only the line's mark.
    await orderRow(orderNumber).update({
      items: JSON.stringify(items.map((item: object) => ({ ...item, giftCard: true }))),
    });
    expect((await refund(orderNumber).expect(409)).body.message).toBe(GIFT_CARD_NOT_REFUNDABLE);
    expect(cardRefunds).not.toContain(intentId);
    expect(await orderRow(orderNumber).first('order_status')).toEqual({ order_status: 'paid' });
  });

  it('when the order is unknown, 404', async () => {
    expect((await refund('EA-NOPE').expect(404)).body.message).toBeTruthy();
  });
});

test('weekly sales: orders and what cards paid per week from the Monday asked, refunded orders left out', async () => {
  const week = async (email: string, at: string, status = 'paid') => {
    const { orderNumber } = await bought(email);
    await orderRow(orderNumber).update({ created_at: at, order_status: status });
  };
  await week('weekly@example.com', '2025-01-06T10:00:00Z');
  await week('weekly@example.com', '2025-01-12T23:00:00Z');
  await week('weekly@example.com', '2025-01-08T10:00:00Z', 'cancelled');
  await week('weekly@example.com', '2025-01-14T10:00:00Z');
  const { body } = await request(commerce.app)
    .get('/internal/dashboard/sales?since=2025-01-06')
    .set(commerce.credential)
    .expect(200);
  const early = body.weeks.filter((row: { week: string }) => row.week < '2025-02-01');
  expect(early).toEqual([
    { week: '2025-01-06', currency: 'EUR', orders: 2, amount: 2000 },
    { week: '2025-01-13', currency: 'EUR', orders: 1, amount: 1000 },
  ]);
  expect(
    (await request(commerce.app).get('/internal/dashboard/sales?since=soon').set(commerce.credential).expect(400)).body
      .message,
  ).toBe('Since must be a date (YYYY-MM-DD)');
});
