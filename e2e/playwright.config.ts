import path from 'node:path';
import { defineConfig } from '@playwright/test';
import platform from './platform';

export default defineConfig({
  testDir: './tests',
  workers: 2,
  // Generous: the run is CPU-bound on 2 cores (two workers, the browsers and seven services), and a noisy machine made
  // tests of 30-40 s pass 45 s. A timeout is there to end a hung test, never to measure speed (that is the bench's).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // One results folder per platform port: a run empties its folder first, so runs side by side keep their traces.
  outputDir: `test-results/${new URL(platform.baseURL).port}`,
  use: {
    baseURL: platform.baseURL,
    // A trace records every step's screenshots: kept for each test, it cost a third of the run's time (cart and account
    // specs: 179 against 117 test-seconds). CI retries a failed test once, and the retry is traced.
    trace: 'on-first-retry',
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
  projects: [
    // The demo catalogue as a visitor first meets it (portraits and landscapes among the newest), before other specs
    // publish and buy their own works.
    { name: 'first-look', testMatch: /whole-artworks\.spec\.ts/ },
    {
      name: 'chromium',
      testIgnore: /(publish(-previews)?|artist-works|whole-artworks|admin-pulse-magazine)\.spec\.ts/,
      dependencies: ['first-look'],
    },
    // Publishing deletes its artwork and that artwork's images at the end; run alongside, the other specs' pages
    // (home's newest artworks) could still show the image and log its 404. So it runs once they are done. The admin's
    // Pulse switch closes voting for everyone for a moment, so it waits for the specs that vote.
    {
      name: 'publishing',
      testMatch: /(publish(-previews)?|artist-works|admin-pulse-magazine)\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    command: 'node e2e/start-fresh.js',
    cwd: path.resolve(__dirname, '..'),
    url: `${platform.baseURL}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
