import { createHash, randomBytes } from 'node:crypto';
import { ConflictError, NotFoundError, type Outbox } from '@easel/service-kit';
import type { Knex } from 'knex';
import Stripe from 'stripe';
import type { IntentStatus, LocalConfirmAnswer, LocalConfirmInput } from '@easel/contracts';
import type { PaymentProvider, ProviderEvent, ProviderIntent } from '../domain/payment-provider';
import { verifiedWebhookEvent } from './stripe-payments';
import { AUTHENTICATION_FAILED, cardOutcome } from './test-cards';

/** The outbox event a provider's news travels in: the local provider's own, and each webhook's. */
export const PROVIDER_EVENT = 'provider-event';

/** The embedded provider, plus the card steps that Stripe.js and Stripe's servers take for the stripe one. */
export interface LocalPayments extends PaymentProvider {
  readonly name: 'local';
  /** What stripe.confirmCardPayment does: the card is answered as Stripe answers its test cards. */
  confirmCard(input: LocalConfirmInput): Promise<LocalConfirmAnswer>;
  /** The 3D Secure step a 3155 card asks for: approved, the payment succeeds; failed, it needs another card. */
  authenticate(clientSecret: string, approve: boolean): Promise<LocalConfirmAnswer>;
}

interface IntentRow {
  id: string;
  client_secret: string;
  amount_minor: number;
  currency: string;
  status: IntentStatus;
  provider: 'local' | 'stripe';
  updated_at: Date | Knex.Raw;
}

const toIntent = (row: IntentRow): ProviderIntent => ({
  id: row.id,
  clientSecret: row.client_secret,
  amountMinor: row.amount_minor,
  currency: row.currency.trim(),
  status: row.status,
  // The table has no column for it; our reference lives in the row's own items and buyer (A1's columns).
  metadata: {},
});

const token = (bytes: number) => randomBytes(bytes).toString('base64url');
/** The same idempotency key names the same intent, so a retried create answers the first one. */
const intentIdFor = (idempotencyKey: string) =>
  `pi_${createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 24)}`;

const PAYABLE: IntentStatus[] = ['requires_payment_method', 'requires_action'];

export function createLocalPayments({
  db,
  outbox,
  webhookSecret,
  beforeSuccess,
  now = () => new Date(),
}: {
  db: Knex;
  outbox: Outbox;
  webhookSecret: string;
  /** Checked in the success's own transaction: a throw refuses the payment before any money moves. */
  beforeSuccess?: (trx: Knex.Transaction, intentId: string) => Promise<void>;
  now?: () => Date;
}): LocalPayments {
  // Only its webhook signature check is used: the local provider never calls Stripe.
  const stripe = new Stripe('sk_test_local_provider', { telemetry: false });
  const intents = (trx: Knex = db) => trx<IntentRow>('payment_intents').where({ provider: 'local' });

  async function bySecret(clientSecret: string): Promise<IntentRow> {
    const row = await intents().where({ client_secret: clientSecret }).first();
    if (!row) throw new NotFoundError('Payment not found: please start the checkout again');
    return row;
  }

  /** Moves a payable intent to `status`; a success writes its event in the same transaction, so no payment goes unheard. */
  async function settle(clientSecret: string, status: IntentStatus): Promise<IntentStatus> {
    const moved = await db.transaction(async (trx) => {
      const [row] = (await intents(trx)
        .where({ client_secret: clientSecret })
        .whereIn('status', PAYABLE)
        .update({ status, updated_at: trx.fn.now() })
        .returning('*')) as IntentRow[];
      if (row && status === 'succeeded') {
        await beforeSuccess?.(trx, row.id);
        const event: ProviderEvent = {
          id: `evt_${token(18)}`,
          type: 'payment_intent.succeeded',
          intent: toIntent(row),
        };
        await outbox.write(trx, PROVIDER_EVENT, event);
      }
      return row;
    });
    if (moved) return moved.status;
    // Not payable: already paid (a second click answers the first success), cancelled, or unknown.
    const current = await bySecret(clientSecret);
    if (current.status === 'canceled')
      throw new ConflictError('This payment was cancelled: please start the checkout again');
    return current.status;
  }

  return {
    name: 'local',
    publishableKey: null,

    async createIntent({ amountMinor, currency, idempotencyKey }) {
      const id = intentIdFor(idempotencyKey);
      await db('payment_intents')
        .insert({
          id,
          client_secret: `${id}_secret_${token(18)}`,
          amount_minor: amountMinor,
          currency,
          provider: 'local',
        })
        .onConflict('id')
        .ignore();
      const row = await intents().where({ id }).first();
      // Stripe refuses a key reused with other parameters; so do we, rather than charge the first amount.
      if (!row || row.amount_minor !== amountMinor || row.currency.trim() !== currency)
        throw new ConflictError(
          'This payment was already started with another amount: please start the checkout again',
        );
      return toIntent(row);
    },

    async retrieveIntent(id) {
      const row = await intents().where({ id }).first();
      return row && toIntent(row);
    },

    async cancelIntent(id) {
      const cancelled = await intents()
        .where({ id })
        .whereIn('status', PAYABLE)
        .update({ status: 'canceled', updated_at: db.fn.now() });
      if (cancelled) return;
      const row = await intents().where({ id }).first();
      if (!row) throw new NotFoundError('Payment not found');
      if (row.status !== 'canceled') throw new ConflictError(`This payment cannot be cancelled: it is ${row.status}`);
    },

    async capture() {
      // A local card is taken at its confirm, once its holds are kept: nothing is left to capture.
    },

    async refund(intentId) {
      // Nothing to move: a local payment is never money. Only a paid intent can be refunded, as on Stripe.
      const row = await intents().where({ id: intentId }).first();
      if (!row) throw new NotFoundError('Payment not found');
      if (row.status !== 'succeeded') throw new ConflictError(`This payment cannot be refunded: it is ${row.status}`);
    },

    parseWebhook(rawBody, signature) {
      return verifiedWebhookEvent(stripe, rawBody, signature, webhookSecret);
    },

    async confirmCard(input) {
      const intent = await bySecret(input.clientSecret);
      if (intent.status === 'succeeded') return { status: 'succeeded' };
      if (intent.status === 'canceled')
        throw new ConflictError('This payment was cancelled: please start the checkout again');
      const outcome = cardOutcome(input, now());
      if (outcome.kind === 'declined') {
        // A decline leaves the intent payable with another card, as on Stripe.
        await intents()
          .where({ id: intent.id, status: 'requires_action' })
          .update({ status: 'requires_payment_method', updated_at: db.fn.now() });
        return { status: 'requires_payment_method', error: outcome.error };
      }
      return {
        status: await settle(input.clientSecret, outcome.kind === 'succeeds' ? 'succeeded' : 'requires_action'),
      };
    },

    async authenticate(clientSecret, approve) {
      const intent = await bySecret(clientSecret);
      if (intent.status === 'succeeded') return { status: 'succeeded' };
      if (intent.status !== 'requires_action')
        throw new ConflictError('This payment is not waiting for authentication');
      if (approve) return { status: await settle(clientSecret, 'succeeded') };
      await intents()
        .where({ id: intent.id, status: 'requires_action' })
        .update({ status: 'requires_payment_method', updated_at: db.fn.now() });
      return { status: 'requires_payment_method', error: AUTHENTICATION_FAILED };
    },
  };
}
