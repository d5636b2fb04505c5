// Playwright suites against the composed production build (`npm start --no-build` on its own
// ports with a fresh in-memory database), in Debian's Chromium (no browser download).
import { defineConfig } from '@playwright/test';
import { E2E_PORT, baseURL } from './support/stack';

export default defineConfig({
  testDir: './tests',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  // One output directory per port: a run empties its directory first, and runs on other ports
  // (another engineer's stack) must not lose their traces to it.
  outputDir: E2E_PORT === 5100 ? '../.run/e2e-output' : `../.run/e2e-output-${E2E_PORT}`,
  use: {
    baseURL,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    screenshot: 'only-on-failure',
    // No trace by default: recording one for every test cost 15 % of the suite's time (identity and
    // issue-fixes specs: 154 s against 131 s). To record: `playwright test --trace retain-on-failure`.
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node scripts/start.mjs --no-build --port ${E2E_PORT} --data-dir memory://`,
    cwd: '..',
    url: `${baseURL}/remotes.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { CONSOLE_TOKEN: 'e2e-console-token', NODE_ENV: 'production' },
  },
});
