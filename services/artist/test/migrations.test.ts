import { createTestDb, migrateDown, migrateUp } from '@easel/service-kit';
import { migrations } from '../migrations';

describe('artist migrations', () => {
  it('when migrated up, down and up again, then artist_pages and messages come, go and come back', async () => {
    const { db, schema, drop } = await createTestDb('artist', migrations);
    const has = (table: string) => db.schema.withSchema(schema).hasTable(table);
    try {
      expect([await has('artist_pages'), await has('messages')]).toEqual([true, true]);
      await migrateDown(db, schema, migrations);
      expect([await has('artist_pages'), await has('messages')]).toEqual([false, false]);
      await migrateUp(db, schema, migrations);
      expect([await has('artist_pages'), await has('messages')]).toEqual([true, true]);
    } finally {
      await drop();
    }
  }, 60_000);
});
