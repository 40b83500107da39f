// The services as the launcher runs them: each one a single CommonJS file that esbuild makes of its TypeScript and the
// workspace code it imports (@easel/*), with every npm package left to node_modules. Node loads it without tsx's hooks
// resolving and reading each source file: about 1 s less CPU a process, and seven of them start at once on
// npm start. Tests and `npm start -w services/<name>` still run the sources under tsx.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const esbuild = require('esbuild');
const { filesHash } = require('./build-inputs');

const repoRoot = path.resolve(__dirname, '..');

// What every bundle is made from besides its own sources: the settings below and the packages' versions.
const commonInputs = ['scripts/service-bundle.js', 'package-lock.json'];

const bundleOf = (root, name) => path.join(root, 'services', name, 'dist', 'main.cjs');
// The files a bundle was made from and their hash, written after it.
const recordOf = (root, name) => path.join(root, 'services', name, 'dist', 'main.inputs.json');

/**
 * services/<name>/dist/main.cjs for each name. They are made again, all in one esbuild run, unless every one was made
 * from the files there now: an unchanged checkout starts without it (0.6 s of CPU before any service could start).
 * `root`: the repository (a test's own).
 */
function bundleServices(names, root = repoRoot) {
  if (!names.every((name) => isUpToDate(root, name))) makeBundles(root, names);
  return Object.fromEntries(names.map((name) => [name, bundleOf(root, name)]));
}

/**
 * Its sources by content, not times: a `git pull` touches files it did not change. A file gone since (or no record)
 * makes it again, as does a bundle written since by anything else (an older launcher, after a checkout).
 */
function isUpToDate(root, name) {
  try {
    const { files, hash, bundle } = JSON.parse(fs.readFileSync(recordOf(root, name), 'utf8'));
    return bundle === bundleStamp(root, name) && filesHash(root, files) === hash;
  } catch {
    return false;
  }
}

/**
 * dist/ sits beside src/, at the same depth, so the paths the code takes from __dirname (the repository root, .data)
 * stay the same. Each file is written beside and renamed, so a launcher starting at the same time never loads half of one.
 */
function makeBundles(root, names) {
  const { outputFiles, metafile } = esbuild.buildSync({
    entryPoints: Object.fromEntries(
      names.map((name) => [`services/${name}/dist/main`, path.join(root, 'services', name, 'src', 'main.ts')]),
    ),
    absWorkingDir: root, // the metafile's paths are relative to it
    outdir: root,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: 'linked', // stack traces name the TypeScript sources (node --enable-source-maps)
    logLevel: 'silent',
    write: false,
    metafile: true,
    // Bare imports other than the workspace's own are loaded from node_modules at run time, as under tsx. (The
    // synchronous API takes no plugins: the packages are listed from the lock, root and workspaces alike.)
    external: npmPackages(root),
  });
  for (const file of outputFiles) writeWhole(file.path, file.contents);
  for (const name of names) {
    const files = [...commonInputs, ...Object.keys(metafile.outputs[`services/${name}/dist/main.cjs`].inputs)].sort();
    writeWhole(
      recordOf(root, name),
      JSON.stringify({ files, hash: filesHash(root, files), bundle: bundleStamp(root, name) }),
    );
  }
}

/** Which bundle file is there: its size and time, which any rewrite changes. */
function bundleStamp(root, name) {
  const { size, mtimeMs } = fs.statSync(bundleOf(root, name));
  return `${size} ${mtimeMs}`;
}

function writeWhole(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

/** Every npm package installed, with its subpaths (knex/lib/…), but the workspace's own (@easel/*). Node's modules are external on their own. */
function npmPackages(root) {
  const { packages } = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const names = Object.entries(packages)
    .filter(([location, entry]) => location.includes('node_modules/') && !entry.link)
    .map(([location]) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length))
    .filter((name) => !name.startsWith('@easel/'));
  return [...new Set(names)].flatMap((name) => [name, `${name}/*`]);
}

module.exports = { bundleServices };
