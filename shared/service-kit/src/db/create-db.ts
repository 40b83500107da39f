import knex, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { withAdvisoryLock } from './advisory-lock';
import { openPglite } from './pglite-template';

export type Db = Knex;

export interface DbOptions {
  /** The service's own schema. */
  schema: string;
  /** A PostgreSQL server; without it the service runs on embedded PGlite. */
  databaseUrl?: string;
  /** Folder for the embedded database; omitted means in memory (tests). */
  pgliteDir?: string;
}

/** A knex instance whose queries land in the service's own schema, on PostgreSQL or PGlite. */
export async function createDb({ schema, databaseUrl, pgliteDir }: DbOptions): Promise<Db> {
  const db = databaseUrl
    ? knex({ client: 'pg', connection: databaseUrl, searchPath: [schema], pool: { min: 0, max: 10 } })
    : knex({ client: ClientPgLite, connection: pgliteDir ? await pgliteConnection(pgliteDir) : {}, searchPath: [schema] });
  // "if not exists" still fails when two replicas create the schema at the same moment: they take turns.
  await withAdvisoryLock(db, `${schema}:create`, () => db.raw('create schema if not exists ??', [schema]));
  return db;
}

/** knex-pglite takes an open PGlite as `connection.pglite`, which knex's own types do not know. */
async function pgliteConnection(dir: string): Promise<Knex.StaticConnectionConfig> {
  return { pglite: await openPglite(dir) } as unknown as Knex.StaticConnectionConfig;
}
