// The replica suite's web server: a fresh database and data folder, then `npm run start:replicas`'s own start, without
// a front-end build (the suite speaks to the API). Reusing an old database would skip the demo seed.
const fs = require('node:fs');
const path = require('node:path');
const platform = require('./replica-platform');
const { startReplicas } = require('../scripts/start-replicas');

async function freshDatabase(url) {
  const { Client } = require('pg');
  const name = new URL(url).pathname.slice(1);
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new Client({ connectionString: server.toString() });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
}

(async () => {
  fs.rmSync(path.dirname(platform.dataDir), { recursive: true, force: true });
  await freshDatabase(platform.databaseUrl());
  const { ready, launcher } = await startReplicas({
    gatewayPort: platform.gatewayPort,
    portsFrom: platform.gatewayPort + 1,
    databaseUrl: platform.databaseUrl(),
    redisUrl: platform.redisUrl,
    dataDir: platform.dataDir,
    env: { ...process.env, ...platform.env },
    frontEnd: false,
  });
  const late = await ready;
  if (late.length > 0) launcher.log(`not ready after two minutes: ${late.join(', ')}`);
})().catch((error) => {
  console.error(`e2e replica platform could not start: ${error.stack ?? error}`);
  process.exit(1);
});
