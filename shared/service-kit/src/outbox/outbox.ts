import type { Knex } from 'knex';
import type { Logger } from '../logger';

export interface OutboxEvent {
  id: string;
  type: string;
  payload: unknown;
  /** deliveries tried before this one */
  attempts: number;
}

/** Delivers one event; throws to have it retried later. Delivery is at least once: a handler may see an event again. */
export type EventHandler = (event: OutboxEvent) => Promise<void>;

/** Writes events into one open transaction: what a domain rule is handed, without knex. */
export interface EventWriter {
  write(type: string, payload: object): Promise<string>;
}

export interface OutboxOptions {
  db: Knex;
  logger: Logger;
  /** One handler per event type; more may be added with handle() once what they use is built. */
  handlers?: Record<string, EventHandler>;
  /** How often the relay looks for due events when nothing woke it. */
  pollMs?: number;
  /** The wait after the first failure, doubled after each further one up to maxRetryMs. */
  firstRetryMs?: number;
  maxRetryMs?: number;
  now?: () => Date;
}

export interface Outbox {
  /** Writes an event in the transaction of the change that causes it; the relay is woken once it commits. Answers the event id. */
  write(trx: Knex.Transaction, type: string, payload: object): Promise<string>;
  /** One relay tick: delivers every due event, unless another replica is delivering right now. Answers how many were tried. */
  deliverDue(): Promise<number>;
  /** Adds handlers: the composition root names them once the deps they use exist, before the relay starts. */
  handle(more: Record<string, EventHandler>): void;
  /** Starts the relay as a job: a tick now, after each commit that wrote an event, and every pollMs. Answers its stop function. */
  start(): () => Promise<void>;
}

const BATCH = 50;
/** From this many failed attempts on, a failure is logged as an error: someone should look. */
const ALARM_AFTER = 5;

/** 1 s, 2 s, 4 s … by default: doubled after each failure, never more than maxMs. */
export const retryDelayMs = (attempts: number, firstMs: number, maxMs: number) =>
  Math.min(firstMs * 2 ** (attempts - 1), maxMs);

export function createOutbox({
  db,
  logger,
  handlers: given = {},
  pollMs = 1000,
  firstRetryMs = 1000,
  maxRetryMs = 5 * 60_000,
  now = () => new Date(),
}: OutboxOptions): Outbox {
  const handlers = { ...given };
  let wake = () => {};
  let ticking: Promise<number> | undefined;
  let tickAgain = false;

  async function deliver(event: OutboxEvent): Promise<void> {
    const attempts = event.attempts + 1;
    try {
      const handler = handlers[event.type];
      if (!handler) throw new Error(`no handler for events of type ${event.type}`);
      await handler(event);
      await db('outbox').where({ id: event.id }).update({ attempts, delivered_at: now() });
    } catch (error) {
      const delayMs = retryDelayMs(attempts, firstRetryMs, maxRetryMs);
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      await db('outbox')
        .where({ id: event.id })
        .update({ attempts, last_error: lastError, next_attempt_at: new Date(now().getTime() + delayMs) });
      const level = attempts >= ALARM_AFTER ? 'error' : 'warn';
      logger[level](
        { err: error, eventId: event.id, type: event.type, attempts, retryInMs: delayMs },
        'an outbox event was not delivered; it will be tried again',
      );
    }
  }

  async function deliverBatch(): Promise<number> {
    const due: OutboxEvent[] = await db('outbox')
      .select('id', 'type', 'payload', 'attempts')
      .whereNull('delivered_at')
      .where('next_attempt_at', '<=', now())
      .orderBy('next_attempt_at')
      .limit(BATCH);
    for (const event of due) await deliver(event);
    return due.length;
  }

  // Each mark is committed before the lock is let go, so the next holder never sees a delivered event as due.
  async function tick(): Promise<number> {
    if (db.client.config.client !== 'pg') return deliverBatch(); // PGlite: one process, nobody to take turns with
    return db.transaction(async (trx) => {
      const { rows } = await trx.raw(
        "select pg_try_advisory_xact_lock(hashtext('outbox:' || current_schema())) as locked",
      );
      return rows[0].locked ? deliverBatch() : 0;
    });
  }

  // One tick at a time in this process; a wake during a tick, or a full batch, asks for another round.
  function deliverDue(): Promise<number> {
    if (ticking) {
      tickAgain = true;
      return ticking;
    }
    const rounds = async () => {
      let tried = 0;
      let batch: number;
      do {
        tickAgain = false;
        batch = await tick();
        tried += batch;
      } while (tickAgain || batch === BATCH);
      return tried;
    };
    ticking = rounds().finally(() => (ticking = undefined));
    return ticking;
  }

  const tickLogged = () =>
    deliverDue().catch((error: unknown) => logger.error({ err: error }, 'the outbox relay could not run'));

  return {
    async write(trx, type, payload) {
      const [row] = await trx('outbox')
        .insert({ type, payload: JSON.stringify(payload), next_attempt_at: now() })
        .returning('id');
      // Before the commit the relay could not see the row; after it, it need not wait for the next poll.
      trx.executionPromise.then(
        () => wake(),
        () => undefined,
      );
      return String(row.id);
    },

    deliverDue,

    handle(more) {
      Object.assign(handlers, more);
    },

    start() {
      let stopped = false;
      let timer: NodeJS.Timeout | undefined;
      const poll = async () => {
        await tickLogged();
        if (!stopped) timer = setTimeout(poll, pollMs).unref();
      };
      wake = () => void tickLogged();
      void poll();
      return async () => {
        stopped = true;
        wake = () => {};
        clearTimeout(timer);
        await ticking?.catch(() => undefined);
      };
    },
  };
}
