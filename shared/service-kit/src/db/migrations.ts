import type { Knex } from 'knex';
import { withAdvisoryLock } from './advisory-lock';

export interface Migration {
  name: string;
  up(db: Knex): Promise<void>;
  down(db: Knex): Promise<void>;
}

// Migrations are passed as a list rather than found on disk, so tsx, jest and bundles all load them alike.
function source(migrations: Migration[]): Knex.MigrationSource<Migration> {
  return {
    getMigrations: async () => migrations,
    getMigrationName: (migration) => migration.name,
    getMigration: async (migration) => migration,
  };
}

/**
 * Replicas starting together take turns: knex's own migration lock is a table that the first run creates, so a
 * second run on a fresh schema would fail creating it too; under the advisory lock the second finds nothing left to do.
 */
export async function migrateUp(db: Knex, schema: string, migrations: Migration[]): Promise<void> {
  await withAdvisoryLock(db, `${schema}:migrate`, () =>
    db.migrate.latest({ schemaName: schema, migrationSource: source(migrations) }),
  );
}

export async function migrateDown(db: Knex, schema: string, migrations: Migration[]): Promise<void> {
  await db.migrate.rollback({ schemaName: schema, migrationSource: source(migrations) }, true);
}
