import request from 'supertest';
import { createApp } from '../src/http/create-app';
import { createLogger } from '../src/logger';
import { createTestDb, type TestDb } from '../src/db/test-db';
import { outboxMigration } from '../src/outbox/outbox-migration';
import { OUTBOX_EVENT_NOT_WAITING, outboxRoutes } from '../src/outbox/outbox-routes';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb('kit_outbox_retry', [outboxMigration('001-outbox')]);
});
afterAll(() => testDb.drop());

const app = () =>
  createApp({
    logger: createLogger('test', 'silent'),
    routes: outboxRoutes(testDb.db),
    readiness: async () => undefined,
  });
const later = new Date(Date.now() + 60 * 60_000);

test('when a failed event is retried, then it is due now, keeps its attempts, and leaves the others alone', async () => {
  const [failed, other] = await testDb
    .db('outbox')
    .insert([
      {
        type: 'order-cancelled.release',
        payload: '{}',
        attempts: 3,
        last_error: 'catalog down',
        next_attempt_at: later,
      },
      {
        type: 'order-cancelled.release',
        payload: '{}',
        attempts: 2,
        last_error: 'catalog down',
        next_attempt_at: later,
      },
    ])
    .returning<{ id: string }[]>('id');
  const before = Date.now();
  const { body } = await request(app()).post(`/internal/outbox/${failed!.id}/retry`).expect(200);
  expect(body.event).toMatchObject({
    id: failed!.id,
    type: 'order-cancelled.release',
    attempts: 3,
    lastError: 'catalog down',
  });
  const rows: { id: string; next_attempt_at: Date; attempts: number }[] = await testDb
    .db('outbox')
    .whereIn('id', [failed!.id, other!.id])
    .select('id', 'next_attempt_at', 'attempts');
  const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
  expect(new Date(byId[failed!.id]!.next_attempt_at).getTime()).toBeLessThanOrEqual(before + 1000);
  expect(byId[failed!.id]!.attempts).toBe(3);
  expect(new Date(byId[other!.id]!.next_attempt_at).getTime()).toBe(later.getTime());
});

test('when the event is delivered already, unknown or not an id, then 404 says it is not waiting', async () => {
  const [delivered] = await testDb
    .db('outbox')
    .insert({ type: 'x', payload: '{}', attempts: 1, delivered_at: new Date() })
    .returning<{ id: string }[]>('id');
  for (const id of [delivered!.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
    expect((await request(app()).post(`/internal/outbox/${id}/retry`).expect(404)).body).toEqual({
      message: OUTBOX_EVENT_NOT_WAITING,
    });
  }
});
