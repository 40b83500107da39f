import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const pgliteVersion: string = JSON.parse(
  fs.readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8'),
).version;

/**
 * One template per PGlite version, shared by every data folder on the machine (a cache: removing it costs time only):
 * the folder of a database just made by initdb and shut down cleanly.
 */
const defaultTemplate = () => path.join(os.tmpdir(), `easel-pglite-template-${pgliteVersion}`);

/**
 * PostgreSQL's default of 128 MB of shared buffers is laid out in WebAssembly memory at every open, though a local
 * database of the demo's size uses a fraction of it. 16 MB makes opening one cheaper in CPU by a third and its
 * process smaller in memory by as much. Its files stay in the system's page cache as well.
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
const open = (dir: string) => PGlite.create(dir, { startParams: START_PARAMS });

/**
 * PGlite on the folder `dir`. A new folder starts as a copy of the template: initdb costs about 6 s of CPU here, a copy
 * of its 40 MB and the first open about 1.5. Before, PGlite loaded the template from a tar itself (loadDataDir), which
 * unpacked it in WebAssembly at 3 s of CPU a database; six services at once made that 8-9 s each on 2 cores.
 */
export async function openPglite(dir: string, template = defaultTemplate()): Promise<PGlite> {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  if (isNewPglite(dir) && (await pgliteTemplate(template))) copyFolder(template, dir);
  return open(dir); // without a template (no temporary folder to write it in): initdb, here
}

/** No database in the folder yet: opening it makes one. */
export const isNewPglite = (dir: string) => !fs.existsSync(path.join(dir, 'PG_VERSION'));

/**
 * True once the template is there: made here unless another process is making it (then this waits for it). `npm start`
 * has it made while the services load, so that initdb runs beside them rather than after them. False when it cannot be
 * made (no temporary folder to write to).
 */
export async function pgliteTemplate(template = defaultTemplate()): Promise<boolean> {
  const lock = lockOf(template);
  for (;;) {
    if (!isNewPglite(template)) return true;
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
    } catch (error) {
      // EEXIST: another process is making it. Any other failure: no template.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return false;
      if (isStale(lock)) fs.rmSync(lock, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      await makeTemplate(template);
    } finally {
      fs.rmSync(lock, { force: true });
    }
    return !isNewPglite(template);
  }
}

/** initdb in a folder beside, shut down (a cluster at rest can be copied file by file), then renamed into place. */
async function makeTemplate(template: string) {
  const building = `${template}.${process.pid}.tmp`;
  fs.rmSync(building, { recursive: true, force: true });
  try {
    await (await open(building)).close();
    fs.rmSync(template, { recursive: true, force: true }); // what is there holds no database (isNewPglite)
    fs.renameSync(building, template);
  } catch {
    fs.rmSync(building, { recursive: true, force: true }); // only a cache: the next new database tries again
  }
}

/** Copied beside, then renamed: a start stopped half way leaves no half database that would pass for one. */
function copyFolder(from: string, to: string) {
  const copying = `${to}.${process.pid}.tmp`;
  fs.rmSync(copying, { recursive: true, force: true });
  fs.cpSync(from, copying, { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
  fs.rmSync(to, { recursive: true, force: true }); // no database in it (isNewPglite)
  fs.renameSync(copying, to);
}

const lockOf = (templateFile: string) => `${templateFile}.lock`;
/** Longer than initdb takes on a busy machine: a lock this old was left by a process that died making the template. */
const STALE_LOCK_MS = 120_000;

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
