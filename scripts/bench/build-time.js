// `npm run build` (the shell and the five remotes, one after another), then one remote rebuilt alone
// (`npm run build -- mf-catalog`, the largest). Both rebuild the dist/ folders the bench's platform serves, so this
// runs last.
'use strict';
const { spawn } = require('node:child_process');
const os = require('node:os');
const { table } = require('./print');
const { repoRoot } = require('./run-child');

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const oneRemote = 'mf-catalog';

async function buildTime(ctx) {
  const load = os.loadavg()[0].toFixed(1);
  const all = await timeBuild([]);
  const one = await timeBuild([oneRemote]);
  ctx.verdict('npm run build (shell and five remotes)', seconds(all.ms), 'at most 120 s', all.ms <= 120_000);
  ctx.verdict(`One remote rebuilt alone (${oneRemote})`, seconds(one.ms), 'at most 20 s', one.ms <= 20_000);
  const rows = Object.entries(all.packages).map(([name, took]) => [name, `${took} s`]);
  return [
    `npm run build: ${seconds(all.ms)}; npm run build -- ${oneRemote}: ${seconds(one.ms)} (${os.cpus().length} cores, load ${load} before)`,
    table(
      'npm run build, package by package (webpack, as build.js reports it)',
      ['package', 'built in'],
      rows,
      ['total', seconds(all.ms)],
      ['left', 'right'],
    ),
  ];
}

/** `npm run build -- <names>`, timed from the spawn to its end; each package's time from build.js's own lines. */
function timeBuild(names) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--silent', '--', ...names], {
      cwd: repoRoot,
      env: { ...process.env, NO_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`npm run build ${names.join(' ')} failed:\n${output.slice(-4000)}`));
      const packages = Object.fromEntries(
        [...output.matchAll(/^\[build\] built (\S+) in ([\d.]+) s$/gm)].map((match) => [match[1], match[2]]),
      );
      resolve({ ms: Date.now() - started, packages });
    });
  });
}

module.exports = {
  name: 'Front-end build time (npm run build, then one remote alone)',
  run: buildTime,
  ownPlatform: true, // it needs none: timed once the shared platform has stopped
};
