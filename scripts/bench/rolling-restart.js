// A rolling restart loses nothing. `npm run start:replicas`, through its own module, on ports of its own
// (the gateway on BENCH_PORT + 70, the replicas and their balanced addresses on the next 18), a fresh database
// (easel_bench_replicas_<port> on DATABASE_URL's server, a local PostgreSQL by default) and a fresh data folder.
// A bounded load of about 100 calls a second goes through the gateway the whole time: what an artwork page reads, and a
// purchase a second on the embedded provider. Each replica is restarted in turn, as a deploy does (SIGTERM, its exit,
// started again, its /readyz). Then the calls that failed (not 2xx, or no answer) and the orders lost (a purchase
// answered with an order that does not exist, or a paid intent without an order) are counted.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startReplicas } = require('../start-replicas');
const { table, ms } = require('./print');

// BENCH_RATE moves it: a machine too small for 14 processes and this load measures its own slowness, not the restarts.
const CALLS_PER_SECOND = Number(process.env.BENCH_RATE || 100);
const PURCHASE_EVERY_MS = 1000;
const WORKS_FOR_SALE = 240; // one per purchase: a restart round takes about three minutes
const MAX_IN_FLIGHT = 200; // bounded: a platform that stalls is not buried under calls piling up
const CALL_TIMEOUT_MS = 30_000;
const SETTLE_MS = 3000; // a replica ready again is put back in turn by the gateway's probe (every second)
const STEADY_MS = 5000; // the load runs alone before the first restart and after the last
const PRICE = 100; // EUR, so 10,000 minor units a purchase
const PASSWORD = 'bench-secret-1';
// A small valid picture (the catalog decodes and re-encodes it), as e2e/support/artworks.ts has it.
const JPEG = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCCArBT/9k=',
  'base64',
);

const sleep = (millis) => new Promise((resolve) => setTimeout(resolve, millis));
const seconds = (millis) => `${(millis / 1000).toFixed(1)} s`;

