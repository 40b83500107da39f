import { migrateDown, migrateUp, createTestDb, type TestDb } from '@easel/service-kit';
import { migrations } from '../migrations';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb('identity', migrations);
});
afterAll(() => testDb.drop());

const tables = async () => {
  const rows = await testDb
    .db('information_schema.tables')
    .select('table_name')
    .where({ table_schema: testDb.schema })
    .whereNot('table_name', 'like', 'knex_%');
  return rows.map((row) => String(row.table_name)).sort();
};

test('when migrated up, down and up again, then every table comes and goes cleanly', async () => {
  expect(await tables()).toEqual([
    'applied_events',
    'artist_slugs',
    'bookmarks',
    'credentials',
    'outbox',
    'password_resets',
    'refresh_tokens',
    'sessions',
    'users',
  ]);
  await migrateDown(testDb.db, testDb.schema, migrations);
  expect(await tables()).toEqual([]);
  await migrateUp(testDb.db, testDb.schema, migrations);
  expect(await tables()).toEqual([
    'applied_events',
    'artist_slugs',
    'bookmarks',
    'credentials',
    'outbox',
    'password_resets',
    'refresh_tokens',
    'sessions',
    'users',
  ]);
});

test('when a row breaks a rule of the schema, then the database refuses it', async () => {
  const users = () => testDb.db('users');
  await users().insert({ email: 'same@example.com', first_name: 'A' });
  await expect(users().insert({ email: 'same@example.com', first_name: 'B' })).rejects.toThrow(/unique/);
  await expect(users().insert({ email: 'Upper@example.com', first_name: 'C' })).rejects.toThrow(/users_email_lower/);
  await expect(users().insert({ email: 'admin@example.com', first_name: 'D', role: 'admin' })).rejects.toThrow(
    /users_role/,
  );
  const [user] = await users().where({ email: 'same@example.com' }).select('id', 'role', 'google', 'artwork_count');
  expect(user).toMatchObject({ role: 'customer', google: false, artwork_count: 0 });
  await expect(testDb.db('bookmarks').insert({ user_id: user.id, kind: 'gallery', slug: 'x' })).rejects.toThrow(
    /bookmarks_kind/,
  );
});
