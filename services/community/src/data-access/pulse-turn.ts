import type { Db } from '@easel/service-kit';
import type { Knex } from 'knex';

/** The advisory lock's name; hashed with the schema, so services (and test schemas) sharing a database never meet. */
export const PULSE_RANK_LOCK = 'community:pulse-rank';

/**
 * Runs `work` in one transaction while holding the Pulse ranking's lock, or not at all (undefined) when another
 * replica holds it: a second run does nothing rather than wait and rank again what was just ranked.
 * PGlite has one process and one connection: nobody to take turns with.
 */
export async function inPulseTurn<T>(db: Db, work: (trx: Knex.Transaction) => Promise<T>): Promise<T | undefined> {
  return db.transaction(async (trx) => {
    if (db.client.config.client !== 'pg') return work(trx);
    const { rows } = await trx.raw('select pg_try_advisory_xact_lock(hashtext(? || current_schema())) as locked', [
      PULSE_RANK_LOCK,
    ]);
    return rows[0].locked ? work(trx) : undefined;
  });
}
