import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Outbox } from '@easel/service-kit';
import type { Knex } from 'knex';
import Stripe from 'stripe';
import request from 'supertest';
import { createPaymentProvider } from '../src/data-access/payment-providers';
import { createStripePayments } from '../src/data-access/stripe-payments';
import type { PaymentProvider } from '../src/domain/payment-provider';
import { createIntent, finalize, startCommerce, work, type TestCommerce } from './checkout-helpers';

interface Call {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
}

/** A small stand-in of Stripe's API: payment intents and refunds, its error shape, and its idempotent replays. */
function stripeStandIn() {
  const calls: Call[] = [];
  const intents = new Map<string, Record<string, unknown>>();
  const replays = new Map<string, { status: number; body: unknown }>();
  let failNext = 0;
  const missing = (id: string) => ({
    status: 404,
    body: {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${id}'` },
    },
  });

  function answer({ method, path, form }: Call): { status: number; body: unknown } {
    const [, , resource, id, action] = path.split('/');
    if (resource === 'payment_intents' && method === 'POST' && !id) {
      const intent = {
        id: `pi_stand_in_${intents.size + 1}`,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency,
        status: 'requires_payment_method',
        capture_method: form.capture_method ?? 'automatic',
        client_secret: `pi_stand_in_${intents.size + 1}_secret_abc`,
        metadata: Object.fromEntries(
          Object.entries(form).flatMap(([key, value]) =>
            key.startsWith('metadata[') ? [[key.slice(9, -1), value]] : [],
          ),
        ),
      };
      intents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    const intent = id ? intents.get(id) : undefined;
    if (resource === 'payment_intents' && !intent) return missing(id ?? '');
    if (resource === 'payment_intents' && method === 'GET') return { status: 200, body: intent };
    if (resource === 'payment_intents' && action === 'cancel') {
      if (intent!.status === 'succeeded' || intent!.status === 'canceled')
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `You cannot cancel this PaymentIntent because it has a status of ${String(intent!.status)}.`,
            },
          },
        };
      intent!.status = 'canceled';
      return { status: 200, body: intent };
    }
    if (resource === 'payment_intents' && action === 'capture') {
      if (intent!.status !== 'requires_capture')
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `This PaymentIntent could not be captured because it has a status of ${String(intent!.status)}.`,
            },
          },
        };
      intent!.status = 'succeeded';
      return { status: 200, body: intent };
    }
    if (resource === 'refunds')
      return {
        status: 200,
        body: { id: 're_1', object: 'refund', payment_intent: form.payment_intent, status: 'succeeded' },
      };
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    };
  }

  const read = async (req: IncomingMessage) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    return Object.fromEntries(new URLSearchParams(body));
  };

  const server: Server = createServer(async (req, res) => {
    const call: Call = {
      method: req.method!,
      path: req.url!.split('?')[0]!,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      form: await read(req),
    };
    calls.push(call);
    const reply = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (failNext > 0) {
      failNext--;
      return reply(500, { error: { type: 'api_error', message: 'Stand-in outage' } });
    }
    // Stripe answers a request made again with the same key with the first answer, and changes nothing.
    const replayKey = call.idempotencyKey && `${call.method} ${call.path} ${call.idempotencyKey}`;
    const replay = replayKey ? replays.get(replayKey) : undefined;
    const result = replay ?? answer(call);
    if (replayKey) replays.set(replayKey, result);
    reply(result.status, result.body);
  });

  return {
    calls,
    intents,
    server,
    failNextRequests: (count: number) => (failNext = count),
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };
}

