import { randomBytes } from 'node:crypto';
import type { Outbox } from '@easel/service-kit';
import type { Knex } from 'knex';
import type { PaymentProvider, ProviderEvent } from '../domain/payment-provider';
import { createLocalPayments, PROVIDER_EVENT, type LocalPayments } from './local-payments';
import { createStripePayments } from './stripe-payments';

export { PROVIDER_EVENT } from './local-payments';

/** The settings a provider is chosen and built from (commerce's config holds them). */
export interface PaymentSettings {
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** Stripe's API at another address: a local stand-in of it in tests. */
  STRIPE_API_URL?: string;
}

/**
 * Stripe when a secret key is configured, else the embedded local provider. Webhooks are checked with
 * STRIPE_WEBHOOK_SECRET, or with a secret made up at start: then no outside caller can sign one, and every webhook is refused.
 */
export function createPaymentProvider(
  config: PaymentSettings,
  db: Knex,
  outbox: Outbox,
  beforeSuccess?: (trx: Knex.Transaction, intentId: string) => Promise<void>,
): PaymentProvider {
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET || `whsec_${randomBytes(24).toString('base64url')}`;
  if (config.STRIPE_SECRET_KEY)
    return createStripePayments({
      secretKey: config.STRIPE_SECRET_KEY,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY || null,
      webhookSecret,
      apiUrl: config.STRIPE_API_URL || undefined,
    });
  return createLocalPayments({ db, outbox, webhookSecret, beforeSuccess });
}

export const isLocalPayments = (provider: PaymentProvider): provider is LocalPayments =>
  provider.name === 'local' && 'confirmCard' in provider;

/** A webhook's event joins the provider's own in the outbox: acknowledged at once, acted on at least once. */
export async function recordProviderEvent(db: Knex, outbox: Outbox, event: ProviderEvent): Promise<void> {
  await db.transaction((trx) => outbox.write(trx, PROVIDER_EVENT, event));
}
