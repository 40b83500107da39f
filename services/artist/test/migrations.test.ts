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

  it('when migrated up, then a message can keep its work’s picture; rolled back, the column goes with the rest', async () => {
    const { db, schema, drop } = await createTestDb('artist', migrations);
    const hasImage = () => db.schema.withSchema(schema).hasColumn('conversation_messages', 'art_image');
    try {
      expect(await hasImage()).toBe(true);
      await migrateDown(db, schema, migrations);
      expect(await hasImage()).toBe(false);
    } finally {
      await drop();
    }
  }, 60_000);
});
