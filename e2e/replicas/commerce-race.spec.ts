import { expect, test, type APIRequestContext } from '@playwright/test';
import type { CreatePaymentIntentAnswer } from '@easel/contracts';
import { publishArtwork, registerArtist } from '../support/artworks';
import { payWithTestCard } from '../support/buying';
import { uniqueEmail } from '../support/fixtures';
import { database, replica } from '../support/replicas';

// Two commerce replicas, one database: a one-of-a-kind work is still sold once, whichever replica each buyer reaches.

const PRICE_MINOR = 50_000; // the work's 500 EUR

const shipping = () => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: uniqueEmail('racer'),
  address: '1 Harbour Road',
  city: 'Bristol',
  state: 'Avon',
  zipCode: 'BS1 4DJ',
  country: 'GB',
});

/** A hold on `slug` asked of commerce replica `n` itself. */
const hold = (request: APIRequestContext, n: 1 | 2, slug: string) =>
  request.post(`${replica('commerce', n)}/payment/create-payment-intent`, {
    data: { items: [{ id: slug }], shippingInfo: shipping(), amount: PRICE_MINOR },
  });

/** The local provider's 4242 card, on replica `n`. */
const pay = (request: APIRequestContext, n: 1 | 2, intent: CreatePaymentIntentAnswer) =>
  payWithTestCard(request, replica('commerce', n), intent);

const finalize = (request: APIRequestContext, n: 1 | 2, intent: CreatePaymentIntentAnswer) =>
  request.post(`${replica('commerce', n)}/payment/finalize`, { data: { paymentIntentId: intent.payment_intent_id } });

async function ordersOf(slug: string): Promise<number> {
  const db = await database();
  try {
    const { rows } = await db.query<{ n: string }>(
      'select count(*) as n from commerce.order_items where art_slug = $1',
      [slug],
    );
    return Number(rows[0]!.n);
  } finally {
    await db.end();
  }
}

test('when six buyers hold one work at once through both commerce replicas, then exactly one holds it and the others are told it is reserved', async ({
  request,
}) => {
  const slug = await publishArtwork(request, await registerArtist(request, 'Race Painter'), { title: 'One Heron' });
  const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => hold(request, ((i % 2) + 1) as 1 | 2, slug)));
  const statuses = answers.map((answer) => answer.status());
  expect(
    statuses.filter((status) => status === 200),
    `one hold: ${statuses.join(', ')}`,
  ).toHaveLength(1);
  expect(
    statuses.filter((status) => status === 409),
    `the others refused: ${statuses.join(', ')}`,
  ).toHaveLength(5);
  for (const answer of answers.filter((a) => a.status() === 409))
    expect(((await answer.json()) as { message: string }).message).toMatch(
      /^'One Heron' is reserved by another buyer for 1[45] more minutes$/,
    );
});

test('when a hold lapsed and a second buyer holds the work on the other replica, then both pay at once and only the holder is charged, with one order', async ({
  request,
}) => {
  const slug = await publishArtwork(request, await registerArtist(request, 'Race Painter'), { title: 'Two Herons' });
  const first = await hold(request, 1, slug);
  expect(first.status(), 'the first buyer holds it').toBe(200);
  // The first hold lapses, as after 15 minutes, and a second buyer holds the work: only they may be charged.
  const db = await database();
  await db
    .query("update commerce.holds set expires_at = now() - interval '1 second' where art_slug = $1", [slug])
    .finally(() => db.end());
  const second = await hold(request, 2, slug);
  expect(second.status(), 'the second buyer holds it after the lapse').toBe(200);
  const intents = [
    (await first.json()) as CreatePaymentIntentAnswer,
    (await second.json()) as CreatePaymentIntentAnswer,
  ];

  const [late] = await Promise.all([
    request.post(`${replica('commerce', 1)}/payment/local/confirm`, {
      data: {
        clientSecret: intents[0]!.client_secret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
        billing: { name: 'Ada Lovelace', email: 'ada@example.com' },
      },
    }),
    pay(request, 2, intents[1]!),
  ]);
  expect(late.status(), 'the first card is refused before it is charged').toBe(409);
  expect(await late.json()).toEqual({
    message: "'Two Herons' is no longer reserved for this payment: nothing was charged. Please check out again",
  });
  const finalized = await Promise.all([finalize(request, 1, intents[0]!), finalize(request, 2, intents[1]!)]);
  expect(finalized.map((answer) => answer.status())).toEqual([409, 200]);
  expect(await ordersOf(slug), 'orders of the work').toBe(1);
});
