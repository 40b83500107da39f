import pino from 'pino';
import { createTestDb, type TestDb } from '../src/db/test-db';
import type { Migration } from '../src/db/migrations';
import { applyOnce } from '../src/outbox/apply-once';
import { createOutbox, retryDelayMs, type EventHandler, type OutboxOptions } from '../src/outbox/outbox';
import { outboxBacklog } from '../src/outbox/outbox-backlog';
import { outboxMigration } from '../src/outbox/outbox-migration';

const paintings: Migration = {
  name: '001-paintings',
  up: (db) =>
    db.schema.createTable('paintings', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.text('title').notNullable();
    }),
  down: (db) => db.schema.dropTable('paintings'),
};

// PGlite is one connection in one process, where no lock is taken; the rule is PostgreSQL's.
const onPostgres = process.env.DATABASE_URL ? it : it.skip;

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb('kit_outbox', [paintings, outboxMigration('002-outbox')]);
});
afterAll(() => testDb.drop());
beforeEach(async () => {
  await testDb.db('outbox').delete();
  await testDb.db('applied_events').delete();
  await testDb.db('paintings').delete();
});

/** Log lines at warn and above, as pino writes them. */
function capturedLogger() {
  const lines: Array<{ level: number; msg: string; attempts?: number }> = [];
  return { lines, logger: pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) }) };
}

/** A clock that stands still until the test moves it on. */
function testClock() {
  let shiftMs = 0;
  return { now: () => new Date(Date.now() + shiftMs), pass: (ms: number) => void (shiftMs += ms) };
}

const outboxWith = (handlers: Record<string, EventHandler>, options: Partial<OutboxOptions> = {}) =>
  createOutbox({ db: testDb.db, logger: capturedLogger().logger, handlers, ...options });

/** A painting and its `painting-hung` event, committed together. */
async function hang(title: string, outbox = outboxWith({})) {
  return testDb.db.transaction(async (trx) => {
    await trx('paintings').insert({ title });
    return outbox.write(trx, 'painting-hung', { title });
  });
}

const row = (id: string) => testDb.db('outbox').where({ id }).first();

