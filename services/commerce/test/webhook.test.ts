import request from 'supertest';
import Stripe from 'stripe';
import { createLocalPayments } from '../src/data-access/local-payments';
import { startProviderApp } from './provider-test-app';

const SECRET = 'whsec_webhook_test_secret';
const stripe = new Stripe('sk_test_unused', { telemetry: false });

const intentEvent = (type: string, id = 'pi_webhook_1') =>
  JSON.stringify({
    id: `evt_${type}_${id}`,
    object: 'event',
    type,
    data: {
      object: {
        id,
        object: 'payment_intent',
        amount: 4200,
        currency: 'usd',
        status: 'succeeded',
        client_secret: `${id}_secret_x`,
        metadata: {},
      },
    },
  });
const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? SECRET, timestamp: options.timestamp });
const post = (
  app: Parameters<typeof request>[0],
  payload: string,
  signature?: string,
  contentType = 'application/json',
) => {
  const req = request(app).post('/payment/webhook').set('content-type', contentType);
  return (signature ? req.set('stripe-signature', signature) : req).send(payload);
};

describe('the payment webhook', () => {
  let env: Awaited<ReturnType<typeof startProviderApp>>;
  beforeAll(async () => {
    env = await startProviderApp(({ db }, outbox) => createLocalPayments({ db, outbox, webhookSecret: SECRET }));
  }, 60_000);
  afterAll(() => env.stop());

  it('when a payment_intent.succeeded event comes signed, then it is acknowledged and waits in the outbox as a provider event', async () => {
    const payload = intentEvent('payment_intent.succeeded');
    await post(env.app, payload, sign(payload)).expect(200, { received: true });
    expect((await env.providerEvents()).map((event) => event.payload)).toEqual([
      {
        id: 'evt_payment_intent.succeeded_pi_webhook_1',
        type: 'payment_intent.succeeded',
        intent: {
          id: 'pi_webhook_1',
          clientSecret: 'pi_webhook_1_secret_x',
          amountMinor: 4200,
          currency: 'USD',
          status: 'succeeded',
          metadata: {},
        },
      },
    ]);
  });

  it('when Stripe sends its event pretty-printed, with non-ASCII text, then the bytes as sent are checked, not a re-serialised copy', async () => {
    const event = JSON.parse(intentEvent('payment_intent.succeeded', 'pi_webhook_pretty')) as {
      data: { object: { metadata: object } };
    };
    event.data.object.metadata = { note: 'Café – “Sé”' };
    const payload = JSON.stringify(event, null, 2);
    await post(env.app, payload, sign(payload)).expect(200, { received: true });
    const intents = (await env.providerEvents()).map(
      (stored) => (stored.payload as { intent: { id: string; metadata: object } }).intent,
    );
    expect(intents).toContainEqual(
      expect.objectContaining({ id: 'pi_webhook_pretty', metadata: { note: 'Café – “Sé”' } }),
    );
  });

  it('when the body is sent as plain text, then its bytes are still checked and the event is taken', async () => {
    const payload = intentEvent('payment_intent.payment_failed', 'pi_webhook_text');
    await post(env.app, payload, sign(payload), 'text/plain').expect(200, { received: true });
    const types = (await env.providerEvents()).map((event) => (event.payload as { type: string }).type);
    expect(types).toContain('payment_intent.payment_failed');
  });

  it('when the body was changed after signing, then a 400 says the signature does not match and nothing is recorded', async () => {
    const before = (await env.providerEvents()).length;
    const signature = sign(intentEvent('payment_intent.succeeded', 'pi_webhook_2'));
    const res = await post(env.app, intentEvent('payment_intent.succeeded', 'pi_webhook_forged'), signature).expect(
      400,
    );
    expect(res.body).toEqual({ message: 'Webhook signature does not match its body' });
    expect(await env.providerEvents()).toHaveLength(before);
  });

  it('when the event is signed with another secret, then a 400 says the signature does not match', async () => {
    const payload = intentEvent('payment_intent.succeeded', 'pi_webhook_3');
    const res = await post(env.app, payload, sign(payload, { secret: 'whsec_someone_else' })).expect(400);
    expect(res.body).toEqual({ message: 'Webhook signature does not match its body' });
  });

  it('when the signature is ten minutes old, then a 400 says it is too old (a replay)', async () => {
    const payload = intentEvent('payment_intent.succeeded', 'pi_webhook_4');
    const res = await post(env.app, payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 })).expect(
      400,
    );
    expect(res.body).toEqual({ message: 'Webhook signature is too old: events are accepted for 5 minutes' });
  });

  it('when the signature header is missing or garbled, then a 400 says the signature does not match', async () => {
    const payload = intentEvent('payment_intent.succeeded', 'pi_webhook_5');
    await post(env.app, payload).expect(400, { message: 'Webhook signature does not match its body' });
    await post(env.app, payload, 'nonsense').expect(400, { message: 'Webhook signature does not match its body' });
  });

  it('when the body is empty, then a 400 says the webhook body is missing', async () => {
    await post(env.app, '', sign('')).expect(400, { message: 'Webhook body is missing' });
  });

  it('when a signed event is not about a payment intent, then it is acknowledged and left alone', async () => {
    const before = (await env.providerEvents()).length;
    const payload = JSON.stringify({
      id: 'evt_charge',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge' } },
    });
    await post(env.app, payload, sign(payload)).expect(200, { received: true });
    expect(await env.providerEvents()).toHaveLength(before);
  });
});
