// The topology suite: the production shape of docker-compose.yml started for real by
// `npm run topology` (nginx gateway, api replicas from the production build on PostgreSQL, the
// static releases), on a fresh database, proven with real processes in Debian's Chromium.
// Needs DATABASE_URL (a server where this suite may create and drop its database): the
// `topology` step of `npm test` runs it when DATABASE_URL is set (CI: .ci/run).
// TOPOLOGY_PORT (default 5300): the gateway; the stack takes the next 15 ports.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.TOPOLOGY_PORT ?? process.env.E2E_PORT ?? 5300);
// The e2e support helpers (console, stack) talk to http://localhost:$E2E_PORT: the gateway here.
process.env.E2E_PORT = String(port);
process.env.TOPOLOGY_PORT = String(port);
const baseURL = `http://localhost:${port}`;
const database = new URL(process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/postgres');
database.pathname = `/portal_topology_${port}`;
process.env.TOPOLOGY_DATABASE_URL = database.toString();

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  outputDir: `../../.run/topology-output-${port}`,
  use: {
    baseURL,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    },
  },
  webServer: {
    command: `node scripts/topology.mjs --no-build --fresh --replicas 2 --port ${port}`,
    cwd: '../..',
    url: `${baseURL}/remotes.json`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 30_000 },
    env: {
      CONSOLE_TOKEN: 'e2e-console-token',
      DATABASE_URL: database.toString(),
      TOPOLOGY_STATE: `.run/topology-${port}.json`,
    },
  },
});
