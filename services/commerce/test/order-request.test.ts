import { REQUEST_SUBMITTED } from '@easel/contracts';
import request from 'supertest';
import { bearer, contacts, ids, startCommerce, work, type TestCommerce } from './checkout-helpers';
import { mailsOf } from './order-request-mails';

const visitor = { email: 'vera@visitors.example', password: '+351 912 345 678', message: '', offer: '' };
const send = (commerce: TestCommerce, body: object, token?: string) => {
  const call = request(commerce.app).post('/artwork/order-request').send(body);
  return token ? call.set(bearer(token)) : call;
};
const stored = (commerce: TestCommerce) => commerce.ctx.db('order_requests').orderBy('created_at');

describe('POST /artwork/order-request', () => {
  let commerce: TestCommerce;
  beforeAll(async () => {
    commerce = await startCommerce();
    contacts[ids.cleo] = { email: 'cleo@collectors.example', name: 'Cleo Collins' };
    commerce.neighbours.put(
      work('harbour', { allowOffers: true }),
      work('hidden', { allowOffers: true, phidden: true }),
      work('no-offers'),
      work('sold-one', { sold: true, allowOffers: true }),
      work('draft', { published: false }),
      work('bens', { owner: { id: ids.ben, slug: 'ben-okri', name: 'Ben Okri' }, allowOffers: true }),
    );
  }, 60_000);
  afterAll(() => commerce.stop());

  it.each([
    ['a visitor gives no e-mail', { ...visitor, email: '', buyOption: 'Inquire Price' }, 'Please enter email'],
    [
      'a visitor gives a malformed e-mail',
      { ...visitor, email: 'vera@', buyOption: 'Inquire Price' },
      'Please enter a valid email',
    ],
    [
      'a buy request has no shipping address',
      { ...visitor, buyOption: 'buy', message: '   ' },
      'Please enter your Shipping Address ',
    ],
    ['an offer has no amount', { ...visitor, buyOption: 'offer' }, 'Please enter your offer'],
    [
      'an offer is under 60% of the price',
      { ...visitor, buyOption: 'offer', offer: 599.99 },
      'Offer should be at least 60% of the price',
    ],
    ['a commission has no request', { ...visitor, buyOption: 'Commission' }, 'Please enter your Request '],
    [
      'the buy option is unknown',
      { ...visitor, buyOption: 'steal' },
      'Buy option must be one of buy, offer, Commission, Inquire Price',
    ],
    [
      'the offer is not a number',
      { ...visitor, buyOption: 'offer', offer: 'lots' },
      'Offer must be a number, like 1250 or 1250.50',
    ],
    [
      'the offer has fractions of a cent',
      { ...visitor, buyOption: 'offer', offer: 700.123 },
      'Offer must be in whole cents (at most 2 decimals)',
    ],
    [
      'the WhatsApp number is too long',
      { ...visitor, buyOption: 'Inquire Price', password: '1'.repeat(31) },
      'WhatsApp number must be at most 30 characters',
    ],
    ['no slug is sent', { ...visitor, slug: undefined, buyOption: 'Inquire Price' }, 'Slug is required'],
  ])('when %s, then it is refused with the spec message and nothing is stored', async (_case, body, message) => {
    const before = (await stored(commerce)).length;
    const res = await send(commerce, { slug: 'harbour', ...body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(await stored(commerce)).toHaveLength(before);
  });

  it('when the artist offers on their own work, then they read that artists cannot purchase their own art', async () => {
    const res = await send(commerce, { slug: 'harbour', buyOption: 'offer', offer: 900 }, commerce.tokens.ana);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Artists cannot purchase their own art');
  });

  it('when a visitor offers 60% of the price exactly, then the offer is stored with the WhatsApp number and the artist is mailed', async () => {
    const res = await send(commerce, {
      ...visitor,
      slug: 'harbour',
      buyOption: 'offer',
      offer: 600,
      message: 'I love the blues.',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: REQUEST_SUBMITTED });
    const [row] = (await stored(commerce)).filter((r) => r.art_slug === 'harbour');
    expect(row).toMatchObject({
      email: visitor.email,
      whatsapp: visitor.password,
      offer_minor: 60000,
      currency: 'EUR',
      state: 'open',
      artist_id: ids.ana,
    });
    const mail = mailsOf(commerce).find((text) => text.includes('To: ana@artists.example'));
    expect(mail).toContain("New request for 'Title of harbour'");
    expect(mail).toContain('an offer of €600');
    expect(mail).toContain('WhatsApp: +351 912 345 678');
    expect(mail).toContain('I love the blues.');
  });

  it('when a signed-in buyer sends no e-mail, then the request carries their account address', async () => {
    const res = await send(
      commerce,
      { slug: 'bens', buyOption: 'buy', message: '1 Harbour Road, Lisbon' },
      commerce.tokens.cleo,
    );
    expect(res.status).toBe(201);
    const row = (await stored(commerce)).find((r) => r.art_slug === 'bens');
    expect(row).toMatchObject({
      email: 'cleo@collectors.example',
      user_id: ids.cleo,
      buy_option: 'buy',
      offer_minor: null,
    });
    expect(mailsOf(commerce).find((text) => text.includes('To: ben@artists.example'))).toContain('a request to buy');
  });

  it('when a signed-in buyer identity no longer knows sends no e-mail, then they are asked for one like a visitor', async () => {
    const res = await send(commerce, { slug: 'harbour', buyOption: 'Inquire Price' }, commerce.tokens.dan);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter email');
    expect(
      (
        await send(
          commerce,
          { slug: 'harbour', buyOption: 'Inquire Price', email: 'dan@collectors.example' },
          commerce.tokens.dan,
        )
      ).status,
    ).toBe(201);
  });

  it('when the price is hidden, then any offer reaches the artist, who judges it', async () => {
    const res = await send(commerce, { ...visitor, slug: 'hidden', buyOption: 'offer', offer: 1 });
    expect(res.status).toBe(201);
  });

  it('when a work takes no offers, then an offer is refused but a price question is not', async () => {
    const offer = await send(commerce, { ...visitor, slug: 'no-offers', buyOption: 'offer', offer: 900 });
    expect(offer.status).toBe(409);
    expect(offer.body.message).toBe('The artist does not take offers on this artwork');
    expect((await send(commerce, { ...visitor, slug: 'no-offers', buyOption: 'Inquire Price' })).status).toBe(201);
  });

  it('when a work is sold, then only a commission can be asked for', async () => {
    const buy = await send(commerce, { ...visitor, slug: 'sold-one', buyOption: 'buy', message: 'Lisbon' });
    expect(buy.status).toBe(409);
    expect(buy.body.message).toBe('This artwork is sold; you can still ask the artist for a commission');
    expect(
      (await send(commerce, { ...visitor, slug: 'sold-one', buyOption: 'Commission', message: 'A larger one?' }))
        .status,
    ).toBe(201);
  });

  it('when the work is unknown or unpublished, then the answer is 404 Artwork not found', async () => {
    for (const slug of ['nowhere', 'draft']) {
      const res = await send(commerce, { ...visitor, slug, buyOption: 'Inquire Price' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Artwork not found');
    }
  });

  it('when the body is a list, not JSON fields, then it is refused as not a JSON object, not a 500', async () => {
    const res = await request(commerce.app)
      .post('/artwork/order-request')
      .set('Content-Type', 'application/json')
      .send('[1,2]');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Request body must be a JSON object');
  });
});