async function rollingRestart(ctx) {
  const port = Number(process.env.BENCH_PORT || 8590) + 70;
  const baseURL = `http://127.0.0.1:${port}`;
  const databaseUrl = benchDatabaseUrl(port);
  const runFolder = path.join(os.tmpdir(), `easel-rolling-bench-${port}`);
  fs.rmSync(runFolder, { recursive: true, force: true });
  await recreateDatabase(databaseUrl);
  const output = []; // the platform's last lines, for a failure; its warnings are counted
  let retried = 0;
  const print = (painted) => {
    const line = painted.replace(/\x1b\[\d+m/g, ''); // eslint-disable-line no-control-regex -- the launcher's colours
    if (/\[gateway\]\s+warn: upstream unavailable/.test(line)) retried++;
    if (/\[gateway\]\s+warn: \S+ replica .*rotation/.test(line)) process.stderr.write(`bench: ${line}\n`);
    output.push(line);
    if (output.length > 300) output.splice(0, output.length - 300);
  };
  const env = { ...process.env, SEED: 'demo', LOG_LEVEL: 'warn', NO_COLOR: '1', RATE_LIMIT_AUTH_PER_MINUTE: '1000000' };
  for (const name of ['DB_SCHEMA', 'PUBLIC_URL']) delete env[name];
  process.stderr.write(`bench: starting two replicas of every service behind ${baseURL} ...`);
  const { launcher, layout, ready } = await startReplicas({
    gatewayPort: port,
    portsFrom: port + 1,
    databaseUrl,
    redisUrl: process.env.REDIS_URL || undefined,
    dataDir: path.join(runFolder, '.data'),
    env,
    frontEnd: false,
    print,
  });
  let load;
  const failed = (why) => new Error(`${why}; the platform's last lines:\n${output.slice(-60).join('\n')}`);
  try {
    const late = await ready;
    if (late.length > 0) throw failed(`not ready within two minutes: ${late.join(', ')}`);
    process.stderr.write(' ready\n');
    const shop = await openShop(baseURL);
    load = startLoad(baseURL, shop);
    await sleep(STEADY_MS);
    const restarts = [];
    for (const { name, url } of layout.replicas) {
      const started = Date.now();
      load.mark(name);
      const exit = await launcher.restart(name);
      const stoppedMs = Date.now() - started;
      if (!(await untilReady(url, 120_000))) throw failed(`${name} was not ready again within two minutes`);
      restarts.push({ name, stoppedMs, readyMs: Date.now() - started });
      process.stderr.write(
        `bench: ${name} restarted (stopped in ${seconds(stoppedMs)} with ${exit}, ready in ${seconds(Date.now() - started)}; ${load.failed()} calls failed so far)\n`,
      );
      await sleep(SETTLE_MS);
    }
    load.mark(null);
    await sleep(STEADY_MS);
    const figures = await load.stop();
    const lost = await lostOrders(databaseUrl, figures.purchases);
    return report(ctx, { figures, lost, restarts, retried });
  } finally {
    await load?.stop();
    await launcher.stopChildren();
    fs.rmSync(runFolder, { recursive: true, force: true });
    await dropDatabase(databaseUrl).catch(() => undefined);
  }
}

/** An artist of the bench's own with WORKS_FOR_SALE works for sale (one picture for all), and what the reads ask for. */
async function openShop(baseURL) {
  const api = async (route, init) => {
    const res = await fetch(baseURL + route, init);
    const body = await res.json().catch(() => undefined);
    if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${route} answered ${res.status}: ${JSON.stringify(body)}`);
    return body;
  };
  const json = (token, body) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const email = `rolling-bench-${Date.now()}@example.com`;
  const registered = await api(
    '/api/auth/register',
    json(undefined, {
      firstName: 'Bench',
      lastName: 'Painter',
      artistName: `Bench Painter ${Date.now().toString(36)}`,
      role: 'user',
      email,
      password: PASSWORD,
    }),
  );
  const { token } = registered;
  const form = new FormData();
  form.append('file', new Blob([JPEG], { type: 'image/jpeg' }), 'work.jpg');
  const { url: picture } = await api('/api/media', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const works = [];
  const publish = async (n) => {
    const fields = {
      title: `Rolling Study ${n}`,
      description: 'Painted for the bench.',
      featuredImage: picture,
      medium: 'Oil',
      material: 'Canvas',
    };
    const { art } = await api(
      '/api/artwork/new',
      json(token, {
        ...fields,
        style: 'Abstract',
        year: 2024,
        size: { width: 30, height: 40 },
        price: PRICE,
        currency: 'EUR',
      }),
    );
    works.push(art.slug);
  };
  for (let n = 0; n < WORKS_FOR_SALE; n += 8)
    await Promise.all(Array.from({ length: Math.min(8, WORKS_FOR_SALE - n) }, (_, i) => publish(n + i)));
  return { token, artistSlug: registered.user.slug, works, readSlug: works[0] };
}

/**
 * The load: CALLS_PER_SECOND on average, kept up by counting what is due since the start (timers lag on a busy
 * machine), at most MAX_IN_FLIGHT at once. A purchase (create-intent, the local card, finalize) starts every second; the
 * rest are reads, in turn. `mark` names the replica being restarted, so a failure tells when it happened.
 */
function startLoad(baseURL, shop) {
  const reads = [
    '/api/artworks?limit=12',
    `/api/artwork/get/${shop.readSlug}`,
    `/api/artwork/get/comments/${shop.readSlug}`,
    `/api/pulse/art/${shop.readSlug}`,
    `/api/cart/lines?slugs=${shop.readSlug}`,
    `/api/artist/page/${shop.artistSlug}`,
    '/api/user/me',
  ];
  const stats = { calls: 0, skipped: 0, failures: [], purchases: [], noWorkLeft: 0, latencies: [] };
  let inFlight = 0;
  let during = null;
  const pending = new Set();

  async function call(method, route, body) {
    stats.calls++;
    inFlight++;
    const started = performance.now();
    const when = during;
    try {
      const res = await fetch(baseURL + route, {
        method,
        // Signed in as the artist only where a read needs it: an artist may not buy their own works, a guest may.
        headers: {
          ...(route === '/api/user/me' ? { authorization: `Bearer ${shop.token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body && JSON.stringify(body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      const text = await res.text();
      if (res.ok) return JSON.parse(text || 'null');
      stats.failures.push({ method, route, status: String(res.status), message: text.slice(0, 160), during: when });
    } catch (error) {
      stats.failures.push({
        method,
        route,
        status: 'no answer',
        message: error.cause?.code ?? error.name ?? String(error),
        during: when,
      });
    } finally {
      inFlight--;
      stats.latencies.push(performance.now() - started);
    }
    return undefined;
  }

  async function purchase() {
    const slug = shop.works.shift();
    if (!slug) return void stats.noWorkLeft++;
    const record = { slug, intentId: undefined, orderNumber: undefined };
    stats.purchases.push(record);
    const shippingInfo = {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: `buyer-${slug}@example.com`,
      address: '1 Harbour Road',
    };
    const intent = await call('POST', '/api/payment/create-payment-intent', {
      items: [{ id: slug }],
      shippingInfo: { ...shippingInfo, city: 'Lisbon', state: 'Lisboa', zipCode: '1000-001', country: 'Portugal' },
      amount: PRICE * 100,
    });
    if (!intent) return;
    record.intentId = intent.payment_intent_id;
    const card = {
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      billing: { name: 'Grace Hopper', email: 'grace@example.com' },
    };
    const confirmed = await call('POST', '/api/payment/local/confirm', { clientSecret: intent.client_secret, ...card });
    if (confirmed?.status !== 'succeeded') return;
    const order = await call('POST', '/api/payment/finalize', { paymentIntentId: intent.payment_intent_id });
    record.orderNumber = order?.orderNumber;
  }

  const startedAt = Date.now();
  let sent = 0;
  let purchases = 0;
  let nextRead = 0;
  const track = (promise) => {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise));
  };
  const timer = setInterval(() => {
    const elapsed = Date.now() - startedAt;
    while (purchases < Math.floor(elapsed / PURCHASE_EVERY_MS) + 1) {
      purchases++;
      track(purchase());
    }
    const due = Math.floor((elapsed / 1000) * CALLS_PER_SECOND) - sent;
    for (let i = 0; i < due; i++) {
      sent++;
      if (inFlight >= MAX_IN_FLIGHT) {
        stats.skipped++;
        continue;
      }
      track(call('GET', reads[nextRead++ % reads.length]));
    }
  }, 10);

  return {
    mark: (name) => (during = name),
    failed: () => stats.failures.length,
    async stop() {
      clearInterval(timer);
      while (pending.size > 0) await Promise.all([...pending]);
      return { ...stats, seconds: (Date.now() - startedAt) / 1000 };
    },
  };
}

