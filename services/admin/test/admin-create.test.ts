import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createDb } from '@easel/service-kit';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');

/**
 * `npm run admin:create` as CI runs it: on an empty database (a fresh PGlite folder, or a fresh schema on DATABASE_URL
 * when the tests run on PostgreSQL), from the environment.
 */
describe('npm run admin:create', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'easel-admin-create-'));
  const schema = `admin_create_${process.pid}`;
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const database = () => createDb({ schema, databaseUrl, pgliteDir: path.join(dataDir, 'admin') });
  afterAll(async () => {
    if (databaseUrl) {
      const db = await database();
      await db.raw('drop schema if exists ?? cascade', [schema]);
      await db.destroy();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const adminCreate = (env: Record<string, string>) =>
    run(path.join(ROOT, 'node_modules/.bin/tsx'), ['services/admin/src/cli/admin-create.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DB_SCHEMA: schema, ...env },
    }).then(
      ({ stdout }) => ({ ok: true, out: stdout }),
      (error: { stdout: string; stderr: string }) => ({ ok: false, out: error.stdout + error.stderr }),
    );
  const owner = { ADMIN_EMAIL: 'Founder@Example.com', ADMIN_NAME: 'Fay Founder', ADMIN_PASSWORD: 'correct-horse-42' };

  it('when the environment names a new owner, then the database is migrated and the owner made, and it says what to do next', async () => {
    const result = await adminCreate(owner);
    expect(result).toEqual({
      ok: true,
      out: expect.stringContaining('Owner Fay Founder <founder@example.com> created.'),
    });
    expect(result.out).toContain('sign in at /admin/login');
    expect(result.out).toContain('second factor');
    const db = await database();
    try {
      const rows = await db('admins').select('email', 'name', 'role', 'totp_secret', 'disabled_at');
      expect(rows).toEqual([
        { email: 'founder@example.com', name: 'Fay Founder', role: 'owner', totp_secret: null, disabled_at: null },
      ]);
    } finally {
      await db.destroy();
    }
  }, 120_000);

  it('when the e-mail is taken, the password weak or a value missing, then nothing is made and it says why', async () => {
    expect(await adminCreate(owner)).toEqual({
      ok: false,
      out: expect.stringContaining('There is already an admin with the e-mail founder@example.com'),
    });
    expect(await adminCreate({ ...owner, ADMIN_EMAIL: 'two@example.com', ADMIN_PASSWORD: 'short-1' })).toEqual({
      ok: false,
      out: expect.stringContaining("An admin's password must be at least 12 characters"),
    });
    expect(await adminCreate({ ...owner, ADMIN_EMAIL: 'two@example.com', ADMIN_PASSWORD: 'onlylettershere' })).toEqual({
      ok: false,
      out: expect.stringContaining("An admin's password must mix letters with digits or symbols"),
    });
    expect(await adminCreate({ ADMIN_EMAIL: 'two@example.com', ADMIN_NAME: '', ADMIN_PASSWORD: '' })).toEqual({
      ok: false,
      out: expect.stringContaining('set ADMIN_EMAIL, ADMIN_NAME and ADMIN_PASSWORD'),
    });
  }, 120_000);
});
