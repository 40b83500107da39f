import type { Knex } from 'knex';

export interface OutboxBacklog {
  /** events not delivered yet */
  waiting: number;
  /** the oldest of those that have failed at least once, with why */
  failing: Array<{
    id: string;
    type: string;
    attempts: number;
    lastError: string | null;
    nextAttemptAt: Date;
    createdAt: Date;
  }>;
}

/** What a person (or the admin service) reads to see whether a service's events are getting through. */
export async function outboxBacklog(db: Knex): Promise<OutboxBacklog> {
  const undelivered = () => db('outbox').whereNull('delivered_at');
  const [counted] = await undelivered().count<{ n: string | number }[]>({ n: '*' });
  const failing = await undelivered().where('attempts', '>', 0).orderBy('created_at').limit(20).select({
    id: 'id',
    type: 'type',
    attempts: 'attempts',
    lastError: 'last_error',
    nextAttemptAt: 'next_attempt_at',
    createdAt: 'created_at',
  });
  return { waiting: Number(counted?.n ?? 0), failing };
}
