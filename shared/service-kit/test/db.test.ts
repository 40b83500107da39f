import { createDb } from '../src/db/create-db';
import { createTestDb } from '../src/db/test-db';
import { withAdvisoryLock } from '../src/db/advisory-lock';
import { migrateDown, migrateUp, type Migration } from '../src/db/migrations';

const migrations: Migration[] = [
  {
    name: '001_paintings',
    up: (db) =>
      db.schema.createTable('paintings', (t) => {
        t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
        t.text('title').notNullable();
      }),
    down: (db) => db.schema.dropTable('paintings'),
  },
];

describe('database', () => {
  it('when migrations run up, down and up again, then the tables follow', async () => {
    const { db, schema, drop } = await createTestDb('kit', migrations);
    try {
      await db('paintings').insert({ title: 'Blue' });
      expect(await db.schema.withSchema(schema).hasTable('paintings')).toBe(true);
      await migrateDown(db, schema, migrations);
      expect(await db.schema.withSchema(schema).hasTable('paintings')).toBe(false);
      await migrateUp(db, schema, migrations);
      expect(await db('paintings').count({ n: '*' })).toEqual([{ n: expect.anything() }]);
    } finally {
      await drop();
    }
  });

  it('when a connection is opened, then the planner costs a page read at random as on SSD, on every connection of the pool', async () => {
    const { db, drop } = await createTestDb('kit', migrations);
    try {
      // Held open together, so that each runs on a connection of its own where there is a pool (PostgreSQL).
      const settings = await Promise.all(
        [1, 2, 3].map(() =>
          db.transaction(async (trx) => (await trx.raw('show random_page_cost')).rows[0].random_page_cost),
        ),
      );
      expect(settings).toEqual(['1.1', '1.1', '1.1']);
    } finally {
      await drop();
    }
  });

  it('when a value holds SQL, then bindings keep it a value', async () => {
    const { db, drop } = await createTestDb('kit', migrations);
    try {
      await db('paintings').insert({ title: "x'); drop table paintings; --" });
      expect(await db('paintings').where({ title: "x'); drop table paintings; --" }).first()).toBeDefined();
    } finally {
      await drop();
    }
  });
});

// PGlite is one connection in one process, where no lock is taken; the rule is PostgreSQL's.
const onPostgres = process.env.DATABASE_URL ? it : it.skip;

describe('advisory lock', () => {
  onPostgres('when two starts ask for the same lock, then they take turns', async () => {
    const { db, drop } = await createTestDb('kit', migrations);
    try {
      const order: string[] = [];
      const step = (name: string) => async () => {
        order.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        order.push(`${name} out`);
      };
      await Promise.all([withAdvisoryLock(db, 'kit:seed', step('a')), withAdvisoryLock(db, 'kit:seed', step('b'))]);
      // Whichever gets a connection first goes first; the other waits until it is out.
      const [first, second] = order[0] === 'a in' ? ['a', 'b'] : ['b', 'a'];
      expect(order).toEqual([`${first} in`, `${first} out`, `${second} in`, `${second} out`]);
    } finally {
      await drop();
    }
  });
});

describe('migrations on several replicas', () => {
  onPostgres(
    'when two replicas migrate one fresh schema at once, then both succeed and each migration ran once',
    async () => {
      const schema = `kit_race_${Date.now().toString(36)}`;
      const [a, b] = await Promise.all([1, 2].map(() => createDb({ schema, databaseUrl: process.env.DATABASE_URL })));
      try {
        await Promise.all([migrateUp(a!, schema, migrations), migrateUp(b!, schema, migrations)]);
        const ran = await a!.withSchema(schema).from('knex_migrations').select('name');
        expect(ran).toEqual([{ name: '001_paintings' }]);
      } finally {
        await a!.raw('drop schema if exists ?? cascade', [schema]);
        await Promise.all([a!.destroy(), b!.destroy()]);
      }
    },
  );
});
