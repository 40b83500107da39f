import type { IntentStatus, PaymentProviderName } from '@easel/contracts';

/** A payment intent as the provider keeps it; amounts in minor units. */
export interface ProviderIntent {
  id: string;
  clientSecret: string;
  amountMinor: number;
  currency: string;
  status: IntentStatus;
  /** what we asked the provider to remember with the intent (our own order reference) */
  metadata: Record<string, string>;
}

/** A provider's event, as Stripe sends it to the webhook (payment_intent.succeeded, payment_intent.payment_failed, …). */
export interface ProviderEvent {
  id: string;
  type: string;
  intent: ProviderIntent;
}

/**
 * What commerce needs from a card payment provider (ARCHITECTURE §3). `stripe` uses the stripe SDK; `local`, the
 * embedded default, keeps intents in commerce's tables and answers Stripe's test cards the way Stripe does.
 * Every call that changes something carries an idempotency key, so a retried request changes nothing twice.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The key the browser's card form needs (Stripe's publishable key); null for local. */
  readonly publishableKey: string | null;
  createIntent(input: {
    amountMinor: number;
    currency: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<ProviderIntent>;
  retrieveIntent(id: string): Promise<ProviderIntent | undefined>;
  cancelIntent(id: string, idempotencyKey: string): Promise<void>;
  /** Takes the money of an authorised intent (`requires_capture`); one captured already is left as it is. */
  capture(id: string, idempotencyKey: string): Promise<void>;
  /** Refunds a succeeded intent in full (an order cancelled after payment): the card's part, as a gift card code's part never was the provider's. */
  refund(intentId: string, idempotencyKey: string): Promise<void>;
  /** Verifies the signature on the raw body; throws an InputError (400, with the reason) when it is bad or stale. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
