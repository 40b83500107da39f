// Playwright's web server: a fresh data directory and, on PostgreSQL, a fresh database, then the same
// launcher as `npm start`. Reusing an old database would skip the demo seed while the media folder is new.
const fs = require('node:fs');
const platform = require('./platform');

async function freshDatabase(serverUrl) {
  const { Client } = require('pg');
  const name = `easel_e2e_${new URL(platform.baseURL).port}`;
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

(async () => {
  fs.rmSync(platform.freshDir, { recursive: true, force: true });
  Object.assign(process.env, platform.env());
  if (process.env.DATABASE_URL) process.env.DATABASE_URL = await freshDatabase(process.env.DATABASE_URL);
  require('../scripts/start.js');
})().catch((error) => {
  console.error(`e2e platform could not start: ${error.stack ?? error}`);
  process.exit(1);
});
