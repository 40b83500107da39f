import type { Knex } from 'knex';

/**
 * A consumer's effect of one event, at most once: the event id is recorded in the same transaction
 * as `work`, so a redelivered event finds it and does nothing. A duplicate arriving while the first is
 * still running waits on the id's row and then finds it. Answers whether `work` ran.
 * An effect outside the database (a mail) runs inside `work` too: the id commits only once it succeeded.
 */
export async function applyOnce(
  db: Knex,
  eventId: string,
  work: (trx: Knex.Transaction) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const recorded = await trx('applied_events')
      .insert({ event_id: eventId })
      .onConflict('event_id')
      .ignore()
      .returning('event_id');
    if (!recorded.length) return false;
    await work(trx);
    return true;
  });
}
