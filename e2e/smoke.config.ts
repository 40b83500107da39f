import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The first run, as the README says: `npm start` from the repository root with a user's defaults (the embedded
// database, the demo seed, the default log level and rate limits), data inside the default dot folder <repo>/.data.
// Only the ports move, so it runs beside a dev instance (8080) and the e2e platform (8090).
const repoRoot = path.resolve(__dirname, '..');
const gatewayPort = 8070;
const services = ['identity', 'catalog', 'artist', 'commerce', 'community', 'admin'];
const baseURL = `http://localhost:${gatewayPort}`;

export default defineConfig({
  testDir: './smoke',
  // Its own results folder: a run empties it first, and the e2e suite's may be in use beside it.
  outputDir: './smoke/test-results',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // The data folder is removed first, so the demo seed runs as on a fresh clone.
    command: 'node -e "fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true })" && npm start',
    cwd: repoRoot,
    env: {
      PORT: String(gatewayPort),
      DATA_DIR: path.join(repoRoot, '.data', 'smoke'),
      ...Object.fromEntries(
        services.map((name, i) => [`${name.toUpperCase()}_URL`, `http://127.0.0.1:${gatewayPort + 101 + i}`]),
      ),
      // A developer's own settings do not reach it: empty is unset, so each takes its default.
      DATABASE_URL: '',
      SEED: '',
      LOG_LEVEL: '',
      ...Object.fromEntries(
        Object.keys(process.env)
          .filter((key) => key.startsWith('RATE_LIMIT_'))
          .map((key) => [key, '']),
      ),
    },
    url: `${baseURL}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    // Stopped as a user stops it, with Ctrl+C: the launcher stops every service.
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
