// Where the end-to-end platform runs: its own ports and data directory, so a dev instance on 8080 is left alone.
// E2E_PORT moves the whole platform (services on E2E_PORT+101…+106), so several runs can share a machine.
const os = require('node:os');
const path = require('node:path');

const gatewayPort = Number(process.env.E2E_PORT || 8090);
const services = ['identity', 'catalog', 'artist', 'commerce', 'community', 'admin'];

// The data sits in a dot folder, as `npm start`'s default <repo>/.data does, so the tested layout is the users'.
const runFolder = path.join(os.tmpdir(), `easel-e2e-${gatewayPort}`);

module.exports = {
  baseURL: `http://localhost:${gatewayPort}`,
  dataDir: process.env.E2E_DATA_DIR || path.join(runFolder, '.data'),
  /** What a fresh start removes: the whole folder of this port's runs (older layouts too), or a given E2E_DATA_DIR. */
  freshDir: process.env.E2E_DATA_DIR || runFolder,
  env() {
    return {
      PORT: String(gatewayPort),
      DATA_DIR: this.dataDir,
      SEED: 'demo',
      NO_COLOR: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_COMMENTS_PER_MINUTE: '1000',
      ...Object.fromEntries(
        services.map((name, i) => [`${name.toUpperCase()}_URL`, `http://127.0.0.1:${gatewayPort + 101 + i}`]),
      ),
    };
  },
};
