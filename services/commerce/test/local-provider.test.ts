import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createLocalPayments, type LocalPayments } from '../src/data-access/local-payments';
import { startProviderApp } from './provider-test-app';

const NOW = new Date('2026-11-24T12:00:00Z');
const card = (cardNumber: string, overrides: Partial<{ expiry: string; cvc: string }> = {}) => ({
  cardNumber,
  expiry: '12 / 30',
  cvc: '123',
  billing: { name: 'Ada Buyer', email: 'ada@example.com' },
  ...overrides,
});

describe('the local payment provider', () => {
  let env: Awaited<ReturnType<typeof startProviderApp>>;
  let local: LocalPayments;
  beforeAll(async () => {
    env = await startProviderApp(({ db }, outbox) =>
      createLocalPayments({ db, outbox, webhookSecret: 'whsec_test', now: () => NOW }),
    );
    local = env.provider as LocalPayments;
  }, 60_000);
  afterAll(() => env.stop());

  const newIntent = (amountMinor = 125_00) =>
    local.createIntent({ amountMinor, currency: 'USD', metadata: {}, idempotencyKey: randomUUID() });
  const confirm = (clientSecret: string, cardNumber: string, overrides = {}) =>
    request(env.app)
      .post('/payment/local/confirm')
      .send({ clientSecret, ...card(cardNumber, overrides) });
  const eventsFor = async (intentId: string) =>
    (await env.providerEvents()).filter(
      (event) => (event.payload as { intent: { id: string } }).intent.id === intentId,
    );

  it('when the browser asks for the payment config, then it learns the provider is local and needs no key', async () => {
    await request(env.app).get('/payment/config').expect(200, { provider: 'local', publishableKey: null });
  });

  it('when the 4242 card pays, then the intent succeeded and a payment_intent.succeeded provider event waits in the outbox', async () => {
    const intent = await newIntent();
    const res = await confirm(intent.clientSecret, '4242 4242 4242 4242').expect(200);
    expect(res.body).toEqual({ status: 'succeeded' });
    expect(await local.retrieveIntent(intent.id)).toMatchObject({
      status: 'succeeded',
      amountMinor: 125_00,
      currency: 'USD',
    });
    const events = await eventsFor(intent.id);
    expect(events.map((event) => event.payload)).toEqual([
      {
        id: expect.stringMatching(/^evt_/),
        type: 'payment_intent.succeeded',
        intent: expect.objectContaining({ id: intent.id, status: 'succeeded', amountMinor: 125_00 }),
      },
    ]);
  });

  it('when the same card is confirmed again, then it answers succeeded and writes no second event', async () => {
    const intent = await newIntent();
    await confirm(intent.clientSecret, '4242424242424242').expect(200);
    const again = await confirm(intent.clientSecret, '4242424242424242').expect(200);
    expect(again.body).toEqual({ status: 'succeeded' });
    expect(await eventsFor(intent.id)).toHaveLength(1);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.', 'generic_decline'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.', 'insufficient_funds'],
    ['4242 4242 4242 4241', 'Your card number is incorrect.', undefined],
    ['4242 4242', 'Your card number is incomplete.', undefined],
  ])(
    'when the card %s is used, then Stripe\'s words "%s" come back and the intent can still be paid',
    async (number, message, declineCode) => {
      const intent = await newIntent();
      const res = await confirm(intent.clientSecret, number).expect(200);
      expect(res.body).toEqual({ status: 'requires_payment_method', error: expect.objectContaining({ message }) });
      expect(res.body.error.decline_code).toBe(declineCode);
      expect(await eventsFor(intent.id)).toEqual([]);
      await confirm(intent.clientSecret, '4242424242424242').expect(200, { status: 'succeeded' });
    },
  );

  it.each([
    [{ expiry: '10/26' }, "Your card's expiration date is in the past."],
    [{ expiry: '13/30' }, "Your card's expiration month is invalid."],
    [{ expiry: '1230' }, "Your card's expiration date is incomplete."],
    [{ cvc: '12' }, "Your card's security code is incomplete."],
  ])('when the card gives %j, then "%s" comes back', async (overrides, message) => {
    const intent = await newIntent();
    const res = await confirm(intent.clientSecret, '4242424242424242', overrides).expect(200);
    expect(res.body.error.message).toBe(message);
  });

  it('when the 3155 card is approved at its authentication step, then the payment succeeds with its event', async () => {
    const intent = await newIntent();
    await confirm(intent.clientSecret, '4000 0025 0000 3155').expect(200, { status: 'requires_action' });
    expect(await eventsFor(intent.id)).toEqual([]);
    await request(env.app)
      .post('/payment/local/authenticate')
      .send({ clientSecret: intent.clientSecret, approve: true })
      .expect(200, { status: 'succeeded' });
    expect(await eventsFor(intent.id)).toHaveLength(1);
  });

  it("when the 3155 card fails its authentication, then Stripe's authentication failure comes back and nothing is paid", async () => {
    const intent = await newIntent();
    await confirm(intent.clientSecret, '4000002500003155').expect(200);
    const res = await request(env.app)
      .post('/payment/local/authenticate')
      .send({ clientSecret: intent.clientSecret, approve: false })
      .expect(200);
    expect(res.body).toEqual({
      status: 'requires_payment_method',
      error: {
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        code: 'payment_intent_authentication_failure',
      },
    });
    expect((await local.retrieveIntent(intent.id))?.status).toBe('requires_payment_method');
    expect(await eventsFor(intent.id)).toEqual([]);
  });

  it('when a payment waiting for no authentication is authenticated, then a 409 says so', async () => {
    const intent = await newIntent();
    const res = await request(env.app)
      .post('/payment/local/authenticate')
      .send({ clientSecret: intent.clientSecret, approve: true })
      .expect(409);
    expect(res.body).toEqual({ message: 'This payment is not waiting for authentication' });
  });

  it.each([
    [
      { clientSecret: 'x', cardNumber: '', expiry: '12/30', cvc: '123', billing: { name: '', email: '' } },
      'Please enter the card number',
    ],
    [
      { clientSecret: 'x', cardNumber: '4242424242424242', expiry: '', cvc: '123', billing: { name: '', email: '' } },
      'Please enter the expiry date',
    ],
    [
      { clientSecret: 'x', cardNumber: '4242424242424242', expiry: '12/30', billing: { name: '', email: '' } },
      'Please enter the CVC',
    ],
  ])('when the card form is sent incomplete (%j), then a 400 says "%s"', async (body, message) => {
    await request(env.app).post('/payment/local/confirm').send(body).expect(400, { message });
  });

  it('when a client secret is unknown, then a 404 asks to start the checkout again', async () => {
    const res = await confirm('pi_nope_secret_nope', '4242424242424242').expect(404);
    expect(res.body).toEqual({ message: 'Payment not found: please start the checkout again' });
  });

  it('when authenticate is sent without a yes or no, then a 400 says approve must be true or false', async () => {
    await request(env.app)
      .post('/payment/local/authenticate')
      .send({ clientSecret: 'x' })
      .expect(400, { message: 'Approve must be true or false' });
  });

  it('when an intent is created twice with one idempotency key, then the same intent answers; with another amount, a 409', async () => {
    const idempotencyKey = randomUUID();
    const first = await local.createIntent({ amountMinor: 500, currency: 'EUR', metadata: {}, idempotencyKey });
    const second = await local.createIntent({ amountMinor: 500, currency: 'EUR', metadata: {}, idempotencyKey });
    expect(second).toEqual(first);
    await expect(
      local.createIntent({ amountMinor: 1, currency: 'EUR', metadata: {}, idempotencyKey }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('when a cancelled intent is paid, then a 409 asks to start again; a paid intent cannot be cancelled, only refunded', async () => {
    const cancelled = await newIntent();
    await local.cancelIntent(cancelled.id, randomUUID());
    await local.cancelIntent(cancelled.id, randomUUID());
    const res = await confirm(cancelled.clientSecret, '4242424242424242').expect(409);
    expect(res.body).toEqual({ message: 'This payment was cancelled: please start the checkout again' });
    await expect(local.refund(cancelled.id, randomUUID())).rejects.toMatchObject({ status: 409 });

    const paid = await newIntent();
    await confirm(paid.clientSecret, '4242424242424242').expect(200);
    await expect(local.cancelIntent(paid.id, randomUUID())).rejects.toThrow(
      'This payment cannot be cancelled: it is succeeded',
    );
    await expect(local.refund(paid.id, randomUUID())).resolves.toBeUndefined();
  });

  it('when ten confirmations of one intent race, then exactly one provider event is written', async () => {
    const intent = await newIntent();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => confirm(intent.clientSecret, '4242424242424242')),
    );
    expect(answers.map((res) => res.body.status)).toEqual(Array(10).fill('succeeded'));
    expect(await eventsFor(intent.id)).toHaveLength(1);
  });
});
