import request from 'supertest';
import { createPaymentProvider } from '../src/data-access/payment-providers';
import { ORDER_CANCELLED } from '../src/domain/order-cancelled';
import {
  bearer,
  buy,
  createIntent,
  finalize,
  payWith,
  startCommerce,
  work,
  type TestCommerce,
} from './checkout-helpers';
import { startArtistStandIn } from './gift-card-artist';
import { mailTo } from './order-request-mails';

// The buyer's address of an order is its shipping e-mail (checkout-helpers' shipping()).
const BUYER_MAIL = 'guest.buyer@example.com';
const BANKS = 'Banks take a few days to show a card refund.';
const SPEND_AGAIN = "The gift card's balance can be spent again on the artist's works.";

describe('cancelling an order a gift card code paid (part of)', () => {
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

  /** A fresh €1,000 work of Ana's, bought with this code (its balance given in cents) and a card for the rest. */
  async function orderPaidWith(code: string, balanceMinor: number) {
    const slug = `cancel-gift-${(serial += 1)}`;
    commerce.neighbours.put(work(slug));
    artist.code(code, balanceMinor);
    const intent = await createIntent(commerce, [slug], { extra: { giftCode: code } }).expect(200);
    if (!intent.body.covered) await payWith(commerce, intent.body.client_secret).expect(200);
    const { orderNumber } = (await finalize(commerce, intent.body.payment_intent_id).expect(200)).body;
    return { orderNumber: orderNumber as string, intentId: intent.body.payment_intent_id as string };
  }
  const cancel = (orderNumber: string) =>
    request(commerce.app).post(`/orders/${orderNumber}/cancel`).set(bearer(commerce.tokens.ana)).expect(200);
  /** The outbox rows of this order's cancel, by type. */
  const cancelEventsOf = async (orderNumber: string) => {
    const { id } = await commerce.ctx.db('orders').where({ order_number: orderNumber }).first('id');
    const rows: {
      id: string;
      type: string;
      payload: { orderId: string } | string;
      attempts: number;
      delivered_at: Date | null;
    }[] = await commerce.ctx.db('outbox').whereLike('type', 'order-cancelled%');
    return rows.filter(
      (row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload).orderId === id,
    );
  };
  const typesOf = async (orderNumber: string) => (await cancelEventsOf(orderNumber)).map((row) => row.type).sort();
  const giftRefundOf = async (orderNumber: string) =>
    (await cancelEventsOf(orderNumber)).find((row) => row.type === ORDER_CANCELLED.refundGiftCode)!;

  it('when the code paid it all, then no card is refunded, the code gets it all back through the outbox, and the mail says so', async () => {
    const { orderNumber, intentId } = await orderPaidWith('WHOLEBACK2345678', 150000);
    expect(artist.codes.get('WHOLEBACK2345678')?.balanceMinor).toBe(50000);
    const cancelled = await cancel(orderNumber);
    expect(cancelled.body.order).toMatchObject({
      orderStatus: 'cancelled',
      paymentStatus: 'Refunded',
      pricing: { total: 0, giftCode: { amount: 1000 } },
    });
    expect(cardRefunds).not.toContain(intentId);
    expect(await typesOf(orderNumber)).toEqual([ORDER_CANCELLED.refundGiftCode, ORDER_CANCELLED.release]);
    // The cancel answers before the artist service is asked: the code is given back by the relay.
    expect(artist.holds.get(intentId)?.status).toBe('captured');
    const mail = mailTo(commerce, BUYER_MAIL);
    expect(mail).toContain(`Your order ${orderNumber} was cancelled and refunded`);
    expect(mail).toContain(
      `The artist cancelled your order ${orderNumber}, and the whole payment goes back: €1,000 to the balance of your gift card ••••-5678. ${SPEND_AGAIN}`,
    );
    expect(mail).not.toContain('to your card');
    expect(mail).not.toContain(BANKS);

    await commerce.relay.deliverDue();
    expect(artist.holds.get(intentId)?.status).toBe('refunded');
    expect(artist.codes.get('WHOLEBACK2345678')?.balanceMinor).toBe(150000);
  });

  it('when the code paid part, then the card gets its part back at once, the code its part through the outbox, and the mail names both', async () => {
    const { orderNumber, intentId } = await orderPaidWith('PARTBACK23456789', 30000);
    await cancel(orderNumber);
    expect(cardRefunds).toContain(intentId);
    expect(await typesOf(orderNumber)).toEqual([ORDER_CANCELLED.refundGiftCode, ORDER_CANCELLED.release]);
    expect(mailTo(commerce, BUYER_MAIL)).toContain(
      `The artist cancelled your order ${orderNumber}, and the whole payment goes back: €700 to your card and €300 to the balance of your gift card ••••-6789. ${BANKS} ${SPEND_AGAIN}`,
    );
    await commerce.relay.deliverDue();
    expect(artist.codes.get('PARTBACK23456789')?.balanceMinor).toBe(30000);
    // A redelivery changes nothing: the artist service gives a hold back once.
    const delivered = await giftRefundOf(orderNumber);
    expect(delivered.delivered_at).not.toBeNull();
    await commerce.ctx
      .db('outbox')
      .where({ id: delivered.id })
      .update({ delivered_at: null, next_attempt_at: new Date(0) });
    await commerce.relay.deliverDue();
    expect(artist.codes.get('PARTBACK23456789')?.balanceMinor).toBe(30000);
  });

  it('when no code paid, then only the card is refunded, no gift card event is written, and the mail speaks of the card alone', async () => {
    commerce.neighbours.put(work('cancel-card-only'));
    const orderNumber = await buy(commerce, ['cancel-card-only']);
    const { payment_intent_id: intentId } = await commerce.ctx
      .db('orders')
      .where({ order_number: orderNumber })
      .first();
    await cancel(orderNumber);
    expect(cardRefunds).toContain(intentId);
    expect(await typesOf(orderNumber)).toEqual([ORDER_CANCELLED.release]);
    const mail = mailTo(commerce, BUYER_MAIL);
    expect(mail).toContain(
      `The artist cancelled your order ${orderNumber}, and the whole payment goes back: €1,000 to your card. ${BANKS}`,
    );
    expect(mail).not.toContain('gift card');
  });

  it('when the artist service is down, then the give-back is retried until it answers, and the balance grows once', async () => {
    const { orderNumber, intentId } = await orderPaidWith('DOWNBACK23456789', 40000);
    await cancel(orderNumber);
    artist.meddle.refundsDown = 1;
    await commerce.relay.deliverDue();
    const pending = await giftRefundOf(orderNumber);
    expect(pending).toMatchObject({ attempts: 1, delivered_at: null });
    expect(artist.codes.get('DOWNBACK23456789')?.balanceMinor).toBe(0);

    await commerce.ctx
      .db('outbox')
      .where({ id: pending.id })
      .update({ next_attempt_at: new Date(0) });
    await commerce.relay.deliverDue();
    expect(artist.holds.get(intentId)?.status).toBe('refunded');
    expect(artist.codes.get('DOWNBACK23456789')?.balanceMinor).toBe(40000);
    expect((await giftRefundOf(orderNumber)).delivered_at).not.toBeNull();
  });

  it('when the artist service refuses the give-back (the hold is unknown there), then it is not retried forever', async () => {
    const { orderNumber, intentId } = await orderPaidWith('LOSTBACK23456789', 20000);
    await cancel(orderNumber);
    artist.holds.delete(intentId);
    await commerce.relay.deliverDue();
    expect(await giftRefundOf(orderNumber)).toMatchObject({ attempts: 1, delivered_at: expect.any(Date) });
    expect(artist.codes.get('LOSTBACK23456789')?.balanceMinor).toBe(0);
  });
});
