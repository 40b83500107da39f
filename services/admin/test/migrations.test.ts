import { createTestDb, migrateDown, migrateUp } from '@easel/service-kit';
import { migrations } from '../migrations';

describe('admin migrations', () => {
  it('when migrated up, down and up again, then admins and audit_log come, go and come back', async () => {
    const { db, schema, drop } = await createTestDb('admin', migrations);
    const present = () =>
      Promise.all(['admins', 'audit_log'].map((table) => db.schema.withSchema(schema).hasTable(table)));
    try {
      expect(await present()).toEqual([true, true]);
      await migrateDown(db, schema, migrations);
      expect(await present()).toEqual([false, false]);
      await migrateUp(db, schema, migrations);
      expect(await present()).toEqual([true, true]);
    } finally {
      await drop();
    }
  }, 60_000);
});
