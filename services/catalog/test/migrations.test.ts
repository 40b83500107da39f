import { createTestDb, migrateDown, migrateUp } from '@easel/service-kit';
import { migrations } from '../migrations';

describe('catalog migrations', () => {
  it('when migrated up, down and up again, then artworks and media come, go and come back', async () => {
    const { db, schema, drop } = await createTestDb('catalog', migrations);
    try {
      expect(await db.schema.withSchema(schema).hasTable('artworks')).toBe(true);
      await migrateDown(db, schema, migrations);
      expect(await db.schema.withSchema(schema).hasTable('artworks')).toBe(false);
      expect(await db.schema.withSchema(schema).hasTable('media')).toBe(false);
      await migrateUp(db, schema, migrations);
      expect(await db.schema.withSchema(schema).hasTable('artworks')).toBe(true);
      expect(await db.schema.withSchema(schema).hasTable('media')).toBe(true);
    } finally {
      await drop();
    }
  }, 60_000);
});
