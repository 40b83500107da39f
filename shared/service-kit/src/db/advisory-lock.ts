import type { Knex } from 'knex';

/**
 * Runs `work` while holding a PostgreSQL advisory lock named `key`, so replicas starting together
 * (or a scheduled job on several replicas) take turns. The lock lives in its own transaction while
 * `work` uses the pool. PGlite has a single connection and a single process: no lock is needed there.
 */
export async function withAdvisoryLock<T>(db: Knex, key: string, work: () => Promise<T>): Promise<T> {
  if (db.client.config.client !== 'pg') return work();
  return db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [key]);
    return work();
  });
}