describe('the stripe payment provider', () => {
  const standIn = stripeStandIn();
  let stripe: PaymentProvider;
  const WEBHOOK_SECRET = 'whsec_stripe_provider_test';
  beforeAll(async () => {
    standIn.server.listen(0, '127.0.0.1');
    await once(standIn.server, 'listening');
    // The stripe provider needs no database: its intents are Stripe's.
    stripe = createPaymentProvider(
      {
        STRIPE_SECRET_KEY: 'sk_test_stand_in',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: standIn.url(),
      },
      {} as Knex,
      {} as Outbox,
    );
  });
  afterAll(() => standIn.server.close());
  beforeEach(() => standIn.calls.splice(0));

  it('when STRIPE_SECRET_KEY is set, then Stripe is the provider and the browser gets its publishable key; without it, the local one', () => {
    expect(stripe).toMatchObject({ name: 'stripe', publishableKey: 'pk_test_stand_in' });
    expect(createPaymentProvider({}, {} as Knex, {} as Outbox)).toMatchObject({ name: 'local', publishableKey: null });
  });

  it('when an intent is created, then Stripe gets the amount in minor units, the currency, our metadata and the idempotency key', async () => {
    const intent = await stripe.createIntent({
      amountMinor: 1250_00,
      currency: 'EUR',
      metadata: { buyerKey: 'guest:ada@example.com' },
      idempotencyKey: 'key-create-1',
    });
    expect(intent).toEqual({
      id: 'pi_stand_in_1',
      clientSecret: 'pi_stand_in_1_secret_abc',
      amountMinor: 1250_00,
      currency: 'EUR',
      status: 'requires_payment_method',
      metadata: { buyerKey: 'guest:ada@example.com' },
    });
    expect(standIn.calls).toEqual([
      {
        method: 'POST',
        path: '/v1/payment_intents',
        idempotencyKey: 'key-create-1',
        form: expect.objectContaining({
          amount: '125000',
          currency: 'eur',
          capture_method: 'manual',
          'metadata[buyerKey]': 'guest:ada@example.com',
        }),
      },
    ]);
  });

  it('when Stripe fails once, then the SDK retries with the same idempotency key and one intent is made', async () => {
    const made = standIn.intents.size;
    standIn.failNextRequests(1);
    const intent = await stripe.createIntent({
      amountMinor: 500,
      currency: 'USD',
      metadata: {},
      idempotencyKey: 'key-retry',
    });
    expect(standIn.calls.map((call) => call.idempotencyKey)).toEqual(['key-retry', 'key-retry']);
    expect(standIn.intents.size).toBe(made + 1);
    expect(
      await stripe.createIntent({ amountMinor: 500, currency: 'USD', metadata: {}, idempotencyKey: 'key-retry' }),
    ).toEqual(intent);
    expect(standIn.intents.size).toBe(made + 1);
  });

  it('when an intent is retrieved, then its status comes back; an unknown id is undefined', async () => {
    const intent = await stripe.createIntent({
      amountMinor: 900,
      currency: 'USD',
      metadata: {},
      idempotencyKey: 'key-retrieve',
    });
    standIn.intents.get(intent.id)!.status = 'succeeded';
    expect(await stripe.retrieveIntent(intent.id)).toMatchObject({
      id: intent.id,
      status: 'succeeded',
      amountMinor: 900,
    });
    expect(await stripe.retrieveIntent('pi_unknown')).toBeUndefined();
  });

  it('when an intent is cancelled, twice, then both calls carry the key and it is cancelled; a paid one is refused with a 409', async () => {
    const open = await stripe.createIntent({
      amountMinor: 700,
      currency: 'USD',
      metadata: {},
      idempotencyKey: 'key-cancel-open',
    });
    await stripe.cancelIntent(open.id, 'key-cancel-1');
    await stripe.cancelIntent(open.id, 'key-cancel-2');
    expect(standIn.intents.get(open.id)!.status).toBe('canceled');
    const cancels = standIn.calls.filter((call) => call.path.endsWith('/cancel'));
    expect(cancels.map((call) => call.idempotencyKey)).toEqual(['key-cancel-1', 'key-cancel-2']);

    const paid = await stripe.createIntent({
      amountMinor: 700,
      currency: 'USD',
      metadata: {},
      idempotencyKey: 'key-cancel-paid',
    });
    standIn.intents.get(paid.id)!.status = 'succeeded';
    await expect(stripe.cancelIntent(paid.id, 'key-cancel-3')).rejects.toMatchObject({
      status: 409,
      message: 'This payment cannot be cancelled: it is succeeded',
    });
  });

  it('when a paid intent is refunded, then Stripe is asked for a refund of that intent with the idempotency key', async () => {
    await stripe.refund('pi_stand_in_1', 'key-refund-1');
    expect(standIn.calls).toEqual([
      {
        method: 'POST',
        path: '/v1/refunds',
        idempotencyKey: 'key-refund-1',
        form: { payment_intent: 'pi_stand_in_1' },
      },
    ]);
  });

  it("when a webhook is signed with the endpoint's secret, then its event is read; signed with another, it is refused", () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_9',
          object: 'payment_intent',
          amount: 300,
          currency: 'usd',
          status: 'succeeded',
          client_secret: 's',
          metadata: {},
        },
      },
    });
    const header = (secret: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(stripe.parseWebhook(Buffer.from(payload), header(WEBHOOK_SECRET))).toMatchObject({
      id: 'evt_1',
      intent: { id: 'pi_9', amountMinor: 300, currency: 'USD' },
    });
    expect(() => stripe.parseWebhook(Buffer.from(payload), header('whsec_other'))).toThrow(
      'Webhook signature does not match its body',
    );
  });
});

