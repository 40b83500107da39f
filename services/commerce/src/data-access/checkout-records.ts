import type { Db } from '@easel/service-kit';
import type { CheckoutRecord } from '../domain/checkout-item';
import type { ProviderIntent } from '../domain/payment-provider';

/**
 * What each payment intent pays for, in payment_intents: the local provider keeps its intents in the same rows, so a
 * record adds to the provider's row when there is one, and makes it for Stripe's.
 */
export function createCheckoutRecords(db: Db) {
  async function save(intent: ProviderIntent, provider: string, record: CheckoutRecord): Promise<void> {
    const fields = {
      user_id: record.userId,
      buyer_key: record.buyerKey,
      offer_token: record.offerToken,
      items: JSON.stringify(record.items),
      shipping_info: JSON.stringify(record.shippingInfo),
      gift_code_hint: record.giftCodeHint,
      gift_minor: record.giftMinor,
    };
    await db('payment_intents')
      .insert({
        id: intent.id,
        client_secret: intent.clientSecret,
        amount_minor: record.amountMinor,
        currency: record.currency,
        status: intent.status,
        provider,
        ...fields,
      })
      .onConflict('id')
      .merge({ ...fields, updated_at: db.fn.now() });
  }

  return {
    save,

    /** An intent the gift card's code pays in full: no card provider has it, so commerce keeps it alone. */
    async saveCovered(record: CheckoutRecord): Promise<void> {
      await save(
        {
          id: record.paymentIntentId,
          clientSecret: record.paymentIntentId,
          amountMinor: 0,
          currency: record.currency,
          status: 'requires_payment_method',
          metadata: {},
        },
        'gift-card',
        record,
      );
    },

    /** A covered intent whose hold was captured: it is paid. */
    async markCoveredPaid(paymentIntentId: string): Promise<void> {
      await db('payment_intents')
        .where({ id: paymentIntentId, provider: 'gift-card' })
        .update({ status: 'succeeded', updated_at: db.fn.now() });
    },

    /** Inside `trx` when given: a payment's own transaction reads what it pays for. */
    async find(paymentIntentId: string, trx: Db = db): Promise<CheckoutRecord | undefined> {
      const row = await trx('payment_intents').first('*').where('id', paymentIntentId).whereNotNull('buyer_key');
      if (!row) return undefined;
      return {
        paymentIntentId: row.id,
        provider: row.provider,
        amountMinor: Number(row.amount_minor),
        currency: row.currency.trim(),
        userId: row.user_id,
        buyerKey: row.buyer_key,
        offerToken: row.offer_token,
        items: row.items,
        shippingInfo: row.shipping_info,
        giftCodeHint: row.gift_code_hint,
        giftMinor: Number(row.gift_minor),
      };
    },
  };
}

export type CheckoutRecords = ReturnType<typeof createCheckoutRecords>;
