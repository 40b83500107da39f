import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as sharedRouter from '../src/shared-modules/react-router-dom';

const repoRoot = path.resolve(__dirname, '../../..');
const FRONT_ENDS = ['shell', 'mf-catalog', 'mf-artist', 'mf-commerce', 'mf-community', 'mf-admin', 'shared/ui', 'shared/store'];
const VALUE_IMPORT = /import\s+\{([^}]*)\}\s+from\s+'react-router-dom'/g;

/** Every source file a front end ships (tests run on the real react-router-dom, so they may use more). */
function shippedSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['test', 'testing', 'node_modules', 'dist'].includes(entry.name) ? [] : shippedSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function importedNames(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0]!)
      .filter((name) => name && !name.startsWith('type ')),
  );
}

describe('the shared react-router-dom', () => {
  it('when a front end imports a name from react-router-dom, then the shared module exports it', () => {
    const files = FRONT_ENDS.flatMap((frontEnd) => shippedSources(path.join(repoRoot, frontEnd, 'src')));
    const missing = files.flatMap((file) =>
      importedNames(file)
        .filter((name) => !(name in sharedRouter))
        .map((name) => `${name} (${path.relative(repoRoot, file)})`),
    );

    expect(files.length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
