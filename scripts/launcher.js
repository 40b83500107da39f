// What `npm start` and `npm run start:replicas` share: the local secrets, starting services from their bundles with their logs
// made readable and tagged, waiting until they are ready, and stopping them all on a signal.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const readline = require('node:readline');
const { spawn, spawnSync } = require('node:child_process');
const { stopBuilding } = require('./build');
const { bundleServices } = require('./service-bundle');

const repoRoot = path.resolve(__dirname, '..');

// The six domain services and their default ports (the gateway's *_URL settings say where each one is).
const domainServices = { identity: 4101, catalog: 4102, artist: 4103, commerce: 4104, community: 4105, admin: 4106 };

const colour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (colour ? `\x1b[${code}m${text}\x1b[0m` : text);
const palette = [36, 32, 33, 35, 34, 96, 92];
const demoAccounts = ['artist@easel.example', 'collector@easel.example', 'admin@easel.example'];

/** A launcher for processes with these names (for the width of the log tags); `print` takes every line it writes. */
function createLauncher(names, { print = console.log } = {}) {
  const nameWidth = Math.max(...['easel', ...names].map((name) => name.length));
  const tag = (name, index) => paint(palette[index % palette.length], `[${name}]`.padEnd(nameWidth + 2));
  const log = (line) => print(`${paint(1, '[easel]'.padEnd(nameWidth + 2))} ${line}`);
  const children = new Map(); // name → child process, while it runs
  const skipped = new Set(); // services whose code does not exist yet
  const started = new Map(); // name → how it was started, so it can be started again
  const restarting = new Set();
  let bundles; // service → its bundle, once made
  let stopping = false;

  /** `service` is the folder under services/; `name` the process's own (identity-2 for a replica). */
  function startService(service, index, env, name = service) {
    const entry = path.join('services', service, 'src', 'main.ts');
    if (!fs.existsSync(path.join(repoRoot, entry))) {
      log(`${name}: ${entry} does not exist yet, skipped`);
      skipped.add(service);
      return;
    }
    const child = spawn(...serviceCommand(service), { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.set(name, child);
    started.set(name, [service, index, env]);
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => print(`${tag(name, index)} ${readable(line)}`));
    }
    child.on('error', (error) => log(`${name} could not start: ${error.message}`));
    child.on('exit', (code, signal) => {
      children.delete(name);
      if (stopping || restarting.has(name)) return;
      log(paint(31, `${name} stopped (${signal ?? `exit code ${code}`}); the other services keep running`));
      if (children.size === 0) {
        log('every service has stopped');
        process.exit(1);
      }
    });
  }

  /**
   * Node on the service's bundle (scripts/service-bundle.js), made for every service the first time one starts. Should
   * esbuild fail, the sources run under tsx, which then says what is wrong with them.
   */
  function serviceCommand(service) {
    if (!bundles) {
      const names = ['gateway', ...Object.keys(domainServices)].filter((name) =>
        fs.existsSync(path.join(repoRoot, 'services', name, 'src', 'main.ts')),
      );
      try {
        bundles = bundleServices(names);
      } catch (error) {
        log(`could not bundle the services, running their sources under tsx: ${error.message.split('\n')[0]}`);
        bundles = {};
      }
    }
    const bundle = bundles[service];
    return bundle
      ? [process.execPath, [...PGLITE_WASM_FLAGS, '--enable-source-maps', bundle]]
      : tsxCommand([path.join('services', service, 'src', 'main.ts')]);
  }

  /** A rolling restart's step: SIGTERM to one process, and once it has exited, the same process again; → how it exited. */
  async function restart(name) {
    const child = children.get(name);
    if (!child || stopping) throw new Error(`${name} is not running`);
    restarting.add(name);
    let exit;
    try {
      exit = await new Promise((resolve) => {
        child.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`));
        child.kill('SIGTERM');
      });
    } finally {
      restarting.delete(name);
    }
    if (!stopping) startService(...started.get(name), name);
    return exit;
  }

  /** Calls `notReady` (→ the names still not ready) every second until it returns none, or `withinMs` has passed. */
  async function waitUntilReady(notReady, withinMs) {
    const deadline = Date.now() + withinMs;
    let lastNote = Date.now();
    let waiting = ['the gateway'];
    while (!stopping && children.has('gateway') && Date.now() < deadline) {
      waiting = (await notReady()).filter((name) => !skipped.has(name));
      if (waiting.length === 0) return [];
      if (Date.now() - lastNote > 15_000) {
        lastNote = Date.now();
        log(`waiting for: ${waiting.join(', ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return waiting;
  }

  /** SIGTERM to every service, SIGKILL to whatever still runs after 15 s, then exits; a second Ctrl+C does not wait. */
  function stopAll(exitCode, signal) {
    if (stopping) {
      if (signal === 'SIGINT') for (const child of children.values()) child.kill('SIGKILL');
      return;
    }
    if (children.size === 0) {
      stopping = true;
      stopBuilding();
      process.exitCode = exitCode; // ends as soon as a build under way has stopped
      return;
    }
    void stopChildren(signal).then(() => process.exit(exitCode));
  }

  /** Stops every service as stopAll does, without ending this process (a bench that started them goes on to print). */
  function stopChildren(signal) {
    stopping = true;
    stopBuilding();
    if (children.size === 0) return Promise.resolve();
    log(`${signal ?? 'stopping'}: stopping ${[...children.keys()].join(', ')} ...`);
    for (const child of children.values()) child.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const [name, child] of children) {
        log(`${name} did not stop in time, killing it`);
        child.kill('SIGKILL');
      }
    }, 15_000);
    return new Promise((resolve) => {
      const check = setInterval(() => {
        if (children.size > 0) return;
        clearInterval(check);
        clearTimeout(force);
        log('stopped');
        resolve();
      }, 100);
    });
  }

  /** Ends on SIGINT/SIGTERM; refuses to go on without node_modules. */
  function prepare() {
    if (!fs.existsSync(path.join(repoRoot, 'node_modules', '.bin', 'tsx'))) {
      log('dependencies are not installed: run `npm install` first');
      process.exit(1);
    }
    process.on('SIGINT', () => stopAll(0, 'SIGINT'));
    process.on('SIGTERM', () => stopAll(0, 'SIGTERM'));
  }

  return {
    log,
    startService,
    restart,
    waitUntilReady,
    stopAll,
    stopChildren,
    prepare,
    children,
    skipped,
    isStopping: () => stopping,
  };
}

/**
 * The signing key pair and the services' shared credential under $DATA_DIR/keys, made by the kit itself before any
 * service starts, so no two services race to make them.
 */
function createLocalSecrets(dataDir, log) {
  const kit = (file) => JSON.stringify(path.join(repoRoot, 'shared', 'service-kit', 'src', ...file.split('/')));
  // The kit's own files (auth/keys.ts, internal/service-credential.ts): once they are there, no process is started for them.
  const made = (file) => fs.existsSync(path.join(dataDir, 'keys', file));
  const steps = [];
  if (!(process.env.AUTH_PRIVATE_KEY && process.env.AUTH_PUBLIC_KEY) && !made('auth-public.pem'))
    steps.push(`require(${kit('auth/keys.ts')}).localKeyPair(process.env.DATA_DIR)`);
  if (!process.env.INTERNAL_SECRET && !made('internal-secret'))
    steps.push(`require(${kit('internal/service-credential.ts')}).serviceCredentialFrom(process.env)`);
  if (steps.length === 0) return;
  const run = spawnSync(...tsxCommand(['-e', steps.join(';')]), {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (run.status !== 0)
    log(
      `could not make the local keys (${(run.stderr || run.error?.message || '').trim()}); each service will try on its own`,
    );
}

/**
 * On PGlite, when a service's database is still to be made: service-kit's template of a new database
 * (db/pglite-template.ts) made by a process of its own, started beside the services. A new machine's first start ran
 * initdb only once the first service had loaded, while the other five waited with one core idle.
 */
function makePgliteTemplate(dataDir, services, env) {
  if (process.env.DATABASE_URL || services.every((name) => fs.existsSync(path.join(dataDir, name, 'PG_VERSION'))))
    return;
  const kit = JSON.stringify(path.join(repoRoot, 'shared', 'service-kit', 'src', 'db', 'pglite-template.ts'));
  const maker = spawn(...tsxCommand(['-e', `require(${kit}).pgliteTemplate()`]), {
    cwd: repoRoot,
    env,
    stdio: 'ignore',
  });
  maker.on('error', () => undefined); // the services make it themselves
}

/**
 * PGlite's PostgreSQL is WebAssembly: V8 recompiles each function it runs enough with its optimising compiler. Opening
 * the database runs much code once, and at V8's default budget six services at once spent their start recompiling it.
 * Ten times the budget: opening costs less CPU (and initdb as much), queries that run often are still optimised, and
 * a restart is seconds shorter. Without PGlite, no WebAssembly runs.
 */
const PGLITE_WASM_FLAGS = ['--wasm-tiering-budget=18000000'];

/**
 * Node itself with tsx as a loader, not the tsx command: that one runs the service as a child of its own and, when the
 * child does not confirm a signal within 30 ms (a busy machine), kills it outright, so a SIGTERM became a SIGKILL
 * and the calls in flight were cut.
 */
function tsxCommand(args) {
  return [process.execPath, [...PGLITE_WASM_FLAGS, '--import', 'tsx', ...args]];
}

const levels = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/** A pino JSON line as `info: message`, a request as `GET /path → 200 (3 ms)`; any other line as it is. */
function readable(line) {
  if (!line.startsWith('{')) return line;
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof entry.level !== 'number' || typeof entry.msg !== 'string') return line;
  const level = levels[entry.level] ?? String(entry.level);
  const request =
    entry.req && entry.res
      ? `${entry.req.method} ${entry.req.url} → ${entry.res.statusCode} (${entry.responseTime} ms)`
      : undefined;
  let text = request ?? entry.msg;
  if (!request && entry.err?.message) text += `: ${entry.err.message}`;
  if (entry.level >= 50 && entry.err?.stack) text += `\n${entry.err.stack}`;
  return `${entry.level >= 50 ? paint(31, level) : entry.level >= 40 ? paint(33, level) : level}: ${text}`;
}

/** GET `url` as JSON within 3 s; undefined when it cannot be reached. `ok` tells a 2xx. */
async function getJson(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    return { ok: response.ok, body: await response.json().catch(() => undefined) };
  } catch {
    return undefined;
  }
}

/** The framed notice that says where the site is, printed once everything is ready (or late). */
function banner({ url, productName, late, readyWithinMs, skipped, extra = [] }) {
  const lines = [`${productName} is running at ${url}`, ...extra];
  if (late.length > 0)
    lines.push(`(not ready after ${readyWithinMs / 1000} s: ${late.join(', ')}; see the logs above)`);
  if (skipped.size > 0) lines.push(`(not started, their code is not there yet: ${[...skipped].join(', ')})`);
  if (process.env.SEED !== 'none') {
    lines.push(
      '',
      'Demo accounts, password easel-demo-1:',
      ...demoAccounts.map((email) => `  ${email}`),
      `  (the admin signs in at ${url}/admin/login)`,
    );
  }
  lines.push('', 'Stop with Ctrl+C');
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  console.log(
    ['', '═'.repeat(width), ...lines.map((line) => `  ${line}`), '═'.repeat(width), '']
      .map((line) => paint(1, line))
      .join('\n'),
  );
}

module.exports = { repoRoot, domainServices, createLauncher, createLocalSecrets, makePgliteTemplate, getJson, banner };
