// A new PGlite database starts as a copy of the template instead of running initdb; an existing one keeps its data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
