import { createTestDb, migrateDown, migrateUp, type TestDb } from '@easel/service-kit';
import { migrations } from '../migrations';

describe('migration 006: offers', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb('commerce', migrations);
  }, 60_000);
  afterAll(() => testDb.drop());

  const request = (extra: object = {}) => ({
    email: 'a@b.example',
    art_slug: 'x',
    buy_option: 'offer',
    offer_minor: 100,
    currency: 'EUR',
    ...extra,
  });

  it('when a request has an unknown state or a counter of nothing, or rules a floor above their accept-at, then the database refuses it', async () => {
    const { db } = testDb;
    await expect(db('order_requests').insert(request({ state: 'haggling' }))).rejects.toThrow();
    await expect(db('order_requests').insert(request({ counter_minor: 0 }))).rejects.toThrow();
    await expect(
      db('offer_rules').insert({
        art_slug: 'x',
        artist_id: '11111111-1111-4111-8111-111111111111',
        floor_minor: 500,
        accept_at_minor: 400,
        currency: 'EUR',
      }),
    ).rejects.toThrow();
    const [row] = await db('order_requests').insert(request()).returning('state');
    expect(row.state).toBe('open');
  });

  it('when two requests carry the same checkout token hash, then the second is refused', async () => {
    const { db } = testDb;
    await db('order_requests').insert(request({ checkout_token_hash: 'same' }));
    await expect(db('order_requests').insert(request({ checkout_token_hash: 'same' }))).rejects.toThrow();
  });

  it('when migrated down and up again, then the rules table and the offer columns go (006 undone first) and come back', async () => {
    const { db, schema } = testDb;
    const shape = async () => [
      await db.schema.withSchema(schema).hasTable('offer_rules'),
      await db.schema.withSchema(schema).hasColumn('order_requests', 'state'),
    ];
    expect(await shape()).toEqual([true, true]);
    await migrateDown(db, schema, migrations);
    expect(await shape()).toEqual([false, false]);
    await migrateUp(db, schema, migrations);
    expect(await shape()).toEqual([true, true]);
  });
});
