import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as wholeToolkit from '@reduxjs/toolkit';
import * as sharedRouter from '../src/shared-modules/react-router-dom';

const repoRoot = path.resolve(__dirname, '../../..');
const FRONT_ENDS = [
  'shell',
  'mf-catalog',
  'mf-artist',
  'mf-commerce',
  'mf-community',
  'mf-admin',
  'shared/ui',
  'shared/store',
];

/** Every source file a front end ships (tests run on the real packages, so they may use more). */
function shippedSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['test', 'testing', 'node_modules', 'dist'].includes(entry.name) ? [] : shippedSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * The names `file` imports as values from `pkg` (`{ a, b as c, type D }` gives a and b), in either quote; with `export`,
 * those it re-exports from it.
 */
function importedNames(file: string, pkg: string, keyword: 'import' | 'export' = 'import'): string[] {
  const valueImport = new RegExp(`${keyword}\\s+\\{([^}]*)\\}\\s+from\\s+['"]${pkg.replace(/[/.]/g, '\\$&')}['"]`, 'g');
  return [...readFileSync(file, 'utf8').matchAll(valueImport)].flatMap((match) =>
    match[1]!
      .replace(/\/\/.*$/gm, '') // a comment in the list
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0]!)
      .filter((name) => name && !name.startsWith('type ')),
  );
}

/** The names each front-end file imports from `pkg` that `exported` lacks, with the file. */
function missingFromShared(pkg: string, exported: Set<string>) {
  const files = FRONT_ENDS.flatMap((frontEnd) => shippedSources(path.join(repoRoot, frontEnd, 'src')));
  expect(files.length).toBeGreaterThan(50);
  return files.flatMap((file) =>
    importedNames(file, pkg)
      .filter((name) => !exported.has(name))
      .map((name) => `${name} (${path.relative(repoRoot, file)})`),
  );
}

describe('the shared react-router-dom', () => {
  it('when a front end imports a name from react-router-dom, then the shared module exports it', () => {
    expect(missingFromShared('react-router-dom', new Set(Object.keys(sharedRouter)))).toEqual([]);
  });
});

describe('the shared @reduxjs/toolkit', () => {
  // Read, not imported: it re-exports from a name only the build knows (an alias of the package itself).
  const exported = new Set(
    importedNames(
      path.join(__dirname, '../src/shared-modules/reduxjs-toolkit.ts'),
      '@easel/whole-redux-toolkit',
      'export',
    ),
  );

  it('when the module is read, then it re-exports the front ends’ names and RTK Query’s from the whole package', () => {
    expect(exported).toContain('configureStore');
    expect(exported).toContain('prepareAutoBatched');
    expect(exported.size).toBeGreaterThan(20);
  });

  it('when a front end imports a name from @reduxjs/toolkit, then the shared module exports it', () => {
    expect(missingFromShared('@reduxjs/toolkit', exported)).toEqual([]);
  });

  it('when RTK Query, shared beside it, imports a name from @reduxjs/toolkit, then the shared module exports it', () => {
    const dist = path.dirname(require.resolve('@reduxjs/toolkit/package.json'));
    const queryFiles = ['dist/query/rtk-query.modern.mjs', 'dist/query/react/rtk-query-react.modern.mjs'];
    const missing = queryFiles.flatMap((file) =>
      importedNames(path.join(dist, file), '@reduxjs/toolkit').filter((name) => !exported.has(name)),
    );
    expect(missing).toEqual([]);
  });

  it('when the shared module names something, then the package has it', () => {
    expect([...exported].filter((name) => !(name in wholeToolkit))).toEqual([]);
  });
});
