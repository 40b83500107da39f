import { HOLD_MINUTES } from '@easel/contracts/src/commerce';
import type { Db } from '@easel/service-kit';

export interface Hold {
  slug: string;
  buyerKey: string;
  paymentIntentId: string | null;
  expiresAt: Date;
}

/** Another buyer holds this work until `expiresAt`. */
export class HeldByAnotherError extends Error {
  constructor(
    readonly slug: string,
    readonly expiresAt: Date,
  ) {
    super(`${slug} is held until ${expiresAt.toISOString()}`);
  }
}

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
             where holds.expires_at < now() or holds.buyer_key = excluded.buyer_key
             returning expires_at`,
            [slug, buyerKey, HOLD_MINUTES],
          );
          if (!rows.length) {
            const held = await trx('holds').first('expires_at').where('art_slug', slug);
            throw new HeldByAnotherError(slug, new Date(held.expires_at));
          }
          expiresAt = new Date(rows[0].expires_at);
        }
        return expiresAt;
      });
    },

    /** The live holds of an earlier intent pass to this buyer (the same browser, with another e-mail). */
    async takeOver(paymentIntentId: string, slugs: string[], buyerKey: string): Promise<void> {
      await db('holds')
        .where('payment_intent_id', paymentIntentId)
        .whereIn('art_slug', slugs)
        .where('expires_at', '>', db.fn.now())
        .update({ buyer_key: buyerKey });
    },

    async attach(slugs: string[], buyerKey: string, paymentIntentId: string): Promise<void> {
      await db('holds').whereIn('art_slug', slugs).where('buyer_key', buyerKey).update({ payment_intent_id: paymentIntentId });
    },

    /** The holds on these works that have not lapsed. */
    async active(slugs: string[]): Promise<Hold[]> {
      if (!slugs.length) return [];
      const rows = await db('holds').select('*').whereIn('art_slug', slugs).where('expires_at', '>', db.fn.now());
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
