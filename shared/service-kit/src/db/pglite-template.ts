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
 * of CPU, six services at once on a first start, and loading the template about 2. Without one, the new empty
 * database becomes the template, once.
 */
export async function openPglite(dir: string, templateFile = defaultTemplateFile()): Promise<PGlite> {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  const template = fresh ? readTemplate(templateFile) : undefined;
  const pglite = await PGlite.create(dir, template ? { loadDataDir: template } : {});
  if (fresh && !template) await saveTemplate(pglite, templateFile);
  return pglite;
}

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
