import request from 'supertest';
import { bearer, createIntent, finalize, payWith, startCommerce, work, type TestCommerce } from './checkout-helpers';
import { mailsOf, mailTo } from './order-request-mails';

const BUYER = 'olga@offers.example';
const HOUR = 3_600_000;

describe('offers: the artist answers, their rules answer, the checkout link', () => {
  let commerce: TestCommerce;
  let serial = 0;
  const ana = () => bearer(commerce.tokens.ana);

  /** A fresh work of Ana's for €1,000 that takes offers, and a visitor's offer on it; answers the work's slug and the request id. */
  async function offerOn(amount: number, extra: Parameters<typeof work>[1] = {}, buyer = BUYER) {
    const slug = `offered-${(serial += 1)}`;
    commerce.neighbours.put(work(slug, { allowOffers: true, ...extra }));
    await request(commerce.app)
      .post('/artwork/order-request')
      .send({ email: buyer, slug, buyOption: 'offer', offer: amount })
      .expect(201);
    const row = await commerce.ctx.db('order_requests').where({ art_slug: slug }).first();
    return { slug, id: row.id as string };
  }
  const answer = (id: string, body: object, headers = ana()) =>
    request(commerce.app).post(`/orders/requests/${id}/answer`).set(headers).send(body);
  const linkIn = (mail: string | undefined) => /\/checkout\?offer=([A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];
  const offerLink = (token: string) => request(commerce.app).get(`/orders/offer/${token}`);

  beforeAll(async () => {
    commerce = await startCommerce();
  }, 60_000);
  afterAll(() => commerce.stop());

  it('when a visitor asks for the requests list, then they are asked to log in; an artist sees only requests for their own works', async () => {
    expect((await request(commerce.app).get('/orders/requests')).status).toBe(401);
    const { slug } = await offerOn(800);
    const list = await request(commerce.app).get('/orders/requests').set(ana()).expect(200);
    expect(list.body.requests[0]).toMatchObject({
      slug,
      artTitle: `Title of ${slug}`,
      buyOption: 'offer',
      email: BUYER,
      offer: 800,
      currency: 'EUR',
      state: 'open',
    });
    const bens = await request(commerce.app).get('/orders/requests').set(bearer(commerce.tokens.ben)).expect(200);
    expect(bens.body.requests).toEqual([]);
  });

  it('when the artist accepts, then the buyer is mailed a checkout link at the offer, valid 48 hours, which the checkout reads', async () => {
    const { slug, id } = await offerOn(750);
    const res = await answer(id, { answer: 'accept' });
    expect(res.status).toBe(200);
    expect(res.body.request).toMatchObject({ id, state: 'accepted', offer: 750 });
    const mail = mailTo(commerce, BUYER);
    expect(mail).toContain(`Your offer for 'Title of ${slug}' was accepted`);
    expect(mail).toContain('€750');
    const offer = await offerLink(linkIn(mail)!).expect(200);
    expect(offer.body).toMatchObject({ slug, title: `Title of ${slug}`, price: 750, currency: 'EUR' });
    const lasts = new Date(offer.body.expiresAt).getTime() - Date.now();
    expect(lasts).toBeGreaterThan(48 * HOUR - 60_000);
    expect(lasts).toBeLessThanOrEqual(48 * HOUR);
  });

  it('when an offer was answered, then answering it again is refused with what happened to it', async () => {
    const { id } = await offerOn(700);
    await answer(id, { answer: 'decline' }).expect(200);
    const again = await answer(id, { answer: 'accept' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This offer was already declined');
  });

  it('when two answers to one offer race, then exactly one is taken and the buyer gets one mail', async () => {
    const { id } = await offerOn(720, {}, 'race@offers.example');
    const [accept, decline] = await Promise.all([answer(id, { answer: 'accept' }), answer(id, { answer: 'decline' })]);
    expect([accept.status, decline.status].sort()).toEqual([200, 409]);
    const { state } = await commerce.ctx.db('order_requests').where({ id }).first();
    expect(state).toBe(accept.status === 200 ? 'accepted' : 'declined');
    expect(mailsOf(commerce).filter((mail) => mail.includes('To: race@offers.example'))).toHaveLength(1);
  });

  it('when the artist declines, then the buyer is mailed so and no link exists', async () => {
    const { slug, id } = await offerOn(650);
    const res = await answer(id, { answer: 'decline' }).expect(200);
    expect(res.body.request.state).toBe('declined');
    const mail = mailTo(commerce, BUYER);
    expect(mail).toContain(`Your offer for 'Title of ${slug}' was declined`);
    expect(linkIn(mail)).toBeUndefined();
  });

  it('when the artist counters, then the buyer is mailed a link at the counter price', async () => {
    const { slug, id } = await offerOn(700);
    const res = await answer(id, { answer: 'counter', amount: 900 }).expect(200);
    expect(res.body.request).toMatchObject({ state: 'countered', offer: 700, counter: 900 });
    const mail = mailTo(commerce, BUYER);
    expect(mail).toContain(`A counter offer for 'Title of ${slug}'`);
    expect((await offerLink(linkIn(mail)!).expect(200)).body.price).toBe(900);
  });

  it.each([
    [{ answer: 'counter' }, 'Please enter your counter offer'],
    [{ answer: 'counter', amount: 700 }, 'Counter offer must be above the offer'],
    [{ answer: 'counter', amount: -5 }, 'Counter offer must be between 0.01 and 10,000,000'],
    [{ answer: 'maybe' }, 'Answer must be accept, decline or counter'],
    [{}, 'Answer must be accept, decline or counter'],
  ])('when the answer is %j, then it is refused with "%s" and the offer stays open', async (body, message) => {
    const { id } = await offerOn(700);
    const res = await answer(id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await commerce.ctx.db('order_requests').where({ id }).first()).state).toBe('open');
  });

  it("when someone else answers the artist's offer, or the id is unknown, then the request is not found", async () => {
    const { id } = await offerOn(700);
    for (const [requestId, headers] of [
      [id, bearer(commerce.tokens.ben)],
      ['not-a-uuid', ana()],
      ['99999999-9999-4999-8999-999999999999', ana()],
    ] as const) {
      const res = await answer(requestId, { answer: 'accept' }, headers);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Request not found');
    }
    expect((await request(commerce.app).post(`/orders/requests/${id}/answer`).send({ answer: 'accept' })).status).toBe(
      401,
    );
  });

  it('when the request is not an offer, then it cannot be accepted', async () => {
    commerce.neighbours.put(work('asked'));
    await request(commerce.app)
      .post('/artwork/order-request')
      .send({ email: BUYER, slug: 'asked', buyOption: 'Inquire Price' })
      .expect(201);
    const { id } = await commerce.ctx.db('order_requests').where({ art_slug: 'asked' }).first();
    const res = await answer(id, { answer: 'accept' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Only an offer can be accepted, declined or countered');
  });

  it('when the work sold meanwhile, then the offer can be declined but not accepted', async () => {
    const { slug, id } = await offerOn(700);
    commerce.neighbours.put(work(slug, { allowOffers: true, sold: true }));
    const res = await answer(id, { answer: 'accept' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This artwork is already sold');
    await answer(id, { answer: 'decline' }).expect(200);
  });

  it('when a link is unknown, or its 48 hours are over, then the checkout is told so', async () => {
    const unknown = await offerLink('no-such-token');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This offer link is unknown');
    const { id } = await offerOn(700);
    await answer(id, { answer: 'accept' }).expect(200);
    const token = linkIn(mailTo(commerce, BUYER))!;
    await commerce.ctx
      .db('order_requests')
      .where({ id })
      .update({ checkout_expires_at: new Date(Date.now() - 1000) });
    const expired = await offerLink(token);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe('This offer link has expired: it was valid for 48 hours');
    const list = await request(commerce.app).get('/orders/requests').set(ana()).expect(200);
    expect(list.body.requests.find((r: { id: string }) => r.id === id).state).toBe('expired');
  });

  it('when the buyer pays through the link, then they pay the agreed price, even for a hidden price, and the link is used up', async () => {
    const { slug, id } = await offerOn(640, { phidden: true });
    await answer(id, { answer: 'accept' }).expect(200);
    const token = linkIn(mailTo(commerce, BUYER))!;
    const refused = await createIntent(commerce, [slug], { amount: 100000, extra: { offerToken: token } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The total is now €640: please review your order');
    const intent = await createIntent(commerce, [slug], { amount: 64000, extra: { offerToken: token } }).expect(200);
    expect(intent.body).toMatchObject({ amount: 64000, currency: 'EUR' });
    await payWith(commerce, intent.body.client_secret).expect(200);
    await finalize(commerce, intent.body.payment_intent_id).expect(200);
    const used = await offerLink(token);
    expect(used.status).toBe(409);
    expect(used.body.message).toBe('This offer can no longer be used: the artwork has been bought');
    // Its 48 hours over, the artist's list still says accepted: the link was used, not let lapse.
    await commerce.ctx
      .db('order_requests')
      .where({ id })
      .update({ checkout_expires_at: new Date(Date.now() - 1000) });
    const list = await request(commerce.app).get('/orders/requests').set(ana()).expect(200);
    expect(list.body.requests.find((r: { id: string }) => r.id === id).state).toBe('accepted');
  });

  describe('offer rules', () => {
    const rules = (slug: string, body?: object, token = commerce.tokens.ana) =>
      body === undefined
        ? request(commerce.app).get(`/orders/offer-rules/${slug}`).set(bearer(token))
        : request(commerce.app).put(`/orders/offer-rules/${slug}`).set(bearer(token)).send(body);

    it('when the artist sets a floor and an accept-at price, then they read them back in the work currency', async () => {
      commerce.neighbours.put(work('ruled', { allowOffers: true }));
      expect((await rules('ruled').expect(200)).body).toEqual({
        slug: 'ruled',
        floor: null,
        acceptAt: null,
        currency: 'EUR',
      });
      expect((await rules('ruled', { floor: 700, acceptAt: '950.50' }).expect(200)).body).toEqual({
        slug: 'ruled',
        floor: 700,
        acceptAt: 950.5,
        currency: 'EUR',
      });
      expect((await rules('ruled').expect(200)).body.acceptAt).toBe(950.5);
      expect((await rules('ruled', {}).expect(200)).body).toMatchObject({ floor: null, acceptAt: null });
    });

    it.each([
      [{ floor: 900, acceptAt: 800 }, 'Accept at must be above the floor'],
      [{ floor: 900, acceptAt: 900 }, 'Accept at must be above the floor'],
      [{ floor: 'cheap' }, 'Floor must be a number, like 1250 or 1250.50'],
      [{ acceptAt: 0 }, 'Accept at must be between 0.01 and 10,000,000'],
    ])('when the rules are %j, then they are refused with "%s"', async (body, message) => {
      commerce.neighbours.put(work('ruled-bad', { allowOffers: true }));
      const res = await rules('ruled-bad', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it("when someone sets rules on another artist's work, or an unknown one, then it is refused", async () => {
      commerce.neighbours.put(work('not-bens', { allowOffers: true }));
      const other = await rules('not-bens', { floor: 1 }, commerce.tokens.ben);
      expect(other.status).toBe(403);
      expect(other.body.message).toBe('Only the artist of this artwork can do that');
      expect((await rules('nowhere', { floor: 1 })).status).toBe(404);
      expect((await request(commerce.app).get('/orders/offer-rules/not-bens')).status).toBe(401);
    });

    it('when an offer is under the floor, then it is declined at once, the buyer mailed and the artist told', async () => {
      const slug = `floored-${(serial += 1)}`;
      commerce.neighbours.put(work(slug, { allowOffers: true }));
      await rules(slug, { floor: 800, acceptAt: 950 }).expect(200);
      await request(commerce.app)
        .post('/artwork/order-request')
        .send({ email: 'low@offers.example', slug, buyOption: 'offer', offer: 799.99 })
        .expect(201);
      expect((await commerce.ctx.db('order_requests').where({ art_slug: slug }).first()).state).toBe('declined');
      expect(mailTo(commerce, 'low@offers.example')).toContain(`Your offer for 'Title of ${slug}' was declined`);
      expect(mailTo(commerce, 'ana@artists.example')).toContain('Your offer rules declined it at once');
    });

    it('when an offer is at the accept-at price, then it is accepted at once with its checkout link', async () => {
      const slug = `welcome-${(serial += 1)}`;
      commerce.neighbours.put(work(slug, { allowOffers: true }));
      await rules(slug, { floor: 800, acceptAt: 950 }).expect(200);
      await request(commerce.app)
        .post('/artwork/order-request')
        .send({ email: 'high@offers.example', slug, buyOption: 'offer', offer: 950 })
        .expect(201);
      const mail = mailTo(commerce, 'high@offers.example');
      expect(mail).toContain(`Your offer for 'Title of ${slug}' was accepted`);
      expect((await offerLink(linkIn(mail)!).expect(200)).body).toMatchObject({ slug, price: 950 });
      expect(mailTo(commerce, 'ana@artists.example')).toContain('Your offer rules accepted it at once');
    });

    it('when an offer is between floor and accept-at, then it waits for the artist', async () => {
      const slug = `between-${(serial += 1)}`;
      commerce.neighbours.put(work(slug, { allowOffers: true }));
      await rules(slug, { floor: 800, acceptAt: 950 }).expect(200);
      await request(commerce.app)
        .post('/artwork/order-request')
        .send({ email: BUYER, slug, buyOption: 'offer', offer: 900 })
        .expect(201);
      expect((await commerce.ctx.db('order_requests').where({ art_slug: slug }).first()).state).toBe('open');
      expect(mailTo(commerce, 'ana@artists.example')).toContain(`New request for 'Title of ${slug}'`);
    });
  });
});