async function untilReady(url, withinMs) {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return true;
    await sleep(200);
  }
  return false;
}

/**
 * Orders lost: a purchase answered with an order number that commerce does not have, or an intent the card paid that
 * has no order (and was not refunded). The relay may still be finishing one: looked at again for up to 15 s.
 */
async function lostOrders(databaseUrl, purchases) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const numbers = purchases.map((p) => p.orderNumber).filter(Boolean);
    const intents = purchases.map((p) => p.intentId).filter(Boolean);
    const deadline = Date.now() + 15_000;
    for (;;) {
      const { rows: found } = await client.query(
        'select order_number from commerce.orders where order_number = any($1)',
        [numbers],
      );
      const known = new Set(found.map((row) => row.order_number));
      const { rows: orphans } = await client.query(
        `select id from commerce.payment_intents i where i.id = any($1) and i.status = 'succeeded'
           and not exists (select 1 from commerce.orders o where o.payment_intent_id = i.id)`,
        [intents],
      );
      const lost = {
        answeredButMissing: numbers.filter((n) => !known.has(n)),
        paidWithoutOrder: orphans.map((row) => row.id),
        orders: known.size,
      };
      if (lost.answeredButMissing.length + lost.paidWithoutOrder.length === 0 || Date.now() > deadline) return lost;
      await sleep(1000);
    }
  } finally {
    await client.end();
  }
}

