import { newCheckoutLink } from '../src/domain/offer-checkout';
import { createIntent, finalize, ids, payWith, startCommerce, work, type TestCommerce } from './checkout-helpers';

let commerce: TestCommerce;
beforeAll(async () => {
  commerce = await startCommerce();
  commerce.neighbours.put(work('asked-price', { phidden: true, allowOffers: true }), work('other-work'));
}, 60_000);
afterAll(() => commerce.stop());

/** An accepted offer of €400 on the work, as an artist's answer stores it: the token is mailed, its hash kept. Answers the token. */
async function acceptedOffer(slug: string, expiresAt = new Date(Date.now() + 3_600_000)) {
  const link = newCheckoutLink();
  await commerce.ctx.db('order_requests').insert({
    email: 'offerer@example.com',
    art_slug: slug,
    art_title: `Title of ${slug}`,
    artist_id: ids.ana,
    buy_option: 'offer',
    offer_minor: 40000,
    currency: 'EUR',
    state: 'accepted',
    checkout_token_hash: link.tokenHash,
    checkout_expires_at: expiresAt,
  });
  return link.token;
}

test('when an accepted offer link checks out, then its one work is charged the agreed price, even when the price is hidden; once bought, the link is spent', async () => {
  const offerToken = await acceptedOffer('asked-price');
  expect((await createIntent(commerce, ['asked-price'], { extra: { offerToken } }).expect(409)).body.message).toBe(
    'The total is now €400: please review your order',
  );
  const refused = await createIntent(commerce, ['other-work'], { amount: 40000, extra: { offerToken } }).expect(400);
  expect(refused.body).toEqual({ message: 'An offer link buys its one artwork only' });

  const intent = await createIntent(commerce, ['asked-price'], { amount: 40000, extra: { offerToken } }).expect(200);
  expect(intent.body).toMatchObject({ amount: 40000, currency: 'EUR' });
  await payWith(commerce, intent.body.client_secret).expect(200);
  await finalize(commerce, intent.body.payment_intent_id).expect(200);
  const spent = await createIntent(commerce, ['asked-price'], { amount: 40000, extra: { offerToken } }).expect(409);
  expect(spent.body).toEqual({ message: 'This offer can no longer be used: the artwork has been bought' });
});

test('when an offer link has expired, then 410 with its message', async () => {
  commerce.neighbours.put(work('late-offer', { phidden: true }));
  const offerToken = await acceptedOffer('late-offer', new Date(Date.now() - 1000));
  const res = await createIntent(commerce, ['late-offer'], { amount: 40000, extra: { offerToken } });
  expect(res.status).toBe(410);
  expect(res.body.message).toMatch(/^This offer link has expired/);
});
