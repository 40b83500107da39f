import {
  GIFT_CARD_NOT_FOUND,
  GIFT_CODE_NOT_VALID,
  GIFT_CODE_SPENT,
  giftCodeOnlyFor,
  GIFT_CARD_ALONE,
  GIFT_CODE_CHANGED,
  GIFT_CODE_NOT_FOR_CARDS,
  GIFT_CODE_REQUIRED,
} from '@easel/contracts';
import request from 'supertest';
import {
  bearer,
  createIntent,
  finalize,
  ids,
  payWith,
  shipping,
  startCommerce,
  work,
  type TestCommerce,
} from './checkout-helpers';
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

const CODE = 'ABCD2345EFGH6789';
const buyCard = (extra: object) =>
  request(commerce.app)
    .post('/payment/create-payment-intent')
    .send({
      shippingInfo: shipping('card.buyer@example.com'),
      amount: 5000,
      giftCard: { slug: 'ana-card', amount: 50 },
      ...extra,
    });
const apply = (code: string, slugs: string[]) =>
  request(commerce.app)
    .post('/payment/gift-code/apply')
    .send({ code, items: slugs.map((id) => ({ id })) });
const order = async (orderNumber: string) =>
  (await request(commerce.app).get(`/orders/${orderNumber}`).expect(200)).body;

describe('buying a gift card', () => {
  test('when the checkout shows a card, then its price is the artist service’s; a price the browser made up is refused', async () => {
    const line = await request(commerce.app).get('/payment/giftcard/ana-card?amount=100').expect(200);
    expect(line.body).toEqual({
      slug: 'ana-card',
      title: 'Studio card',
      artistName: 'Ana Lee',
      featuredImage: '/api/media/card.jpg',
      price: 100,
      currency: 'EUR',
    });
    const cheaper = await buyCard({ amount: 100 }).expect(409);
    expect(cheaper.body).toEqual({ message: 'The total is now €50: please review your order' });
  });

  test('when a card is paid with 4242, then its order has the card as a line, the artist service issues its code once, and nothing is marked sold', async () => {
    const intent = await buyCard({}).expect(200);
    expect(intent.body).toMatchObject({ amount: 5000, currency: 'EUR' });
    expect(Date.parse(intent.body.heldUntil) - Date.now()).toBeGreaterThan(14 * 60_000);
    await payWith(commerce, intent.body.client_secret).expect(200);
    const { orderNumber } = (await finalize(commerce, intent.body.payment_intent_id).expect(200)).body;
    const placed = await order(orderNumber);
    expect(placed.items).toEqual([
      {
        slug: 'ana-card',
        title: 'Studio card',
        description: 'A gift card for works by Ana Lee',
        featuredImage: '/api/media/card.jpg',
        price: 50,
        quantity: 1,
        giftCard: true,
      },
    ]);
    expect(placed.pricing).toEqual({ subtotal: 50, shipping: 0, tax: 0, total: 50, currency: 'EUR' });

    await commerce.relay.deliverDue();
    await commerce.relay.deliverDue();
    expect(artist.issued.filter((issue) => issue.orderNumber === orderNumber)).toEqual([
      {
        orderNumber,
        line: 0,
        slug: 'ana-card',
        amountMinor: 5000,
        buyerEmail: 'card.buyer@example.com',
        buyerName: 'Grace Hopper',
      },
    ]);
    expect([...commerce.neighbours.soldMarks.values()].flat()).not.toContain('ana-card');
    expect(commerce.mails().find((mail) => mail.includes(orderNumber))).toContain(
      "Your gift card's code comes in its own e-mail to card.buyer@example.com.",
    );
    // A card is not unique: another buyer buys the same one.
    await buyCard({ shippingInfo: shipping('second.card.buyer@example.com') }).expect(200);
  });

  test.each([
    ['an unknown card', 404, { giftCard: { slug: 'no-such-card', amount: 50 } }, GIFT_CARD_NOT_FOUND],
    [
      'an amount the card does not offer',
      400,
      { giftCard: { slug: 'ana-card', amount: 70 }, amount: 7000 },
      'This gift card is not sold at that amount',
    ],
    ['an amount under 50 €', 400, { giftCard: { slug: 'ana-card', amount: 10 } }, 'Amounts start at 50 €'],
    [
      'an amount that is not a number',
      400,
      { giftCard: { slug: 'ana-card', amount: 'fifty' } },
      'Amount must be a whole number of euros',
    ],
    ['artworks beside the card', 400, { items: [{ id: 'any-work' }] }, GIFT_CARD_ALONE],
    ['a gift card code paying for a card', 400, { giftCode: CODE }, GIFT_CODE_NOT_FOR_CARDS],
  ])('when a card checkout has %s, then %s with its message', async (_case, status, extra, message) => {
    expect((await buyCard(extra).expect(status)).body).toEqual({ message });
  });

  test('when the card page’s query is bad, then 400 with its message', async () => {
    expect((await request(commerce.app).get('/payment/giftcard/ana-card?amount=49').expect(400)).body).toEqual({
      message: 'Amounts start at 50 €',
    });
    expect((await request(commerce.app).get('/payment/giftcard/ana-card').expect(400)).body.message).toBe(
      'Amount must be a whole number of euros',
    );
  });
});

