import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const pgliteVersion: string = JSON.parse(
  fs.readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8'),
).version;

/** One template per PGlite version, shared by every data folder on the machine (a cache: removing it costs time only). */
const defaultTemplateFile = () => path.join(os.tmpdir(), `easel-pglite-template-${pgliteVersion}.tar`);

/**
 * PGlite on the folder `dir`. A new folder starts as a copy of the template when there is one: initdb costs about 11 s
 * of CPU, and loading the template about 2. Without one, one new database runs initdb and becomes the template while
 * the others wait for it: on a new machine's first start, six services once ran initdb at the same time on 2 cores.
 */
export async function openPglite(dir: string, templateFile = defaultTemplateFile()): Promise<PGlite> {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  if (!isNewPglite(dir)) return PGlite.create(dir);
  const template = await templateOrTurn(templateFile);
  if (template) return PGlite.create(dir, { loadDataDir: template });
  try {
    const pglite = await PGlite.create(dir);
    await saveTemplate(pglite, templateFile);
    return pglite;
  } finally {
    fs.rmSync(lockOf(templateFile), { force: true });
  }
}

/** No database in the folder yet: opening it makes one. */
export const isNewPglite = (dir: string) => !fs.existsSync(path.join(dir, 'PG_VERSION'));

const lockOf = (templateFile: string) => `${templateFile}.lock`;
/** Longer than initdb takes on a busy machine: a lock this old was left by a process that died making the template. */
const STALE_LOCK_MS = 120_000;

/** The template, or undefined when this process is to make it (it then holds the lock). */
async function templateOrTurn(templateFile: string): Promise<Blob | undefined> {
  const lock = lockOf(templateFile);
  for (;;) {
    const template = readTemplate(templateFile);
    if (template) return template;
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return undefined;
    } catch (error) {
      // EEXIST: another process is making it. Any other failure (no temp folder to write to): run initdb alone.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return undefined;
    }
    if (isStale(lock)) fs.rmSync(lock, { force: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A lock is left behind when its process died making the template (a first start stopped with Ctrl+C): its process is
 * gone, or it is older than initdb takes. Without the first test, the next start waited the two minutes out.
 */
function isStale(lock: string): boolean {
  if (Date.now() - lockedAt(lock) > STALE_LOCK_MS) return true;
  const pid = Number(readLock(lock));
  if (!Number.isInteger(pid) || pid <= 0) return false; // being written: look again
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

const readLock = (lock: string) => {
  try {
    return fs.readFileSync(lock, 'utf8');
  } catch {
    return '';
  }
};

const lockedAt = (lock: string) => {
  try {
    return fs.statSync(lock).mtimeMs;
  } catch {
    return Date.now(); // just released: the template is there on the next look
  }
};

function readTemplate(file: string): Blob | undefined {
  try {
    return new Blob([fs.readFileSync(file)]);
  } catch {
    return undefined;
  }
}

/** Written beside, then renamed: services starting together never read half a template. */
async function saveTemplate(pglite: PGlite, file: string): Promise<void> {
  try {
    const dump = await pglite.dumpDataDir('none');
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(temporary, file);
  } catch {
    // Only a cache: the next new database runs initdb again.
  }
}