describe('a checkout paid on Stripe', () => {
  const standIn = stripeStandIn();
  const WEBHOOK_SECRET = 'whsec_checkout_on_stripe';
  let commerce: TestCommerce;
  beforeAll(async () => {
    standIn.server.listen(0, '127.0.0.1');
    await once(standIn.server, 'listening');
    const settings = {
      secretKey: 'sk_test_stand_in',
      publishableKey: 'pk_test_stand_in',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: standIn.url(),
    };
    commerce = await startCommerce({ provider: () => createStripePayments(settings) });
    commerce.neighbours.put(work('paid-on-stripe'));
  }, 60_000);
  afterAll(async () => {
    await commerce.stop();
    standIn.server.close();
  });

  it('when Stripe tells the webhook the intent succeeded, then the relay makes the order, and finalize finds the same one', async () => {
    const intent = await createIntent(commerce, ['paid-on-stripe']).expect(200);
    expect(intent.body).toMatchObject({
      provider: 'stripe',
      client_secret: expect.stringMatching(/^pi_stand_in_\d+_secret_/),
    });
    // The browser's confirmCardPayment happens at Stripe: the stand-in's intent is simply paid.
    const id: string = intent.body.payment_intent_id;
    const paid = standIn.intents.get(id)!;
    paid.status = 'succeeded';
    const payload = JSON.stringify({
      id: 'evt_paid_on_stripe',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: paid },
    });
    await request(commerce.app)
      .post('/payment/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
      .send(payload)
      .expect(200, { received: true });

    await commerce.relay.deliverDue();
    const orders = await commerce.ctx.db('orders').where('payment_intent_id', id);
    expect(orders).toHaveLength(1);
    expect((await finalize(commerce, id).expect(200)).body.orderNumber).toBe(orders[0].order_number);
    expect(standIn.calls.filter((call) => call.method === 'POST').every((call) => call.idempotencyKey)).toBe(true);
  });

  /** The browser's confirmCardPayment at Stripe: the card is authorised, for commerce to capture. */
  const authorise = (id: string) => (standIn.intents.get(id)!.status = 'requires_capture');
  const capturesOf = (id: string) => standIn.calls.filter((call) => call.path === `/v1/payment_intents/${id}/capture`);

  it('when the card is authorised and the buyer still holds the work, then finalize captures it once and makes the order', async () => {
    commerce.neighbours.put(work('authorised-on-stripe'));
    const intent = await createIntent(commerce, ['authorised-on-stripe']).expect(200);
    const id: string = intent.body.payment_intent_id;
    authorise(id);
    const [first, again] = await Promise.all([finalize(commerce, id).expect(200), finalize(commerce, id).expect(200)]);
    expect(again.body.orderNumber).toBe(first.body.orderNumber);
    expect(standIn.intents.get(id)!.status).toBe('succeeded');
    expect(new Set(capturesOf(id).map((call) => call.idempotencyKey))).toEqual(new Set([`capture-${id}`]));
  });

  it('when the card is authorised but its hold went to another buyer, then nothing is captured, the authorisation is let go and the buyer is told', async () => {
    commerce.neighbours.put(work('lapsed-on-stripe'));
    const late = await createIntent(commerce, ['lapsed-on-stripe'], { email: 'late@example.com' }).expect(200);
    await commerce.ctx
      .db('holds')
      .where('art_slug', 'lapsed-on-stripe')
      .update({ expires_at: new Date(Date.now() - 1000) });
    await createIntent(commerce, ['lapsed-on-stripe'], { email: 'holder@example.com' }).expect(200);
    const id: string = late.body.payment_intent_id;
    authorise(id);
    expect((await finalize(commerce, id).expect(409)).body).toEqual({
      message:
        "'Title of lapsed-on-stripe' is no longer reserved for this payment: nothing was charged. Please check out again",
    });
    expect(capturesOf(id)).toEqual([]);
    expect(standIn.intents.get(id)!.status).toBe('canceled');
    expect(await commerce.ctx.db('orders').where('payment_intent_id', id)).toEqual([]);
  });

  it('when Stripe tells the webhook the card is authorised, then the relay captures it and makes the order', async () => {
    commerce.neighbours.put(work('webhook-authorised'));
    const intent = await createIntent(commerce, ['webhook-authorised']).expect(200);
    const id: string = intent.body.payment_intent_id;
    authorise(id);
    const payload = JSON.stringify({
      id: 'evt_authorised',
      object: 'event',
      type: 'payment_intent.amount_capturable_updated',
      data: { object: standIn.intents.get(id) },
    });
    await request(commerce.app)
      .post('/payment/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
      .send(payload)
      .expect(200, { received: true });
    await commerce.relay.deliverDue();
    expect(await commerce.ctx.db('orders').where('payment_intent_id', id)).toHaveLength(1);
    expect(capturesOf(id)).toHaveLength(1);
  });
});
