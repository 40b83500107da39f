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

/**
 * The planner's cost of reading a page at random, on every connection: the services' data is read from memory or SSD,
 * where that costs about what reading pages in turn does. At PostgreSQL's default (4, for spinning disks) the catalog's
 * search read the whole table rather than its GIN index for a word 15% of artworks have.
 */
const RANDOM_PAGE_COST = 1.1;

/** A knex instance whose queries land in the service's own schema, on PostgreSQL or PGlite. */
export async function createDb({ schema, databaseUrl, pgliteDir }: DbOptions): Promise<Db> {
  const db = databaseUrl
    ? knex({
        client: 'pg',
        connection: { connectionString: databaseUrl, options: `-c random_page_cost=${RANDOM_PAGE_COST}` },
        searchPath: [schema],
        pool: { min: 0, max: 10 },
      })
    : knex({
        client: ClientPgLite,
        connection: pgliteDir ? await pgliteConnection(pgliteDir) : {},
        searchPath: [schema],
      });
  // PGlite has one connection, kept for the life of the process.
  if (!databaseUrl) await db.raw(`set random_page_cost = ${RANDOM_PAGE_COST}`);
  // "if not exists" still fails when two replicas create the schema at the same moment: they take turns.
  await withAdvisoryLock(db, `${schema}:create`, () => db.raw('create schema if not exists ??', [schema]));
  return db;
}

/** knex-pglite takes an open PGlite as `connection.pglite`, which knex's own types do not know. */
async function pgliteConnection(dir: string): Promise<Knex.StaticConnectionConfig> {
  return { pglite: await openPglite(dir) } as unknown as Knex.StaticConnectionConfig;
}
