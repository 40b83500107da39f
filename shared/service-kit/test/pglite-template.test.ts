// A new PGlite database starts as a copy of the template instead of running initdb; an existing one keeps its data;
// databases made together run initdb once.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../src/db/pglite-template';

let folder: string;
beforeEach(() => (folder = fs.mkdtempSync(path.join(os.tmpdir(), 'easel-pglite-template-'))));
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('a new embedded database', () => {
  it('when there is no template, then the new empty database becomes one, and the next new database starts from it empty', async () => {
    const template = path.join(folder, 'template.tar');
    const first = await openPglite(path.join(folder, 'identity'), template);
    await first.exec('create table accounts (id int)');
    await first.close();
    expect(fs.existsSync(template)).toBe(true);

    const second = await openPglite(path.join(folder, 'catalog'), template);
    const tables = await second.query("select count(*)::int as n from pg_tables where tablename = 'accounts'");
    expect(tables.rows).toEqual([{ n: 0 }]);
    await second.close();
  }, 90_000);

  it('when its folder already holds a database, then its data is kept', async () => {
    const template = path.join(folder, 'template.tar');
    const dir = path.join(folder, 'catalog');
    const first = await openPglite(dir, template);
    await first.exec("create table artworks (title text); insert into artworks values ('Blue')");
    await first.close();

    const again = await openPglite(dir, template);
    expect((await again.query('select title from artworks')).rows).toEqual([{ title: 'Blue' }]);
    await again.close();
  }, 90_000);
});

describe('new embedded databases opened together, with no template yet', () => {
  it('when three open at once, then one runs initdb and the other two start from its template', async () => {
    const template = path.join(folder, 'template.tar');
    const initdbs = jest.spyOn(PGlite, 'create');
    const opened = await Promise.all(['identity', 'catalog', 'artist'].map((name) => openPglite(path.join(folder, name), template)));
    const ours = initdbs.mock.calls.filter(([dir]) => typeof dir === 'string' && dir.startsWith(folder));
    const fromTemplate = ours.filter(([, options]) => options?.loadDataDir).length;
    expect({ opened: opened.length, fromTemplate, initdb: ours.length - fromTemplate }).toEqual({ opened: 3, fromTemplate: 2, initdb: 1 });
    expect(fs.existsSync(`${template}.lock`)).toBe(false);
    for (const pglite of opened) expect((await pglite.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await Promise.all(opened.map((pglite) => pglite.close()));
    initdbs.mockRestore();
  }, 120_000);

  it('when a lock was left by a process that died making the template, then a new database does not wait for it forever', async () => {
    const template = path.join(folder, 'template.tar');
    fs.writeFileSync(`${template}.lock`, '12345');
    const old = new Date(Date.now() - 10 * 60_000);
    fs.utimesSync(`${template}.lock`, old, old);
    const pglite = await openPglite(path.join(folder, 'identity'), template);
    expect(fs.existsSync(template)).toBe(true);
    await pglite.close();
  }, 90_000);

  it('when a fresh lock names a process that has ended (a first start stopped with Ctrl+C), then it is taken over at once', async () => {
    const template = path.join(folder, 'template.tar');
    const ended = spawnSync(process.execPath, ['-e', '0']).pid;
    fs.writeFileSync(`${template}.lock`, String(ended));
    const waited = jest.spyOn(global, 'setTimeout');
    const pglite = await openPglite(path.join(folder, 'identity'), template);
    expect(waited.mock.calls.filter(([, ms]) => ms === 200)).toHaveLength(1); // one look, not two minutes of them
    expect(fs.existsSync(template)).toBe(true);
    await pglite.close();
    waited.mockRestore();
  }, 90_000);

  it('when the lock names a process still making the template, then the database waits for it', async () => {
    const template = path.join(folder, 'template.tar');
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
