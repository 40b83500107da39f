// `npm run bench`: measures what a visitor gets, page by page, and prints it. It asserts nothing about time.
//
// The platform is started fresh on its own ports (the end-to-end launcher, e2e/start-fresh.js, on BENCH_PORT,
// default 8590) and stopped afterwards; BENCH_URL=http://localhost:8080 measures a platform that is already running.
// Pages are loaded in Chromium (CHROMIUM_PATH, default /usr/bin/chromium), each in a fresh browser context (empty cache).
//
// Each measurement is one function taking the run's context and returning printable sections; add one to
// `measurements` to measure something else in the same run.
//
// Search latency runs services/catalog/bench/search-bench.ts beside the platform: it seeds BENCH_ROWS artworks
// (default 100,000) into a schema of its own on DATABASE_URL (embedded PGlite without it), times varied GET /search
// calls and prints percentiles; BENCH_QUERIES and BENCH_BATCH pass through to it too.
//
// Layout shift loads /, /art/{slug} and /search at 1280 and 390 px, scrolls down like a reader and prints the
// cumulative layout shift (session windows, as web-vitals counts it) with the elements that moved most.
//
// Checkout latency runs services/commerce/bench/checkout-bench.ts beside the platform: BENCH_CHECKOUTS guests (default
// 200) each buy a work of their own with the local provider on a schema of its own on DATABASE_URL (PGlite without it);
// it prints p50/p95/p99 of create-intent, the card's confirm and finalize. BENCH_CONCURRENCY passes through to it too.
//
// Rolling restart (scripts/bench/rolling-restart.js) starts `npm run start:replicas` on ports of its own (BENCH_PORT + 70
// and the next 18) and a fresh database, restarts every replica in turn under a load through the gateway and counts the
// calls that failed and the orders lost.
//
// BENCH_ONLY=<words> runs only the measurements whose name contains them (e.g. BENCH_ONLY="Layout shift").
'use strict';
/* global window, document -- the functions handed to page.evaluate and addInitScript run in the page */
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { reactFilesOf, duplicatedReact } = require('../e2e/support/react-chunks');
const { table, kb, ms } = require('./bench/print');
const { runTypeScript } = require('./bench/run-child');

const repoRoot = path.resolve(__dirname, '..');
const benchPort = Number(process.env.BENCH_PORT || 8590);
const readyWithinMs = 240_000; // a first start may build the front end
const CLS_TARGET = 0.05; // a page that holds still; Lighthouse's own target is 0.1

/**
 * The measurements, run in this order against the same platform and browser. Each returns printable sections and may
 * hold a figure to its target with ctx.verdict(); the run ends with every figure, its target and whether it holds.
 */
const measurements = [
  { name: 'JavaScript a visitor downloads on /', run: (ctx) => javaScriptOfPage(ctx, '/') },
  {
    name: 'JavaScript a visitor downloads on /art/{id}',
    run: async (ctx) => javaScriptOfPage(ctx, `/art/${await demoArtworkSlug(ctx)}`),
  },
  { name: 'Layout shift (CLS) on /, /art/{slug} and /search', run: (ctx) => layoutShift(ctx) },
  require('./bench/lighthouse'),
  require('./bench/search'),
  require('./bench/artwork-call'),
  { name: 'Checkout latency (create-intent, confirm, finalize; local provider)', run: () => checkoutLatency() },
  require('./bench/start-time'),
  require('./bench/build-time'),
  require('./bench/rolling-restart'),
].filter(
  (measurement) =>
    !process.env.BENCH_ONLY || measurement.name.toLowerCase().includes(process.env.BENCH_ONLY.toLowerCase()),
);

main().catch((error) => {
  console.error(`bench: ${error.stack ?? error}`);
  process.exitCode = 1;
});

