import path from 'node:path';
import { defineConfig } from '@playwright/test';
import platform from './replica-platform';

// `npm run e2e:replicas`: what must hold when every service runs as two replicas, against
// `npm run start:replicas` on a fresh database. The calls go through the gateway, or straight to one replica's port.
export default defineConfig({
  testDir: './replicas',
  // Its own results folder: a run empties it first, and the e2e suite's may be in use beside it.
  outputDir: `test-results/replicas-${platform.gatewayPort}`,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The gateway is ready once each service has one ready replica; the tests need every replica.
  globalSetup: './replicas/every-replica-ready.ts',
  use: { baseURL: platform.baseURL },
  webServer: {
    command: 'node e2e/start-replicas-fresh.js',
    cwd: path.resolve(__dirname, '..'),
    url: `${platform.baseURL}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    // Stopped as a deploy stops replicas: each drains and closes its pools.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