function report(ctx, { figures, lost, restarts, retried }) {
  const failures = figures.failures.length;
  const lostCount = lost.answeredButMissing.length + lost.paidWithoutOrder.length;
  const answered = figures.purchases.filter((p) => p.orderNumber).length;
  ctx.verdict('Failed calls during a rolling restart', String(failures), '0', failures === 0);
  ctx.verdict('Lost orders during a rolling restart', String(lostCount), '0', lostCount === 0);
  const sorted = [...figures.latencies].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
  const sections = [
    [
      `${figures.calls} calls in ${seconds(figures.seconds * 1000)} (${(figures.calls / figures.seconds).toFixed(1)} a second) through the gateway while ${restarts.length} replicas restarted one by one`,
      `  latency p50 ${ms(at(0.5))}, p99 ${ms(at(0.99))}; ${figures.skipped} calls not sent (over ${MAX_IN_FLIGHT} in flight); the gateway tried another replica after a connection failed ${retried} times`,
      `  purchases ${figures.purchases.length}, answered with an order ${answered}, orders in commerce ${lost.orders}${figures.noWorkLeft ? `, ${figures.noWorkLeft} not tried (no work left)` : ''}`,
      `  lost: ${lost.answeredButMissing.length} answered orders missing, ${lost.paidWithoutOrder.length} paid intents without an order`,
      '',
      `failed calls during a rolling restart: ${failures}`,
      `lost orders: ${lostCount}`,
    ].join('\n'),
    table(
      'Each replica restarted in turn (SIGTERM until it exited, then until its /readyz answered)',
      ['replica', 'stopped in', 'ready again in'],
      restarts.map((r) => [r.name, seconds(r.stoppedMs), seconds(r.readyMs)]),
      ['all', '', seconds(restarts.reduce((sum, r) => sum + r.readyMs, 0))],
      ['left', 'right', 'right'],
    ),
  ];
  if (failures > 0)
    sections.push(
      table(
        `Failed calls (the first 30 of ${failures})`,
        ['call', 'answer', 'during the restart of', 'message'],
        figures.failures
          .slice(0, 30)
          .map((f) => [`${f.method} ${f.route}`, f.status, f.during ?? '(none)', f.message.replace(/\s+/g, ' ')]),
        ['', '', '', ''],
        ['left', 'left', 'left', 'left'],
      ),
    );
  return sections;
}

function benchDatabaseUrl(port) {
  const url = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/easel_bench_replicas_${port}`;
  return url.toString();
}

async function onServer(databaseUrl, sql) {
  const { Client } = require('pg');
  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  const client = new Client({ connectionString: server.toString() });
  await client.connect();
  try {
    for (const statement of sql) await client.query(statement);
  } finally {
    await client.end();
  }
}

const databaseName = (databaseUrl) => new URL(databaseUrl).pathname.slice(1);
const recreateDatabase = (url) =>
  onServer(url, [`drop database if exists ${databaseName(url)} with (force)`, `create database ${databaseName(url)}`]);
const dropDatabase = (url) => onServer(url, [`drop database if exists ${databaseName(url)} with (force)`]);

module.exports = {
  name: 'Rolling restart: every replica in turn under about 100 calls a second (failed calls, lost orders)',
  ownPlatform: true,
  run: rollingRestart,
};
