import { ConflictError, InputError } from '@easel/service-kit';
import Stripe from 'stripe';
import type { IntentStatus } from '@easel/contracts';
import { UnhandledWebhookEvent } from '../domain/errors';
import type { PaymentProvider, ProviderEvent, ProviderIntent } from '../domain/payment-provider';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string;
  /** Stripe's API elsewhere (a local stand-in in tests): 'http://127.0.0.1:12111'. */
  apiUrl?: string;
}

// Stripe's statuses that the browser's flow does not name are folded into the nearest one it does.
const STATUS: Record<string, IntentStatus> = {
  requires_payment_method: 'requires_payment_method',
  requires_confirmation: 'requires_payment_method',
  requires_action: 'requires_action',
  requires_capture: 'requires_capture',
  processing: 'processing',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

function fromStripeIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amountMinor: intent.amount,
    currency: intent.currency.toUpperCase(),
    status: STATUS[intent.status] ?? 'processing',
    metadata: { ...intent.metadata },
  };
}

/**
 * The event in a webhook's body, once its signature checks out with the secret and is at most 5 minutes old
 * (Stripe's tolerance, against replays). The local provider signs its webhooks the same way, so one check serves both.
 */
export function verifiedWebhookEvent(
  stripe: Stripe,
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): ProviderEvent {
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
    const stale = /tolerance/.test(error.message);
    // A 400: Stripe counts the delivery as refused and tries again later.
    throw new InputError(
      stale
        ? 'Webhook signature is too old: events are accepted for 5 minutes'
        : 'Webhook signature does not match its body',
    );
  }
  const object = event.data.object as { object?: string };
  if (object.object !== 'payment_intent') throw new UnhandledWebhookEvent(event.type);
  return { id: event.id, type: event.type, intent: fromStripeIntent(object as Stripe.PaymentIntent) };
}

function stripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    // Retries reuse the idempotency key, so a retried call changes nothing twice.
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    ...(api && {
      host: api.hostname,
      port: Number(api.port),
      protocol: api.protocol.replace(':', '') as 'http' | 'https',
    }),
  });
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/** Stripe through its SDK; every call that changes something carries the caller's idempotency key. */
export function createStripePayments(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings);
  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    async createIntent({ amountMinor, currency, metadata, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        // Authorised at confirm, captured by commerce only while the buyer still holds the works.
        {
          amount: amountMinor,
          currency: currency.toLowerCase(),
          metadata,
          allowed_payment_method_types: ['card'],
          capture_method: 'manual',
        },
        { idempotencyKey },
      );
      return fromStripeIntent(intent);
    },

    async retrieveIntent(id) {
      try {
        return fromStripeIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async cancelIntent(id, idempotencyKey) {
      try {
        await stripe.paymentIntents.cancel(id, {}, { idempotencyKey });
      } catch (error) {
        // Stripe refuses to cancel a paid or already cancelled intent; a paid one must not be let go silently.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'payment_intent_unexpected_state'
        ) {
          const intent = await stripe.paymentIntents.retrieve(id);
          if (intent.status === 'canceled') return;
          throw new ConflictError(`This payment cannot be cancelled: it is ${intent.status}`);
        }
        throw error;
      }
    },

    async capture(id, idempotencyKey) {
      try {
        await stripe.paymentIntents.capture(id, {}, { idempotencyKey });
      } catch (error) {
        const unexpected =
          error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state';
        if (!unexpected || (await stripe.paymentIntents.retrieve(id)).status !== 'succeeded') throw error;
      }
    },

    async refund(intentId, idempotencyKey) {
      await stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey });
    },

    parseWebhook(rawBody, signature) {
      return verifiedWebhookEvent(stripe, rawBody, signature, settings.webhookSecret);
    },
  };
}
