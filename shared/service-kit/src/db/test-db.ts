import { randomBytes } from 'node:crypto';
import { createDb, type Db } from './create-db';
import { migrateUp, type Migration } from './migrations';

export interface TestDb {
  db: Db;
  schema: string;
  drop(): Promise<void>;
}

/**
 * A migrated database for one test file: a fresh schema on DATABASE_URL, so runs never see
 * each other's rows, or an in-memory PGlite when no server is configured.
 */
export async function createTestDb(service: string, migrations: Migration[]): Promise<TestDb> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schema = databaseUrl ? `${service}_t${randomBytes(5).toString('hex')}` : service;
  const db = await createDb({ schema, databaseUrl });
  await migrateUp(db, schema, migrations);
  return {
    db,
    schema,
    async drop() {
      if (databaseUrl) await db.raw('drop schema if exists ?? cascade', [schema]);
      await db.destroy();
    },
  };
}
