import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { AppError, createDb, loadServiceConfig, migrateUp } from '@easel/service-kit';
import { migrations } from '../../migrations';
import { adminConfigShape } from '../config';
import { createAdminsRepository } from '../data-access/admins-repository';
import { createOwner } from '../domain/first-owner';
import { secondFactorBox } from '../domain/secret-box';

/**
 * npm run admin:create — the first owner, with or without demo data: the admin service's own database (DATABASE_URL,
 * else PGlite under DATA_DIR, as the service uses), migrated first. On a terminal it asks for the e-mail, name and
 * password (not shown); otherwise (CI) it reads ADMIN_EMAIL, ADMIN_NAME and ADMIN_PASSWORD.
 */
async function main() {
  const config = loadServiceConfig(adminConfigShape);
  const input = process.stdin.isTTY && !process.env.ADMIN_PASSWORD ? await ask() : fromEnvironment();
  const schema = config.DB_SCHEMA ?? 'admin';
  const db = await createDb({
    schema,
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.DATA_DIR, 'admin'),
  });
  try {
    await migrateUp(db, schema, migrations);
    const owner = await createOwner(createAdminsRepository(db, secondFactorBox(config)), input);
    console.log(`Owner ${owner.name} <${owner.email}> created.`);
    console.log('Next: sign in at /admin/login (e.g. http://localhost:8080/admin/login) and set up the second factor');
    console.log('with an authenticator app when asked: the owner role requires one.');
  } finally {
    await db.destroy();
  }
}

function fromEnvironment() {
  const { ADMIN_EMAIL: email, ADMIN_NAME: name, ADMIN_PASSWORD: password } = process.env;
  if (!email || !name || !password)
    throw new AppError('Without a terminal, set ADMIN_EMAIL, ADMIN_NAME and ADMIN_PASSWORD', 400);
  return { email, name, password };
}

async function ask() {
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  try {
    const email = await terminal.question('E-mail: ');
    const name = await terminal.question('Name: ');
    const password = await askHidden(terminal, 'Password (12+ characters, not letters alone): ');
    if ((await askHidden(terminal, 'Password again: ')) !== password)
      throw new AppError('The two passwords differ', 400);
    return { email, name, password };
  } finally {
    terminal.close();
  }
}

/** Asks without echoing what is typed. */
async function askHidden(terminal: ReturnType<typeof createInterface>, prompt: string): Promise<string> {
  const output = terminal as unknown as { _writeToOutput(text: string): void };
  const write = output._writeToOutput.bind(terminal);
  output._writeToOutput = (text) => write(text.startsWith(prompt) ? prompt : text.replace(/[^\r\n]/g, ''));
  try {
    return await terminal.question(prompt);
  } finally {
    output._writeToOutput = write;
    process.stdout.write('\n');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof AppError ? `Not created: ${error.message}` : error);
  process.exitCode = 1;
});
