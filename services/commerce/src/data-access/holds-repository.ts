import { HOLD_MINUTES } from '@easel/contracts';
import type { Db } from '@easel/service-kit';
import type { Knex } from 'knex';
import { HeldByAnotherError } from '../domain/errors';

export interface Hold {
  slug: string;
  buyerKey: string;
  paymentIntentId: string | null;
  expiresAt: Date;
}

/** A transaction a payment's hold is kept in, so that the payment and its hold change together or not at all. */
export type HoldTransaction = Knex.Transaction;

export function createHoldsRepository(db: Db) {
  return {
    /**
     * Claims every work for the buyer for HOLD_MINUTES, all or none. Each claim is one upsert that takes a free or
     * lapsed row, or renews the buyer's own; a row held by someone else comes back empty. Slugs are claimed in
     * order, so two buyers claiming overlapping carts wait on each other instead of deadlocking.
     */
    async claim(slugs: string[], buyerKey: string): Promise<Date> {
      return db.transaction(async (trx) => {
        let expiresAt = new Date();
        for (const slug of [...slugs].sort()) {
          const { rows } = await trx.raw(
            `insert into holds (art_slug, buyer_key, expires_at) values (?, ?, now() + make_interval(mins => ?))
             on conflict (art_slug) do update set buyer_key = excluded.buyer_key, expires_at = excluded.expires_at, payment_intent_id = null
             where holds.paid_at is null and (holds.expires_at < now() or holds.buyer_key = excluded.buyer_key)
             returning expires_at`,
            [slug, buyerKey, HOLD_MINUTES],
          );
          if (!rows.length) {
            const held = await trx('holds').first('expires_at', 'paid_at').where('art_slug', slug);
            throw new HeldByAnotherError(slug, new Date(held.expires_at), held.paid_at !== null);
          }
          expiresAt = new Date(rows[0].expires_at);
        }
        return expiresAt;
      });
    },

    /** A checkout that failed before its intent was recorded lets go of the works it claimed (none attached yet). */
    async release(slugs: string[], buyerKey: string): Promise<void> {
      await db('holds')
        .whereIn('art_slug', slugs)
        .where('buyer_key', buyerKey)
        .whereNull('payment_intent_id')
        .whereNull('paid_at')
        .delete();
    },

    /** The live holds of an earlier intent pass to this buyer (the same browser, with another e-mail). */
    async takeOver(paymentIntentId: string, slugs: string[], buyerKey: string): Promise<void> {
      await db('holds')
        .where('payment_intent_id', paymentIntentId)
        .whereIn('art_slug', slugs)
        .where('expires_at', '>', db.fn.now())
        .whereNull('paid_at')
        .update({ buyer_key: buyerKey });
    },

    async attach(slugs: string[], buyerKey: string, paymentIntentId: string): Promise<void> {
      await db('holds')
        .whereIn('art_slug', slugs)
        .where('buyer_key', buyerKey)
        .whereNull('paid_at')
        .update({ payment_intent_id: paymentIntentId });
    },

    /**
     * Keeps every work's hold for this payment, all or none, for as long as its order keeps the work. Answers the works
     * whose hold has gone to another checkout (none: all kept; a lapsed hold that nobody claimed since is still this
     * intent's). Inside `trx` when given, so the payment's own change commits with it.
     */
    async keepForPayment(paymentIntentId: string, slugs: string[], trx?: HoldTransaction): Promise<string[]> {
      const gone = new Error('a hold went to another checkout');
      let missing: string[] = [];
      try {
        await (trx ?? db).transaction(async (inner) => {
          const kept: { art_slug: string }[] = await inner('holds')
            .where('payment_intent_id', paymentIntentId)
            .whereIn('art_slug', slugs)
            .update({ paid_at: inner.raw('coalesce(paid_at, now())') }, ['art_slug']);
          missing = slugs.filter((slug) => !kept.some((row) => row.art_slug === slug));
          if (missing.length) throw gone;
        });
      } catch (error) {
        if (error !== gone) throw error;
      }
      return missing;
    },

    /** A payment that bought nothing (refunded, or its authorisation let go) lets its works go back on sale. */
    async letGo(paymentIntentId: string): Promise<void> {
      await db('holds').where('payment_intent_id', paymentIntentId).delete();
    },

    /** The holds on these works that have not lapsed, and those paid for. */
    async active(slugs: string[]): Promise<Hold[]> {
      if (!slugs.length) return [];
      const rows = await db('holds')
        .select('*')
        .whereIn('art_slug', slugs)
        .where((live) => live.where('expires_at', '>', db.fn.now()).orWhereNotNull('paid_at'));
      return rows.map((row) => ({
        slug: row.art_slug,
        buyerKey: row.buyer_key,
        paymentIntentId: row.payment_intent_id,
        expiresAt: new Date(row.expires_at),
      }));
    },
  };
}

export type HoldsRepository = ReturnType<typeof createHoldsRepository>;
