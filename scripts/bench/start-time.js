// `npm start` until the gateway's /readyz answers 200, on PGlite (DATABASE_URL unset, the users' default):
// first on a fresh data folder (the demo seed included), then again on the same folder (existing data).
// The first start is a new machine's, as a user's first `npm start` is: its temporary folder (TMPDIR) is new too, so
// neither service-kit's PGlite template nor tsx's cache of compiled files is there yet.
//
// The platform runs on ports of its own, BENCH_PORT + 50 (services on that + 101…+106, as e2e/platform.js lays them
// out), so the bench's own platform and a dev instance on 8080 are left alone. Its data folder is removed before and
// after. Each service logs what its start took (`started`, LOG_LEVEL=info): the table splits the time by service.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { table } = require('./print');
const { repoRoot } = require('./run-child');

const services = ['identity', 'catalog', 'artist', 'commerce', 'community', 'admin'];
const readyWithinMs = 180_000;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Both starts, one after the other on the same data folder, with their verdicts. */
async function startTime(ctx) {
  const port = Number(process.env.BENCH_PORT || 8590) + 50;
  const runFolder = path.join(os.tmpdir(), `easel-start-bench-${port}`);
  fs.rmSync(runFolder, { recursive: true, force: true });
  const machine = { tmpdir: path.join(runFolder, 'tmp'), dataDir: path.join(runFolder, '.data') };
  fs.mkdirSync(machine.tmpdir, { recursive: true });
  try {
    const fresh = await timeStart(port, machine);
    const again = await timeStart(port, machine);
    ctx.verdict(
      'npm start on an existing data folder, until /readyz',
      seconds(again.readyMs),
      'at most 15 s',
      again.readyMs <= 15_000,
    );
    ctx.verdict(
      'First npm start with the demo seed, until /readyz',
      seconds(fresh.readyMs),
      'at most 30 s',
      fresh.readyMs <= 30_000,
    );
    return [
      `First start with the demo seed, on a new machine (empty TMPDIR: no PGlite template, no tsx cache): ready in ${seconds(fresh.readyMs)}; again on the same data folder: ${seconds(again.readyMs)} (PGlite, gateway on port ${port})`,
      phaseTable('First start (new machine, fresh data folder, demo seed)', fresh),
      phaseTable('Second start (existing data)', again),
    ];
  } finally {
    fs.rmSync(runFolder, { recursive: true, force: true });
  }
}

/**
 * `npm start` on `port` with `dataDir`, and `tmpdir` as its TMPDIR, timed from the spawn until /readyz answers 200, then
 * stopped. Answers the time and each service's `started` log line (its phases in milliseconds).
 */
async function timeStart(port, { tmpdir, dataDir }) {
  const env = {
    ...process.env,
    TMPDIR: tmpdir,
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED: 'demo',
    LOG_LEVEL: 'info',
    NO_COLOR: '1',
  };
  for (const name of [
    'DATABASE_URL',
    'DB_SCHEMA',
    'REDIS_URL',
    'PUBLIC_URL',
    'INTERNAL_SECRET',
    'AUTH_PRIVATE_KEY',
    'AUTH_PUBLIC_KEY',
  ])
    delete env[name];
  services.forEach((name, i) => (env[`${name.toUpperCase()}_URL`] = `http://127.0.0.1:${port + 101 + i}`));
  const baseURL = `http://127.0.0.1:${port}`;
  if (await answers(`${baseURL}/livez`))
    throw new Error(`${baseURL} is already in use; set BENCH_PORT so that BENCH_PORT + 50 is free`);

  const started = Date.now();
  // Its own process group: the launcher, npm and every service are stopped together.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines = [];
  const phases = {}; // service → its `started` log entry
  const keep = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      lines.push(line);
      // `[catalog] info: started in 9100 ms: loading 900 ms, database 700 ms, …` (the kit's runService)
      const entry = /^\[(\w+)\]\s+info: started in \d+ ms: (.*)$/.exec(line);
      if (entry)
        phases[entry[1]] = {
          ...Object.fromEntries(entry[2].split(', ').map((lap) => lap.split(' ').slice(0, 2))),
          at: Date.now() - started,
        };
    }
    if (lines.length > 400) lines.splice(0, lines.length - 400);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    while (!(await answers(`${baseURL}/readyz`))) {
      if (child.exitCode !== null)
        throw new Error(`npm start ended before it was ready:\n${lines.slice(-60).join('\n')}`);
      if (Date.now() - started > readyWithinMs)
        throw new Error(`npm start was not ready in ${readyWithinMs / 1000} s:\n${lines.slice(-60).join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { readyMs: Date.now() - started, phases, launcher: launcherLines(lines) };
  } finally {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited;
    // npm exits before its gateway has drained: the next start would find the port still answering.
    const quietBy = Date.now() + 15_000;
    while (Date.now() < quietBy && (await answers(`${baseURL}/livez`)))
      await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function answers(url) {
  return fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (answer) => answer.ok,
    () => false,
  );
}

/** What the launcher said about the front end (built, or up to date) before the services started. */
const launcherLines = (lines) =>
  lines
    .filter((line) => /^\[easel\]\s+(front end|built|building)/.test(line))
    .map((line) => line.replace(/^\[easel\]\s+/, ''));

/** Each service's phases (ms, from its own log), when it was up counted from the spawn, and what the launcher did first. */
function phaseTable(title, { readyMs, phases, launcher }) {
  const columns = ['loading', 'database', 'migrations', 'seed', 'listening'];
  const rows = services.map((name) => {
    const phase = phases[name];
    if (!phase) return [name, ...columns.map(() => ''), 'no log line'];
    return [
      name,
      ...columns.map((column) => (phase[column] === undefined ? '' : `${phase[column]} ms`)),
      seconds(phase.at),
    ];
  });
  const printed = table(
    `${title}: each service's start (its own clock) and when it was up (from the spawn)`,
    ['service', ...columns, 'up at'],
    rows,
    ['/readyz', ...columns.map(() => ''), seconds(readyMs)],
    ['left', ...columns.map(() => 'right'), 'right'],
  );
  return launcher.length > 0 ? `${printed}\nlauncher: ${launcher.join('; ')}` : printed;
}

module.exports = {
  name: 'Start until /readyz (npm start, PGlite: first start with the demo seed, then existing data)',
  run: startTime,
  ownPlatform: true,
};
