// `npm run build`: builds the shell and every remote that has a webpack config, one at a time; `npm run build -- mf-catalog`
// builds only the packages named, `npm run build -- --changed` only those built from other inputs or not built yet.
// scripts/start.js uses buildFrontEnd({ onlyMissing: true }) to build only what has no dist/ yet, or one built from other
// inputs (a hash of them is kept in dist/ after each build).
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { inputsHash, needsBuild, recordInputs } = require('./build-inputs');
const { spawnNpm } = require('./npm');

const repoRoot = path.resolve(__dirname, '..');
const frontEndPackages = ['shell', 'mf-catalog', 'mf-artist', 'mf-commerce', 'mf-community', 'mf-admin'];

/** A package can be built once it has a build script and a webpack config (others may still be writing theirs). */
function isBuildable(dir) {
  const folder = path.join(repoRoot, dir);
  if (!fs.existsSync(path.join(folder, 'webpack.config.js'))) return false;
  try {
    return Boolean(JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')).scripts?.build);
  } catch {
    return false;
  }
}

const distOf = (dir) => path.join(repoRoot, dir, 'dist');

let running; // the build under way, so that stopBuilding() can end it
let stopped = false;

/** `npm run build -w <dir>`, its output kept to explain a failure. */
function runBuild(dir) {
  return new Promise((resolve) => {
    const child = spawnNpm(['run', 'build', '-w', dir], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    running = child;
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ ok: false, output: `${output}\n${error.message}` }));
    child.on('close', (code) => {
      running = undefined;
      resolve({ ok: code === 0, output });
    });
  });
}

const lastLines = (text, count) =>
  text
    .trimEnd()
    .split('\n')
    .slice(-count)
    .map((line) => `    ${line}`)
    .join('\n');

/**
 * Builds the buildable front-end packages one after another; a failure is explained and the others still build.
 * Returns the names that failed.
 */
async function buildFrontEnd({ onlyMissing = false, only = frontEndPackages, log = console.log } = {}) {
  const checked = Date.now();
  const dirs = only.filter(isBuildable).filter((dir) => !onlyMissing || needsBuild(repoRoot, dir));
  if (onlyMissing && dirs.length === 0) log(`front end up to date (checked in ${Date.now() - checked} ms)`);
  const failed = [];
  for (const [index, dir] of dirs.entries()) {
    if (stopped) break;
    log(`building ${dir} (${index + 1} of ${dirs.length}) ...`);
    const hadDist = fs.existsSync(distOf(dir));
    const started = Date.now();
    const inputs = inputsHash(repoRoot, dir);
    const { ok, output } = await runBuild(dir);
    if (stopped) {
      if (!hadDist) fs.rmSync(distOf(dir), { recursive: true, force: true });
      break;
    }
    if (ok) {
      recordInputs(repoRoot, dir, inputs);
      log(`built ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      continue;
    }
    failed.push(dir);
    // A half-written dist/ would pass for a build next time; only remove one this build created.
    if (!hadDist) fs.rmSync(distOf(dir), { recursive: true, force: true });
    log(`${dir} did not build; the last lines of its output:\n${lastLines(output, 40)}`);
  }
  return { built: dirs.filter((dir) => !failed.includes(dir)), failed };
}

/** Ends the build under way and builds nothing more (Ctrl+C during `npm start`). */
function stopBuilding() {
  stopped = true;
  running?.kill('SIGTERM');
}

module.exports = { buildFrontEnd, stopBuilding, frontEndPackages, isBuildable };

if (require.main === module) {
  const log = (line) => console.log(`[build] ${line}`);
  const changedOnly = process.argv.includes('--changed');
  const named = process.argv.slice(2).filter((arg) => arg !== '--changed');
  const unknown = named.filter((dir) => !frontEndPackages.includes(dir));
  if (unknown.length > 0) {
    log(`not a front-end package: ${unknown.join(', ')} (they are ${frontEndPackages.join(', ')})`);
    process.exitCode = 1;
  } else if (!frontEndPackages.some(isBuildable)) {
    log('no front-end package has a webpack.config.js yet: nothing to build');
  } else {
    buildFrontEnd({ onlyMissing: changedOnly, only: named.length > 0 ? named : frontEndPackages, log }).then(
      ({ built, failed }) => {
        log(`done: ${built.length} built${failed.length ? `, failed: ${failed.join(', ')}` : ''}`);
        process.exitCode = failed.length ? 1 : 0;
      },
    );
  }
}
