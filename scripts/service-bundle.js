// The services as the launcher runs them: each one a single CommonJS file that esbuild makes of its TypeScript and the
// workspace code it imports (@easel/*), with every npm package left to node_modules. Node loads it without tsx's hooks
// resolving and reading each source file: about 1 s less CPU a process, and seven of them start at once on npm start
// (issue 15 §5). Tests and `npm start -w services/<name>` still run the sources under tsx.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const esbuild = require('esbuild');

const repoRoot = path.resolve(__dirname, '..');

/**
 * services/<name>/dist/main.cjs for each name, made in one esbuild run (a fraction of a second). dist/ sits beside
 * src/, at the same depth, so the paths the code takes from __dirname (the repository root, .data) stay the same.
 * Each file is written beside and renamed, so a launcher starting at the same time never loads half of one.
 */
function bundleServices(names) {
  const { outputFiles } = esbuild.buildSync({
    entryPoints: Object.fromEntries(names.map((name) => [`services/${name}/dist/main`, path.join(repoRoot, 'services', name, 'src', 'main.ts')])),
    outdir: repoRoot,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: 'linked', // stack traces name the TypeScript sources (node --enable-source-maps)
    logLevel: 'silent',
    write: false,
    // Bare imports other than the workspace's own are loaded from node_modules at run time, as under tsx. (The
    // synchronous API takes no plugins: the packages are listed from the lock, root and workspaces alike.)
    external: npmPackages(),
  });
  for (const file of outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.mkdirSync(path.dirname(file.path), { recursive: true });
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
  return Object.fromEntries(names.map((name) => [name, path.join(repoRoot, 'services', name, 'dist', 'main.cjs')]));
}

/** Every npm package installed, with its subpaths (knex/lib/…), but the workspace's own (@easel/*). Node's modules are external on their own. */
function npmPackages() {
  const { packages } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));
  const names = Object.entries(packages)
    .filter(([location, entry]) => location.includes('node_modules/') && !entry.link)
    .map(([location]) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length))
    .filter((name) => !name.startsWith('@easel/'));
  return [...new Set(names)].flatMap((name) => [name, `${name}/*`]);
}

module.exports = { bundleServices };