describe('the outbox', () => {
  it('when the change rolls back, then its event is gone with it and nothing is delivered', async () => {
    const seen: unknown[] = [];
    const outbox = outboxWith({ 'painting-hung': async (event) => void seen.push(event.payload) });
    await expect(
      testDb.db.transaction(async (trx) => {
        await outbox.write(trx, 'painting-hung', { title: 'Never' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outbox.deliverDue()).toBe(0);
    expect(seen).toEqual([]);
  });

  it('when the process stops between the commit and the delivery, then a new relay delivers the event once', async () => {
    const id = await hang('Blue Hour', outboxWith({})); // this relay was never started: the crash
    const seen: Array<{ id: string; payload: unknown }> = [];
    const relay = outboxWith({
      'painting-hung': async ({ id: eventId, payload }) => void seen.push({ id: eventId, payload }),
    });

    await relay.deliverDue();
    await relay.deliverDue();

    expect(seen).toEqual([{ id, payload: { title: 'Blue Hour' } }]);
    expect(await row(id)).toMatchObject({ attempts: 1, delivered_at: expect.any(Date), last_error: null });
  });

  it('when a consumer fails twice and then succeeds, then each failure is kept and logged, the retries wait longer each time, and it is delivered on the third attempt', async () => {
    const clock = testClock();
    const { lines, logger } = capturedLogger();
    let failures = 2;
    const relay = createOutbox({
      db: testDb.db,
      logger,
      now: clock.now,
      firstRetryMs: 60_000,
      maxRetryMs: 600_000,
      handlers: {
        'painting-hung': async () => {
          if (failures-- > 0) throw new Error('the gallery is closed');
        },
      },
    });
    const id = await hang('Red Field');

    await relay.deliverDue();
    const afterFirst = await row(id);
    expect(afterFirst).toMatchObject({ attempts: 1, last_error: 'the gallery is closed', delivered_at: null });
    expect(new Date(afterFirst.next_attempt_at).getTime() - clock.now().getTime()).toBeGreaterThan(55_000);
    expect(await relay.deliverDue()).toBe(0); // not due before its time

    clock.pass(60_000);
    await relay.deliverDue();
    const afterSecond = await row(id);
    expect(afterSecond).toMatchObject({ attempts: 2, last_error: 'the gallery is closed', delivered_at: null });
    expect(new Date(afterSecond.next_attempt_at).getTime() - clock.now().getTime()).toBeGreaterThan(115_000);
    clock.pass(60_000);
    expect(await relay.deliverDue()).toBe(0);
    expect(await outboxBacklog(testDb.db)).toEqual({
      waiting: 1,
      failing: [
        expect.objectContaining({ id, type: 'painting-hung', attempts: 2, lastError: 'the gallery is closed' }),
      ],
    });

    clock.pass(60_000);
    await relay.deliverDue();
    expect(await row(id)).toMatchObject({ attempts: 3, delivered_at: expect.any(Date) });
    expect(await outboxBacklog(testDb.db)).toEqual({ waiting: 0, failing: [] });
    expect(lines.map(({ level, msg, attempts }) => ({ level, msg, attempts }))).toEqual([
      { level: 40, msg: 'an outbox event was not delivered; it will be tried again', attempts: 1 },
      { level: 40, msg: 'an outbox event was not delivered; it will be tried again', attempts: 2 },
    ]);
  });

  it('when an event keeps failing, then from the fifth attempt on it is logged as an error and retried at the longest wait', async () => {
    const clock = testClock();
    const { lines, logger } = capturedLogger();
    const relay = createOutbox({
      db: testDb.db,
      logger,
      now: clock.now,
      firstRetryMs: 1000,
      maxRetryMs: 4000,
      handlers: {},
    });
    const id = await hang('Lost');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await relay.deliverDue();
      clock.pass(4000);
    }
    expect(await row(id)).toMatchObject({
      attempts: 5,
      last_error: 'no handler for events of type painting-hung',
      delivered_at: null,
    });
    expect(lines.map(({ level }) => level)).toEqual([40, 40, 40, 40, 50]);
  });

  it('when a retry is due, then the wait doubles from the first and stops at the longest', () => {
    expect([1, 2, 3, 4, 9, 10, 1000].map((attempts) => retryDelayMs(attempts, 1000, 300_000))).toEqual([
      1000, 2000, 4000, 8000, 256_000, 300_000, 300_000,
    ]);
  });

  it('when the relay runs as a job, then an event is delivered right after its commit, without waiting for the poll', async () => {
    let delivered!: (title: unknown) => void;
    const arrived = new Promise((resolve) => (delivered = resolve));
    const outbox = outboxWith({ 'painting-hung': async ({ payload }) => delivered(payload) }, { pollMs: 3_600_000 });
    const stop = outbox.start();
    try {
      await hang('Straight Away', outbox);
      await expect(arrived).resolves.toEqual({ title: 'Straight Away' });
    } finally {
      await stop();
    }
  });

  onPostgres(
    'when two relays run at once, then each event is delivered once and never by both at the same moment',
    async () => {
      const ids = await Promise.all(['One', 'Two', 'Three', 'Four', 'Five'].map((title) => hang(title)));
      const delivered: string[] = [];
      let inFlight = 0;
      let mostInFlight = 0;
      const handler: EventHandler = async ({ id }) => {
        mostInFlight = Math.max(mostInFlight, (inFlight += 1));
        await new Promise((resolve) => setTimeout(resolve, 20));
        delivered.push(id);
        inFlight -= 1;
      };
      const [a, b] = [outboxWith({ 'painting-hung': handler }), outboxWith({ 'painting-hung': handler })];

      await Promise.all([a.deliverDue(), b.deliverDue(), a.deliverDue(), b.deliverDue()]);

      expect(delivered.sort()).toEqual([...ids].sort());
      expect(mostInFlight).toBe(1);
    },
  );
});

describe('applying an event once', () => {
  const EVENT = '5b3c8f0e-6d1a-4c2b-9e7f-0a1b2c3d4e5f';

  it('when the same event arrives twice, then its effect happens once', async () => {
    const apply = () =>
      applyOnce(testDb.db, EVENT, async (trx) => void (await trx('paintings').insert({ title: 'Applied' })));
    expect(await apply()).toBe(true);
    expect(await apply()).toBe(false);
    expect(await testDb.db('paintings').where({ title: 'Applied' })).toHaveLength(1);
  });

  it('when the effect fails, then the event is not recorded and the redelivery applies it', async () => {
    await expect(
      applyOnce(testDb.db, EVENT, async () => Promise.reject(new Error('mail server down'))),
    ).rejects.toThrow('mail server down');
    expect(
      await applyOnce(testDb.db, EVENT, async (trx) => void (await trx('paintings').insert({ title: 'Second Try' }))),
    ).toBe(true);
    expect(await testDb.db('paintings').pluck('title')).toEqual(['Second Try']);
  });

  onPostgres('when two deliveries of one event arrive at the same moment, then only one applies it', async () => {
    const apply = () =>
      applyOnce(testDb.db, EVENT, async (trx) => {
        await trx('paintings').insert({ title: 'Concurrent' });
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
    expect((await Promise.all([apply(), apply()])).sort()).toEqual([false, true]);
    expect(await testDb.db('paintings').where({ title: 'Concurrent' })).toHaveLength(1);
  });
});
