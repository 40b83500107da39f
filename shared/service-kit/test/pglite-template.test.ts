// A new PGlite database starts as a copy of the template (a folder) instead of running initdb; an existing one keeps its
// data; databases made together run initdb once, as does the maker npm start runs beside them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openPglite, pgliteTemplate } from '../src/db/pglite-template';

let folder: string;
beforeEach(() => (folder = fs.mkdtempSync(path.join(os.tmpdir(), 'easel-pglite-template-'))));
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('a new embedded database', () => {
  it('when there is no template, then one is made, and each new database starts from it empty', async () => {
    const template = path.join(folder, 'template');
    const first = await openPglite(path.join(folder, 'identity'), template);
    await first.exec('create table accounts (id int)');
    await first.close();
    expect(fs.existsSync(path.join(template, 'PG_VERSION'))).toBe(true);

    const second = await openPglite(path.join(folder, 'catalog'), template);
    const tables = await second.query("select count(*)::int as n from pg_tables where tablename = 'accounts'");
    expect(tables.rows).toEqual([{ n: 0 }]);
    await second.close();
  }, 90_000);

  it('when its folder already holds a database, then its data is kept', async () => {
    const template = path.join(folder, 'template');
    const dir = path.join(folder, 'catalog');
    const first = await openPglite(dir, template);
    await first.exec("create table artworks (title text); insert into artworks values ('Blue')");
    await first.close();

    const again = await openPglite(dir, template);
    expect((await again.query('select title from artworks')).rows).toEqual([{ title: 'Blue' }]);
    await again.close();
  }, 90_000);
});

describe('an embedded database as it runs', () => {
  it("when opened, then it keeps 16 MB of shared buffers, not PostgreSQL's default of 128 MB, and still answers", async () => {
    const pglite = await openPglite(path.join(folder, 'identity'), path.join(folder, 'template'));
    const { rows } = await pglite.query(
      "select current_setting('shared_buffers') as buffers, current_setting('search_path') as path",
    );
    expect(rows).toEqual([{ buffers: '16MB', path: 'public' }]);
    await pglite.close();
  }, 90_000);
});

describe('new embedded databases opened together, with no template yet', () => {
  it('when three open at once, then initdb runs once, for the template, and all three start from it', async () => {
    const template = path.join(folder, 'template');
    const creates = recordCreates();
    const opened = await Promise.all(
      ['identity', 'catalog', 'artist'].map((name) => openPglite(path.join(folder, name), template)),
    );
    expect({ opened: opened.length, initdb: creates.initdb, fromTemplate: creates.existing }).toEqual({
      opened: 3,
      initdb: 1,
      fromTemplate: 3,
    });
    expect(fs.existsSync(`${template}.lock`)).toBe(false);
    for (const pglite of opened) expect((await pglite.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await Promise.all(opened.map((pglite) => pglite.close()));
  }, 120_000);

  it('when npm start makes the template while the services load, then the services wait for it and initdb runs once, for it', async () => {
    const template = path.join(folder, 'template');
    const creates = recordCreates();
    const [made, ...opened] = await Promise.all([
      pgliteTemplate(template),
      ...['identity', 'catalog'].map((name) => openPglite(path.join(folder, name), template)),
    ]);
    expect({ made, initdb: creates.initdb, fromTemplate: creates.existing }).toEqual({
      made: true,
      initdb: 1,
      fromTemplate: 2,
    });
    await Promise.all(opened.map((pglite) => pglite.close()));
    expect(await pgliteTemplate(template)).toBe(true); // already there: nothing is made again
    expect(creates.initdb).toBe(1);
  }, 120_000);

  it('when a template folder was left half made (no database in it), then it is made again', async () => {
    const template = path.join(folder, 'template');
    fs.mkdirSync(path.join(template, 'base'), { recursive: true });
    const pglite = await openPglite(path.join(folder, 'identity'), template);
    expect(fs.existsSync(path.join(template, 'PG_VERSION'))).toBe(true);
    expect((await pglite.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await pglite.close();
  }, 90_000);

  it('when a lock was left by a process that died making the template, then a new database does not wait for it forever', async () => {
    const template = path.join(folder, 'template');
    fs.writeFileSync(`${template}.lock`, '12345');
    const old = new Date(Date.now() - 10 * 60_000);
    fs.utimesSync(`${template}.lock`, old, old);
    const pglite = await openPglite(path.join(folder, 'identity'), template);
    expect(fs.existsSync(path.join(template, 'PG_VERSION'))).toBe(true);
    await pglite.close();
  }, 90_000);

  it('when a fresh lock names a process that has ended (a first start stopped with Ctrl+C), then it is taken over at once', async () => {
    const template = path.join(folder, 'template');
    const ended = spawnSync(process.execPath, ['-e', '0']).pid;
    fs.writeFileSync(`${template}.lock`, String(ended));
    const waited = jest.spyOn(global, 'setTimeout');
    const pglite = await openPglite(path.join(folder, 'identity'), template);
    expect(waited.mock.calls.filter(([, ms]) => ms === 200)).toHaveLength(1); // one look, not two minutes of them
    expect(fs.existsSync(path.join(template, 'PG_VERSION'))).toBe(true);
    await pglite.close();
    waited.mockRestore();
  }, 90_000);

  it('when the lock names a process still making the template, then the database waits for it', async () => {
    const template = path.join(folder, 'template');
    fs.writeFileSync(`${template}.lock`, String(process.pid));
    let opened = false;
    const opening = openPglite(path.join(folder, 'identity'), template).then((pglite) => ((opened = true), pglite));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(opened).toBe(false);
    fs.rmSync(`${template}.lock`);
    await (await opening).close();
    expect(opened).toBe(true);
  }, 90_000);
});

/** PGlite.create's calls under this test's folder: on a folder without a database (initdb), or on one with a database. */
function recordCreates() {
  const counts = { initdb: 0, existing: 0 };
  const create = PGlite.create.bind(PGlite);
  jest.spyOn(PGlite, 'create').mockImplementation(((dir: string, ...rest: unknown[]) => {
    if (typeof dir === 'string' && dir.startsWith(folder))
      counts[fs.existsSync(path.join(dir, 'PG_VERSION')) ? 'existing' : 'initdb'] += 1;
    return (create as (...args: unknown[]) => Promise<PGlite>)(dir, ...rest);
  }) as typeof PGlite.create);
  return counts;
}
