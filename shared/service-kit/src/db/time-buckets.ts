import type { Knex } from 'knex';
import type { Db } from './create-db';

/**
 * The UTC day, or the week from its Monday, that a timestamp column falls in, as 'YYYY-MM-DD': analytics count per bucket
 * in SQL (group by its alias, `bucket`), never in a loop. The unit is one of two literals, so it is written in, not bound: a bound unit
 * would make the select's and the group by's expressions differ to PostgreSQL.
 */
export function timeBucket(db: Db, unit: 'day' | 'week', column: string, as = 'bucket'): Knex.Raw {
  const trunc = unit === 'week' ? 'week' : 'day';
  return db.raw(`to_char(date_trunc('${trunc}', ?? at time zone 'UTC'), 'YYYY-MM-DD') as ??`, [column, as]);
}

/** Rows from the start of the UTC day `since` ('YYYY-MM-DD') on, whatever the session's time zone. */
export function fromUtcDay(db: Db, column: string, since: string): Knex.Raw {
  return db.raw(`?? >= (?::date)::timestamp at time zone 'UTC'`, [column, since]);
}