async function main() {
  // A measurement that needs no shared platform (ownPlatform: it starts its own, or none) needs no browser either.
  const shared = measurements.some((measurement) => !measurement.ownPlatform);
  const platform = !shared
    ? noPlatform()
    : process.env.BENCH_URL
      ? runningPlatform(process.env.BENCH_URL)
      : await freshPlatform(benchPort);
  let browser;
  try {
    if (shared) browser = await launchChromium();
    const verdicts = [];
    const ctx = {
      baseURL: platform.baseURL,
      browser,
      cache: new Map(),
      demoArtworkSlug: () => demoArtworkSlug(ctx),
      /** One figure against its target: what was measured and the target, as printed; holds says whether it is met. */
      verdict: (figure, measured, target, holds) => verdicts.push({ figure, measured, target, holds }),
    };
    if (shared)
      console.log(`Easel bench against ${platform.baseURL}${platform.fresh ? ' (started fresh for this run)' : ''}`);
    console.log(`${machine()}\n`);
    for (const [index, measurement] of measurements.entries()) {
      // Those that need no shared platform come last, and run once it has stopped: a start or a build is timed on a
      // machine as a user has it, not beside a second platform's relays and jobs.
      if (measurements.slice(index).every((rest) => rest.ownPlatform)) {
        await browser?.close();
        browser = undefined;
        await platform.stop();
      }
      const sections = await measurement.run(ctx);
      console.log(`## ${measurement.name}\n`);
      for (const section of sections) console.log(`${section}\n`);
    }
    if (verdicts.length > 0) console.log(`## Targets\n\n${targetTable(verdicts)}\n`);
  } finally {
    await browser?.close();
    await platform.stop();
  }
}

/**
 * The machine the figures were taken on: times are absolute, and the same code on another machine of the same kind gave
 * a build of 29 s on one and 47 s on the next. Lighthouse's own CPU index is printed with its figures.
 */
function machine() {
  const cpus = os.cpus();
  const load = os.loadavg()[0].toFixed(1);
  return `machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load ${load} at the start`;
}

// ───────────────────────────── measurements ─────────────────────────────

/**
 * Every JavaScript response of one page load (a visitor, empty cache): the bytes of its body as they came over the
 * wire (compressed, as the gateway served them) and decoded, with the React files it carries; a React file twice is
 * flagged.
 */
async function javaScriptOfPage(ctx, pagePath) {
  const context = await ctx.browser.newContext();
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (!isJavaScript(response)) return;
    pending.push(
      Promise.all([response.body(), response.request().sizes()]).then(
        async ([body, sizes]) => ({
          url: response.url(),
          transferred: sizes.responseBodySize, // the encoded body, as transferred
          raw: body.length,
          encoding: response.headers()['content-encoding'] ?? 'identity',
          ...(await reactFilesOf(response.url(), body.toString('utf8'), (url) => fetchText(ctx, url))),
        }),
        () => null, // no body: nothing was downloaded
      ),
    );
  });
  let chunks;
  try {
    await page.goto(new URL(pagePath, ctx.baseURL).href);
    await page.locator('#easel-main [id^="easel-app-"]:not(:empty)').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle'); // fragments and lazy chunks too
    // Read before the page closes: a body still being read then would go uncounted.
    chunks = (await Promise.all(pending)).filter(Boolean);
  } finally {
    await context.close();
  }
  const transferred = chunks.reduce((sum, chunk) => sum + chunk.transferred, 0);
  const budget = 150 * 1024;
  ctx.verdict(
    `JavaScript on ${pagePath.startsWith('/art/') ? '/art/{slug}' : pagePath}, compressed as served`,
    kb(transferred),
    'at most 150 kB',
    transferred <= budget,
  );
  ctx.verdict(
    `React downloaded once on ${pagePath.startsWith('/art/') ? '/art/{slug}' : pagePath}`,
    Object.keys(duplicatedReact(chunks)).length ? 'twice' : 'once',
    'once',
    !Object.keys(duplicatedReact(chunks)).length,
  );
  return [chunkTable(ctx, pagePath, chunks), reactVerdict(chunks)];
}