describe('paying with a gift card code', () => {
  beforeAll(() => {
    commerce.neighbours.put(
      work('part-paid'),
      work('all-paid'),
      work('sold-under-hold'),
      work('race-a'),
      work('race-b'),
      work('bens-work', { owner: { id: ids.ben, slug: 'ben', name: 'Ben Okri' } }),
      work('in-dollars', { currency: 'USD' }),
    );
  });

  test('when Apply is pressed, then it tells what the code takes off and what stays, and holds nothing', async () => {
    artist.code(CODE, 30000);
    const applied = await apply('abcd-2345 efgh-6789', ['part-paid']).expect(200);
    expect(applied.body).toEqual({
      code: 'ABCD-2345-EFGH-6789',
      artistName: 'Ana Lee',
      amountOff: 300,
      balanceAfter: 0,
      currency: 'EUR',
    });
    expect([...artist.holds.values()].filter((hold) => hold.code === CODE)).toEqual([]);
  });

  test('when a code pays part, then the card is charged the rest, the hold is captured on success, and the order shows the gift card line', async () => {
    const intent = await createIntent(commerce, ['part-paid'], { extra: { giftCode: 'abcd-2345-efgh-6789' } }).expect(
      200,
    );
    expect(intent.body).toMatchObject({
      amount: 70000,
      giftCode: { code: 'ABCD-2345-EFGH-6789', amountOff: 300, balanceAfter: 0 },
    });
    expect(intent.body.covered).toBeUndefined();
    expect(artist.holds.get(intent.body.payment_intent_id)).toMatchObject({ amountMinor: 30000, status: 'held' });
    await payWith(commerce, intent.body.client_secret).expect(200);
    const { orderNumber } = (await finalize(commerce, intent.body.payment_intent_id).expect(200)).body;
    expect(artist.holds.get(intent.body.payment_intent_id)?.status).toBe('captured');
    expect(artist.codes.get(CODE)?.balanceMinor).toBe(0);
    expect((await order(orderNumber)).pricing).toEqual({
      subtotal: 1000,
      shipping: 0,
      tax: 0,
      total: 700,
      currency: 'EUR',
      giftCode: { code: '••••-6789', amount: 300 },
    });
    // Spent: a second use is refused in the artist service's words.
    expect((await apply(CODE, ['all-paid']).expect(409)).body).toEqual({ message: GIFT_CODE_SPENT });
  });

  test('when the code covers the whole order, then the order is placed with no card step and the rest of the balance stays', async () => {
    artist.code('WHOLECODE2345678', 150000);
    const intent = await createIntent(commerce, ['all-paid'], { extra: { giftCode: 'WHOLECODE2345678' } }).expect(200);
    expect(intent.body).toMatchObject({
      amount: 0,
      covered: true,
      client_secret: '',
      giftCode: { amountOff: 1000, balanceAfter: 500 },
    });
    const { orderNumber } = (await finalize(commerce, intent.body.payment_intent_id).expect(200)).body;
    const placed = await order(orderNumber);
    expect(placed.pricing).toMatchObject({ subtotal: 1000, total: 0, giftCode: { code: '••••-5678', amount: 1000 } });
    expect(artist.codes.get('WHOLECODE2345678')?.balanceMinor).toBe(50000);
    // Finalizing again answers the same order and spends nothing more.
    expect((await finalize(commerce, intent.body.payment_intent_id).expect(200)).body.orderNumber).toBe(orderNumber);
    expect(artist.codes.get('WHOLECODE2345678')?.balanceMinor).toBe(50000);
    // Its artist can still cancel it: there is no card payment to refund.
    const cancelled = await request(commerce.app)
      .post(`/orders/${orderNumber}/cancel`)
      .set(bearer(commerce.tokens.ana))
      .expect(200);
    expect(cancelled.body.order.orderStatus).toBe('cancelled');
  });

  test('when the code covers the whole order but the hold went to another buyer, then finalize is refused, the code spends nothing and its hold is released', async () => {
    artist.code('COVEREDLATE23456', 150000);
    commerce.neighbours.put(work('covered-late'));
    const intent = await createIntent(commerce, ['covered-late'], { extra: { giftCode: 'COVEREDLATE23456' } }).expect(
      200,
    );
    await commerce.ctx
      .db('holds')
      .where('art_slug', 'covered-late')
      .update({ expires_at: new Date(Date.now() - 1000) });
    await createIntent(commerce, ['covered-late'], { email: 'holder@example.com' }).expect(200);
    expect((await finalize(commerce, intent.body.payment_intent_id).expect(409)).body).toEqual({
      message:
        "'Title of covered-late' is no longer reserved for this payment: nothing was charged. Please check out again",
    });
    expect(artist.holds.get(intent.body.payment_intent_id)?.status).toBe('released');
    expect(artist.codes.get('COVEREDLATE23456')?.balanceMinor).toBe(150000);
  });

  test('when an intent is replaced, then its hold is released; when its work went to another buyer meanwhile, then the card is refused and the code spends nothing', async () => {
    artist.code('RELEASECODE23456', 20000);
    const first = await createIntent(commerce, ['sold-under-hold'], { extra: { giftCode: 'RELEASECODE23456' } }).expect(
      200,
    );
    const second = await createIntent(commerce, ['sold-under-hold'], {
      extra: { giftCode: 'RELEASECODE23456', heldIntentId: first.body.payment_intent_id },
    }).expect(200);
    expect(artist.holds.get(first.body.payment_intent_id)?.status).toBe('released');
    expect(second.body.giftCode).toMatchObject({ amountOff: 200, balanceAfter: 0 });

    // The buyer's hold on the work lapses and another buyer pays first.
    await commerce.ctx
      .db('holds')
      .where('art_slug', 'sold-under-hold')
      .update({ expires_at: new Date(Date.now() - 1000) });
    const other = await createIntent(commerce, ['sold-under-hold'], { email: 'quicker@example.com' }).expect(200);
    await payWith(commerce, other.body.client_secret).expect(200);
    await finalize(commerce, other.body.payment_intent_id).expect(200);

    expect((await payWith(commerce, second.body.client_secret).expect(409)).body).toEqual({
      message:
        "'Title of sold-under-hold' is no longer reserved for this payment: nothing was charged. Please check out again",
    });
    expect((await finalize(commerce, second.body.payment_intent_id).expect(409)).body).toEqual({
      message: 'The payment has not succeeded',
    });
    expect(artist.codes.get('RELEASECODE23456')?.balanceMinor).toBe(20000);
  });

  test.each([
    ['an unknown code', 404, 'NOSUCHCODE234567', ['race-a'], GIFT_CODE_NOT_VALID],
    ['a code for another artist’s works', 400, 'OTHERARTIST23456', ['bens-work'], giftCodeOnlyFor('Ana Lee')],
    ['a code with no balance left', 409, 'EMPTYCODE2345678', ['race-a'], GIFT_CODE_SPENT],
    ['a blank code', 400, '  ', ['race-a'], GIFT_CODE_REQUIRED],
  ])(
    'when the buyer applies %s, then Apply and the payment answer %s with its message, and the works are not held',
    async (_case, status, code, slugs, message) => {
      artist.code('OTHERARTIST23456', 10000);
      artist.code('EMPTYCODE2345678', 0);
      expect((await apply(code, slugs).expect(status)).body).toEqual({ message });
      const amount = slugs.length * 100000;
      const paying = await createIntent(commerce, slugs, {
        amount,
        email: 'refused@example.com',
        extra: { giftCode: code },
      }).expect(status);
      expect(paying.body).toEqual({ message });
      expect(await commerce.ctx.db('holds').whereIn('art_slug', slugs)).toEqual([]);
    },
  );

  test('when two checkouts take one code at once, then only its balance is held: the second is told it is spent', async () => {
    artist.code('RACECODE23456789', 100000);
    const [a, b] = await Promise.all([
      createIntent(commerce, ['race-a'], { email: 'a@example.com', extra: { giftCode: 'RACECODE23456789' } }),
      createIntent(commerce, ['race-b'], { email: 'b@example.com', extra: { giftCode: 'RACECODE23456789' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((res) => res.status === 409)?.body).toEqual({ message: GIFT_CODE_SPENT });
    const held = [...artist.holds.values()].filter(
      (hold) => hold.code === 'RACECODE23456789' && hold.status === 'held',
    );
    expect(held.reduce((sum, hold) => sum + hold.amountMinor, 0)).toBe(100000);
  });

  test('when the balance is spent between Apply and the hold, then the checkout is refused and nothing stays held', async () => {
    artist.code('MEDDLECODE234567', 50000);
    commerce.neighbours.put(work('meddled'));
    artist.meddle.spendBetween = 20000;
    try {
      const res = await createIntent(commerce, ['meddled'], { extra: { giftCode: 'MEDDLECODE234567' } }).expect(409);
      expect(res.body).toEqual({ message: GIFT_CODE_CHANGED });
    } finally {
      artist.meddle.spendBetween = 0;
    }
    expect(
      [...artist.holds.values()].filter((hold) => hold.code === 'MEDDLECODE234567' && hold.status === 'held'),
    ).toEqual([]);
  });

  test('when the works are in dollars, then the artist service’s refusal reaches the buyer', async () => {
    artist.code('DOLLARCODE234567', 50000);
    expect((await apply('DOLLARCODE234567', ['in-dollars']).expect(400)).body).toEqual({
      message: 'This gift card can only be used for works priced in EUR',
    });
  });
});
