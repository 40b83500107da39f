import { createTestDb, migrateDown, migrateUp, type TestDb } from '@easel/service-kit';
import { migrations } from '../migrations';

const TABLES = ['carts', 'payment_intents', 'orders', 'order_requests', 'holds', 'order_items', 'outbox'];

describe('commerce migrations', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb('commerce', migrations);
  }, 60_000);
  afterAll(() => testDb.drop());

  it('when migrated up, down and up again, then carts, payment intents, orders, order requests, holds, order items and the outbox come, go and come back', async () => {
    const { db, schema } = testDb;
    const present = () => Promise.all(TABLES.map((table) => db.schema.withSchema(schema).hasTable(table)));
    expect(await present()).toEqual(TABLES.map(() => true));
    await migrateDown(db, schema, migrations);
    expect(await present()).toEqual(TABLES.map(() => false));
    await migrateUp(db, schema, migrations);
    expect(await present()).toEqual(TABLES.map(() => true));
  });

  it('when a cart names both a user and a guest, or an order request an unknown buy option, then the database refuses it', async () => {
    const { db } = testDb;
    await expect(
      db('carts').insert({ user_id: '11111111-1111-4111-8111-111111111111', guest_id: 'g-1' }),
    ).rejects.toThrow();
    await db('carts').insert({ guest_id: 'g-1' });
    await expect(
      db('order_requests').insert({ email: 'a@b.example', art_slug: 'x', buy_option: 'steal' }),
    ).rejects.toThrow();
    await db('order_requests').insert({ email: 'a@b.example', art_slug: 'x', buy_option: 'Inquire Price' });
  });
});
