// Where the replica suite's platform runs (`npm run e2e:replicas`): `npm run start:replicas` on ports of its own
// (E2E_REPLICAS_PORT, default 8290, the replicas and their balanced addresses on the next 18), a fresh PostgreSQL
// database of its own on DATABASE_URL's server and a fresh data folder, so a dev instance and the e2e platform are left alone.
const os = require('node:os');
const path = require('node:path');
const { replicaLayout } = require('../scripts/start-replicas');

const gatewayPort = Number(process.env.E2E_REPLICAS_PORT || 8290);
const layout = replicaLayout(gatewayPort, gatewayPort + 1);

/** The suite's own database on the server DATABASE_URL names (a local PostgreSQL by default). */
function databaseUrl() {
  const url = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/easel_e2e_replicas_${gatewayPort}`;
  return url.toString();
}

module.exports = {
  gatewayPort,
  baseURL: `http://localhost:${gatewayPort}`,
  /** Each replica: its service, its name (catalog-1) and its own address, past the gateway. */
  replicas: layout.replicas,
  replicaUrl: layout.replicaUrl,
  dataDir: path.join(os.tmpdir(), `easel-e2e-replicas-${gatewayPort}`, '.data'),
  databaseUrl,
  redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  env: {
    SEED: 'demo',
    NO_COLOR: '1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_COMMENTS_PER_MINUTE: '1000',
    // Both community replicas rank the Pulse every second, so they meet at its turn often.
    PULSE_RANK_EVERY_MS: '1000',
  },
};