/** Layout shift of each page at each width, in a fresh context: one table, then what moved on each page that shifted. */
async function layoutShift(ctx) {
  const pages = ['/', `/art/${await demoArtworkSlug(ctx)}`, '/search'];
  const results = [];
  for (const width of [1280, 390])
    for (const pagePath of pages) results.push({ pagePath, width, ...(await layoutShiftOfPage(ctx, pagePath, width)) });
  const rows = results.map((r) => [
    r.pagePath,
    `${r.width} px`,
    r.cls.toFixed(3),
    String(r.shifts),
    r.total.toFixed(3),
  ]);
  const worst = Math.max(...results.map((r) => r.cls));
  for (const r of results)
    ctx.verdict(
      `Layout shift on ${r.pagePath} at ${r.width} px`,
      r.cls.toFixed(3),
      `under ${CLS_TARGET}`,
      r.cls < CLS_TARGET,
    );
  const summary = table(
    `Cumulative layout shift (largest session window; target under ${CLS_TARGET})`,
    ['page', 'width', 'CLS', 'shifts', 'all shifts'],
    rows,
    ['worst', '', worst.toFixed(3), '', ''],
    ['left', 'right', 'right', 'right', 'right'],
  );
  const movers = results
    .filter((r) => r.movers.length > 0)
    .map((r) =>
      [
        `${r.pagePath} at ${r.width} px, what moved (shift value shared among its sources):`,
        ...r.movers.map((m) => `  ${m.value.toFixed(3)}  ${m.count}x  ${m.node}  ${m.move}`),
      ].join('\n'),
    );
  return [summary, ...movers];
}

/**
 * One page in a fresh context: a PerformanceObserver installed before any script records 'layout-shift' entries
 * (without recent input); the page is read down to its end in wheel steps, then left to settle.
 */
async function layoutShiftOfPage(ctx, pagePath, width) {
  const context = await ctx.browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = await context.newPage();
  await page.addInitScript(recordLayoutShifts);
  try {
    await page.goto(new URL(pagePath, ctx.baseURL).href);
    await page.locator('#easel-main [id^="easel-app-"]:not(:empty)').first().waitFor({ timeout: 30_000 });
    await page.mouse.move(width / 2, 400);
    for (let step = 0; step < 12; step++) {
      await page.waitForTimeout(300); // a reader's pace: long enough for lazy pictures and data to arrive mid-scroll
      const atEnd = await page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
      );
      if (atEnd) break;
      await page.mouse.wheel(0, 600);
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    return summariseShifts(await page.evaluate(() => window.__easelShifts));
  } finally {
    await context.close();
  }
}

