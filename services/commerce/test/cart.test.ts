import request from 'supertest';
import { bearer, buy, createIntent, ids, startCommerce, work, type TestCommerce } from './checkout-helpers';

let commerce: TestCommerce;
beforeAll(async () => {
  commerce = await startCommerce();
  commerce.neighbours.put(
    work('for-sale', { salePriceMinor: 123456, title: 'For Sale' }),
    work('on-request', { phidden: true }),
    work('marked-sold', { sold: true }),
    work('withdrawn', { onSale: false }),
    work('in-francs', { currency: 'CHF', owner: { id: ids.ben, slug: 'ben-okri', name: 'Ben Okri' } }),
    work('held-by-guest'),
    work('just-bought'),
  );
}, 60_000);
afterAll(() => commerce.stop());

const lines = async (query: string, token?: string) => {
  const call = request(commerce.app).get(`/cart/lines?${query}`);
  return (await (token ? call.set(bearer(token)) : call).expect(200)).body.lines;
};

test('when the cart asks for its lines, then each is priced now and flagged when it cannot be bought', async () => {
  const held = await createIntent(commerce, ['held-by-guest'], { email: 'holder@example.com' }).expect(200);
  await buy(commerce, ['just-bought']);
  const answer = await lines(
    'slugs=for-sale,on-request,marked-sold,withdrawn,in-francs,held-by-guest,just-bought,deleted-work',
  );
  expect(answer[0]).toEqual({
    slug: 'for-sale',
    title: 'For Sale',
    featuredImage: '/api/media/for-sale.jpg',
    medium: 'Oil',
    material: 'Canvas',
    size: { width: 50, height: 70 },
    artistName: 'Ana Lee',
    price: 1234.56,
    currency: { code: 'EUR', tag: '€' },
    state: 'available',
    reservedUntil: null,
  });
  expect(
    answer.map((line: { slug: string; state: string; price: number | null }) => [line.slug, line.state, line.price]),
  ).toEqual([
    ['for-sale', 'available', 1234.56],
    ['on-request', 'price-on-request', null],
    ['marked-sold', 'sold', 1000],
    ['withdrawn', 'unpublished', 1000],
    ['in-francs', 'available', 1000],
    ['held-by-guest', 'reserved', 1000],
    // Ordered here a moment before catalog hears of it.
    ['just-bought', 'sold', 1000],
    ['deleted-work', 'unpublished', null],
  ]);
  expect(answer[5].reservedUntil).toBe(held.body.heldUntil);
  expect(answer[4].currency).toEqual({ code: 'CHF', tag: 'CHF' });
  // The guest's own browser names its intent: its hold is not "reserved" to it.
  expect((await lines(`slugs=held-by-guest&intent=${held.body.payment_intent_id}`))[0].state).toBe('available');
});

test('when the cart is empty or too long, then no lines, or 400 with a message', async () => {
  expect(await lines('slugs=')).toEqual([]);
  expect(await lines('')).toEqual([]);
  const tooMany = Array.from({ length: 51 }, (_, i) => `w${i}`).join(',');
  const res = await request(commerce.app).get(`/cart/lines?slugs=${tooMany}`).expect(400);
  expect(res.body).toEqual({ message: 'At most 50 artworks in a cart' });
});

test('when a signed-in user saves a cart, then it comes back in any browser, each slug once; visitors have none to save', async () => {
  const save = (slugs: unknown, token = commerce.tokens.cleo) =>
    request(commerce.app).put('/cart').set(bearer(token)).send({ slugs });
  expect((await request(commerce.app).get('/cart').set(bearer(commerce.tokens.cleo)).expect(200)).body).toEqual({
    slugs: [],
  });
  expect((await save(['for-sale', 'in-francs', 'for-sale']).expect(200)).body).toEqual({
    slugs: ['for-sale', 'in-francs'],
  });
  expect((await request(commerce.app).get('/cart').set(bearer(commerce.tokens.cleo)).expect(200)).body).toEqual({
    slugs: ['for-sale', 'in-francs'],
  });
  expect((await request(commerce.app).get('/cart').set(bearer(commerce.tokens.dan)).expect(200)).body).toEqual({
    slugs: [],
  });

  expect((await save('for-sale').expect(400)).body).toEqual({ message: 'Slugs must be a list' });
  expect((await save(Array.from({ length: 51 }, (_, i) => `w${i}`)).expect(400)).body).toEqual({
    message: 'At most 50 artworks in a cart',
  });
  expect((await save(['']).expect(400)).body).toEqual({ message: 'Slug is required' });
  expect((await request(commerce.app).put('/cart').send({ slugs: [] }).expect(401)).body).toEqual({
    message: 'Please log in to continue',
  });
  expect((await request(commerce.app).get('/cart').expect(401)).body).toEqual({ message: 'Please log in to continue' });
});
