import { createTestDb, migrateDown, migrateUp } from '@easel/service-kit';
import { migrations } from '../migrations';

const TABLES = ['comments', 'votes', 'comment_votes', 'pulse_weeks'];

describe('community migrations', () => {
  it('when migrated up, down and up again, then comments, votes, comment votes and pulse weeks come, go and come back', async () => {
    const { db, schema, drop } = await createTestDb('community', migrations);
    const present = () => Promise.all(TABLES.map((table) => db.schema.withSchema(schema).hasTable(table)));
    try {
      expect(await present()).toEqual([true, true, true, true]);
      await migrateDown(db, schema, migrations);
      expect(await present()).toEqual([false, false, false, false]);
      await migrateUp(db, schema, migrations);
      expect(await present()).toEqual([true, true, true, true]);
      await db('votes').insert({ art_slug: 'a', voter: 'fp-1', week: '2026-01-05' });
      await expect(db('votes').insert({ art_slug: 'a', voter: 'fp-1', week: '2026-01-05' })).rejects.toThrow();
    } finally {
      await drop();
    }
  }, 60_000);
});