/** Runs in the page before its own scripts: keeps each shift with a short name of every element that moved. */
function recordLayoutShifts() {
  const shifts = [];
  window.__easelShifts = shifts;
  const describe = (node) => {
    if (!node) return '(removed)';
    if (node.nodeType !== 1) return `#text in ${describe(node.parentElement)}`;
    const classes =
      typeof node.className === 'string' && node.className
        ? `.${node.className.trim().split(/\s+/).slice(0, 2).join('.')}`
        : '';
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}`;
  };
  const rect = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        sources: (entry.sources ?? []).map((source) => ({
          node: describe(source.node),
          move: `${rect(source.previousRect)} → ${rect(source.currentRect)}`,
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** web-vitals' CLS: shifts less than 1 s apart form a session window of at most 5 s; the largest window counts. */
function summariseShifts(shifts) {
  let cls = 0;
  let session = { value: 0, first: -Infinity, last: -Infinity };
  for (const shift of shifts) {
    if (shift.startTime - session.last > 1000 || shift.startTime - session.first > 5000)
      session = { value: 0, first: shift.startTime, last: 0 };
    session.value += shift.value;
    session.last = shift.startTime;
    cls = Math.max(cls, session.value);
  }
  const byNode = new Map();
  for (const shift of shifts)
    for (const source of shift.sources) {
      const mover = byNode.get(source.node) ?? { node: source.node, value: 0, count: 0, move: source.move };
      mover.value += shift.value / shift.sources.length;
      mover.count += 1;
      byNode.set(source.node, mover);
    }
  const movers = [...byNode.values()].sort((a, b) => b.value - a.value).slice(0, 6);
  return { cls, shifts: shifts.length, total: shifts.reduce((sum, shift) => sum + shift.value, 0), movers };
}

/** The commerce checkout bench in a child process: its own table by step, then create-intent's and finalize's p50 and p99. */
async function checkoutLatency() {
  const lines = (await runTypeScript('services/commerce/bench/checkout-bench.ts', { ...process.env, BENCH_JSON: '1' }))
    .trimEnd()
    .split('\n');
  const summary = JSON.parse(lines.pop());
  const step = (name) => `${name} p50 ${ms(summary[name].p50)}, p99 ${ms(summary[name].p99)}`;
  return [
    lines.join('\n'),
    `${summary.checkouts} checkouts, ${summary.concurrency} at a time: ${step('create-intent')}; ${step('finalize')}`,
  ];
}

// ───────────────────────────── printing ─────────────────────────────

/** Every figure held to a target in this run, with whether it holds. */
function targetTable(verdicts) {
  const rows = verdicts.map((v) => [v.figure, v.measured, v.target, v.holds ? 'yes' : 'NO']);
  const held = verdicts.filter((v) => v.holds).length;
  return table(
    'Each figure against its target',
    ['figure', 'measured', 'target', 'holds'],
    rows,
    [`${held} of ${verdicts.length} hold`, '', '', ''],
    ['left', 'right', 'left', 'left'],
  );
}

function chunkTable(ctx, pagePath, chunks) {
  const rows = chunks.map((chunk) => [
    shortUrl(ctx, chunk.url),
    kb(chunk.transferred),
    kb(chunk.raw),
    chunk.encoding,
    chunk.files.join(', '),
  ]);
  const total = chunks.reduce(
    (sum, chunk) => ({ transferred: sum.transferred + chunk.transferred, raw: sum.raw + chunk.raw }),
    {
      transferred: 0,
      raw: 0,
    },
  );
  const summary = `JavaScript transferred on ${pagePath}: ${kb(total.transferred)} (decoded: ${kb(total.raw)})`;
  const details = table(
    `${pagePath}: ${chunks.length} JavaScript files`,
    ['chunk', 'transferred', 'decoded', 'encoding', 'React files'],
    rows,
    ['total', kb(total.transferred), kb(total.raw), '', ''],
    ['left', 'right', 'right', 'left', 'left'],
  );
  return `${summary}\n\n${details}`;
}

function reactVerdict(chunks) {
  const twice = duplicatedReact(chunks);
  const found = [...new Set(chunks.flatMap((chunk) => chunk.files))].sort();
  const unnamed = chunks.filter((chunk) => chunk.unnamedReactCode).map((chunk) => chunk.url);
  const lines = [];
  if (Object.keys(twice).length === 0)
    lines.push(
      `React downloaded once: ${found.length > 0 ? found.join(', ') : 'NO React file recognised (check the rule in e2e/support/react-chunks.js)'}`,
    );
  for (const [file, urls] of Object.entries(twice))
    lines.push(`!! FLAG: ${file} downloaded ${urls.length} times: ${urls.join(', ')}`);
  for (const url of unnamed) lines.push(`!! FLAG: React code in a chunk without React's licence banner: ${url}`);
  return lines.join('\n');
}

