// `npm run start:replicas`: two replicas of every service on PostgreSQL and Redis, sharing one DATA_DIR (keys, media),
// behind one gateway that balances across them. What several machines would run, on one.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { buildFrontEnd } = require('./build');
const { banner, createLauncher, createLocalSecrets, domainServices, getJson, repoRoot } = require('./launcher');
const { balanceReplicas } = require('./replica-balancer');

const replicaCount = 2;
const readyWithinMs = 120_000;
const services = Object.keys(domainServices);

/**
 * Where everything listens. Replica r (0 or 1) of the k-th service on portsFrom + 2k + r (4201–4212 by default); the
 * address the other services call it at, which takes turns between its replicas, on portsFrom + 12 + k (4213–4218).
 */
function replicaLayout(gatewayPort, portsFrom) {
  const replicaUrl = (service, r) => `http://127.0.0.1:${portsFrom + replicaCount * services.indexOf(service) + r}`;
  const serviceUrl = (service) =>
    `http://127.0.0.1:${portsFrom + replicaCount * services.length + services.indexOf(service)}`;
  const replicas = services.flatMap((service) =>
    [...Array(replicaCount).keys()].map((r) => ({
      service,
      r,
      name: `${service}-${r + 1}`,
      url: replicaUrl(service, r),
    })),
  );
  return { gatewayUrl: `http://127.0.0.1:${gatewayPort}`, replicaUrl, serviceUrl, replicas };
}

/**
 * Starts every replica and the gateway; answers the launcher (to restart or stop them), the layout and `ready`, which
 * resolves with the names not ready within two minutes (none, normally). `frontEnd: false` builds no front end (an
 * API-only run).
 */
async function startReplicas({
  gatewayPort = 8080,
  portsFrom = 4201,
  databaseUrl = 'postgres://postgres@127.0.0.1:5432/easel_replicas',
  redisUrl = 'redis://127.0.0.1:6379',
  dataDir = path.join(repoRoot, '.data', 'replicas'),
  env = process.env,
  frontEnd = true,
  print,
} = {}) {
  const layout = replicaLayout(gatewayPort, portsFrom);
  const launcher = createLauncher(['gateway', ...layout.replicas.map(({ name }) => name)], { print });
  const { log, startService } = launcher;
  launcher.prepare();
  await createDatabaseIfMissing(databaseUrl, log);
  if (frontEnd) await buildFrontEnd({ onlyMissing: true, log });
  if (launcher.isStopping()) return { launcher, layout, ready: Promise.resolve([]) };
  fs.mkdirSync(dataDir, { recursive: true });
  createLocalSecrets(dataDir, log);
  const balancers = await Promise.all(
    services.map((service) =>
      balanceReplicas(
        layout.replicas.filter((replica) => replica.service === service).map(({ url }) => url),
        Number(new URL(layout.serviceUrl(service)).port),
      ),
    ),
  );
  for (const balancer of balancers) balancer.unref(); // they end with the launcher

  const shared = {
    ...env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PUBLIC_URL: env.PUBLIC_URL || `http://localhost:${gatewayPort}`,
  };
  // A service calls another at its balanced address, as a Kubernetes Service would be: never one replica of it alone.
  const serviceUrls = Object.fromEntries(
    services.map((service) => [`${service.toUpperCase()}_URL`, layout.serviceUrl(service)]),
  );
  layout.replicas.forEach(({ service, name, url }, index) =>
    startService(service, index, { ...shared, ...serviceUrls, PORT: new URL(url).port }, name),
  );
  const everyReplica = (service) =>
    layout.replicas
      .filter((replica) => replica.service === service)
      .map(({ url }) => url)
      .join(',');
  const gatewayUrls = Object.fromEntries(
    services.map((service) => [`${service.toUpperCase()}_URL`, everyReplica(service)]),
  );
  startService('gateway', layout.replicas.length, { ...shared, ...gatewayUrls, PORT: String(gatewayPort) });

  const ready = launcher.children.has('gateway')
    ? launcher.waitUntilReady(() => notReady(layout), readyWithinMs)
    : Promise.resolve([]);
  return { launcher, layout, ready };
}

/** Every replica not answering its own /readyz, and the gateway while it does not. */
async function notReady({ replicas, gatewayUrl }) {
  const checks = [
    ...replicas.map(async ({ name, url }) => ((await getJson(`${url}/readyz`))?.ok ? [] : [name])),
    (async () => ((await getJson(`${gatewayUrl}/readyz`))?.ok ? [] : ['gateway']))(),
  ];
  return (await Promise.all(checks)).flat();
}

/** The replicas share one database; a first run makes it (CREATE DATABASE has no IF NOT EXISTS). */
async function createDatabaseIfMissing(url, log) {
  const { Client } = require('pg');
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new Client({ connectionString: server.toString() });
  try {
    await client.connect();
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
      log(`created the database ${name}`);
    }
  } catch (error) {
    throw new Error(`PostgreSQL at ${redact(url)} is needed (set DATABASE_URL): ${error.message}`, { cause: error });
  } finally {
    await client.end().catch(() => undefined);
  }
}

const redact = (url) => url.replace(/\/\/[^@/]*@/, '//…@');

/** `npm run start:replicas`: settings from the environment, and the banner once everything is ready. */
async function main() {
  const gatewayPort = Number(process.env.PORT || 8080);
  const portsFrom = Number(process.env.REPLICA_PORTS_FROM || 4201);
  const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/easel_replicas';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const dataDir = path.resolve(process.env.DATA_DIR || path.join(repoRoot, '.data', 'replicas'));
  const { launcher, layout, ready } = await startReplicas({ gatewayPort, portsFrom, databaseUrl, redisUrl, dataDir });
  const late = await ready;
  if (launcher.isStopping() || !launcher.children.has('gateway')) return;
  const last = portsFrom + layout.replicas.length + services.length - 1;
  const extra = [
    `(${replicaCount} replicas of each service and their balanced addresses on ${portsFrom}–${last}, ${redact(databaseUrl)}, ${redisUrl})`,
  ];
  banner({
    url: `http://localhost:${gatewayPort}`,
    productName: process.env.PRODUCT_NAME || 'Easel',
    late,
    readyWithinMs,
    skipped: launcher.skipped,
    extra,
  });
}

if (require.main === module)
  main().catch((error) => {
    console.error(`[easel] could not start: ${error.stack ?? error}`);
    process.exit(1);
  });

module.exports = { startReplicas, replicaLayout };
