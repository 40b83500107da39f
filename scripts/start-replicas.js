// `npm run start:replicas`: two replicas of every service on PostgreSQL and Redis, sharing one DATA_DIR (keys, media),
// behind one gateway that balances across them. What several machines would run, on one.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { buildFrontEnd } = require('./build');
const { banner, createLauncher, createLocalSecrets, domainServices, getJson, repoRoot } = require('./launcher');

const productName = process.env.PRODUCT_NAME || 'Easel';
const gatewayPort = Number(process.env.PORT || 8080);
// Replica r (0 or 1) of the k-th service listens on REPLICA_PORTS_FROM + 2k + r: 4201–4212 by default.
const portsFrom = Number(process.env.REPLICA_PORTS_FROM || 4201);
const replicaCount = 2;
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/easel_replicas';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const readyWithinMs = 120_000;

const services = Object.keys(domainServices);
const replicaName = (service, r) => `${service}-${r + 1}`;
const replicaUrl = (service, r) => `http://127.0.0.1:${portsFrom + 2 * services.indexOf(service) + r}`;
const replicas = services.flatMap((service) => [...Array(replicaCount).keys()].map((r) => ({ service, r, name: replicaName(service, r) })));

const launcher = createLauncher(['gateway', ...replicas.map(({ name }) => name)]);
const { log, startService } = launcher;

main().catch((error) => {
  log(`could not start: ${error.stack ?? error}`);
  launcher.stopAll(1);
});

async function main() {
  launcher.prepare();
  await createDatabaseIfMissing(databaseUrl);
  await buildFrontEnd({ onlyMissing: true, log });
  if (launcher.isStopping()) return;
  const dataDir = path.resolve(process.env.DATA_DIR || path.join(repoRoot, '.data', 'replicas'));
  fs.mkdirSync(dataDir, { recursive: true });
  createLocalSecrets(dataDir, log);

  const shared = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${gatewayPort}`,
  };
  // Each replica calls the same-numbered replica of the others: a service takes one address per service it calls.
  replicas.forEach(({ service, r, name }, index) => {
    const urls = Object.fromEntries(services.map((other) => [`${other.toUpperCase()}_URL`, replicaUrl(other, r)]));
    startService(service, index, { ...shared, ...urls, PORT: new URL(replicaUrl(service, r)).port }, name);
  });
  const everyReplica = (service) => [...Array(replicaCount).keys()].map((r) => replicaUrl(service, r)).join(',');
  const gatewayUrls = Object.fromEntries(services.map((service) => [`${service.toUpperCase()}_URL`, everyReplica(service)]));
  startService('gateway', replicas.length, { ...shared, ...gatewayUrls, PORT: String(gatewayPort) });

  if (!launcher.children.has('gateway')) return;
  const late = await launcher.waitUntilReady(replicasNotReady, readyWithinMs);
  if (launcher.isStopping()) return;
  const extra = [
    `(${replicaCount} replicas of each service on ${portsFrom}–${portsFrom + replicas.length - 1}, ${redact(databaseUrl)}, ${redisUrl})`,
  ];
  banner({ url: `http://localhost:${gatewayPort}`, productName, late, readyWithinMs, skipped: launcher.skipped, extra });
}

/** Every replica not answering its own /readyz, and the gateway while it does not. */
async function replicasNotReady() {
  const checks = [
    ...replicas.map(async ({ service, r, name }) => ((await getJson(`${replicaUrl(service, r)}/readyz`))?.ok ? [] : [name])),
    (async () => ((await getJson(`http://127.0.0.1:${gatewayPort}/readyz`))?.ok ? [] : ['gateway']))(),
  ];
  return (await Promise.all(checks)).flat();
}

/** The replicas share one database; a first run makes it (CREATE DATABASE has no IF NOT EXISTS). */
async function createDatabaseIfMissing(url) {
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