/** The gateway's own files by path (/remotes/mf-catalog/734.b8333016.js), others with their origin. */
function shortUrl(ctx, url) {
  const parsed = new URL(url);
  return parsed.origin === new URL(ctx.baseURL).origin ? parsed.pathname : `${parsed.origin}${parsed.pathname}`;
}

// ───────────────────────────── helpers ─────────────────────────────

const isJavaScript = (response) =>
  response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');

async function fetchText(ctx, url) {
  if (!ctx.cache.has(url))
    ctx.cache.set(
      url,
      fetch(url).then((answer) => (answer.ok ? answer.text() : '')),
    );
  return ctx.cache.get(url);
}

/** A demo artwork's slug, from the catalog: GET /api/artworks?limit=1. */
async function demoArtworkSlug(ctx) {
  const answer = await fetch(new URL('/api/artworks?limit=1', ctx.baseURL));
  if (!answer.ok) throw new Error(`GET /api/artworks?limit=1 answered ${answer.status}`);
  const body = await answer.json();
  const slug = body.artworks?.[0]?.slug;
  if (!slug) throw new Error('GET /api/artworks?limit=1 returned no artwork (is the demo seeded?)');
  return slug;
}

async function launchChromium() {
  const { chromium } = require('@playwright/test');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

// ───────────────────────────── the platform ─────────────────────────────

function noPlatform() {
  return { baseURL: undefined, fresh: false, stop: async () => undefined };
}

function runningPlatform(url) {
  return { baseURL: url.replace(/\/$/, ''), fresh: false, stop: async () => undefined };
}

/** e2e/start-fresh.js in a child process on `port` (services on port+101…+106, data under the temp folder), then /readyz. */
async function freshPlatform(port) {
  const env = { ...process.env, E2E_PORT: String(port), NO_COLOR: '1' };
  delete env.E2E_DATA_DIR; // its own data directory, derived from the port
  const { baseURL } = loadPlatformSettings(port);
  if (await isUp(baseURL))
    throw new Error(
      `${baseURL} is already in use; set BENCH_PORT to a free port or BENCH_URL to measure that platform`,
    );
  const child = spawn(process.execPath, [path.join(repoRoot, 'e2e', 'start-fresh.js')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  let stopped = null; // a service the launcher reports stopped: the platform cannot become ready
  const keep = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      log.push(line);
      stopped ??= /^\[easel\]\s+(\w+) stopped \(/.exec(line)?.[1] ?? null;
    }
    if (log.length > 200) log.splice(0, log.length - 200);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM'); // the launcher stops every service it started
    });
  const interrupted = () => void stop().then(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  process.stderr.write(`bench: starting the platform on ${baseURL} ...`);
  const deadline = Date.now() + readyWithinMs;
  while (!(await isReady(baseURL))) {
    if (child.exitCode !== null) throw new Error(`the platform stopped while starting:\n${log.join('\n')}`);
    if (stopped) {
      await stop();
      throw new Error(`${stopped} stopped while the platform was starting:\n${log.slice(-60).join('\n')}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the platform was not ready within ${readyWithinMs / 1000} s:\n${log.slice(-40).join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  process.stderr.write(' ready\n');
  return { baseURL, fresh: true, stop };
}

/** e2e/platform.js reads E2E_PORT when it is loaded: load it for this port only. */
function loadPlatformSettings(port) {
  const previous = process.env.E2E_PORT;
  process.env.E2E_PORT = String(port);
  const file = require.resolve('../e2e/platform.js');
  delete require.cache[file];
  try {
    return require(file);
  } finally {
    if (previous === undefined) delete process.env.E2E_PORT;
    else process.env.E2E_PORT = previous;
    delete require.cache[file];
  }
}

async function isUp(baseURL) {
  return fetch(`${baseURL}/livez`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
}

async function isReady(baseURL) {
  return fetch(`${baseURL}/readyz`, { signal: AbortSignal.timeout(3000) }).then(
    (answer) => answer.ok,
    () => false,
  );
}
