// Benchmarks (printed figures, not timed tests):
//  1. production build time of all apps on this machine (target <= 90 s);
//  2. gzipped JS fetched on first load of /25/employment-agency/login (target <= 200 KiB) and of
//     お知らせ after logging in, and how many React copies the page loaded (must be 1).
// Usage: node bench/run.mjs [--skip-build]
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(ROOT, 'bench/package.json'));
const { chromium } = require('playwright-core');
const APPS = [
  'shell',
  'remote-auth',
  'remote-settings',
  'remote-messaging',
  'remote-jobs',
  'remote-applicants',
  'remote-events',
];
const PORT = 5300;
const KiB = (n) => `${(n / 1024).toFixed(1)} KiB`;

function benchBuild() {
  for (const app of APPS) rmSync(path.join(ROOT, app, 'dist'), { recursive: true, force: true });
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error('build failed');
  console.log(
    `build: all ${APPS.length} apps in ${seconds.toFixed(1)} s on ${os.cpus().length} cores (target <= 90 s) ${seconds <= 90 ? 'OK' : 'OVER'}`,
  );
}

async function startStack() {
  const child = spawn(
    process.execPath,
    ['scripts/start.mjs', '--no-build', '--port', String(PORT), '--data-dir', 'memory://'],
    {
      cwd: ROOT,
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`http://127.0.0.1:${PORT}/remotes.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('stack did not start');
}

function recordJs(page) {
  const seen = [];
  page.on('response', async (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const body = await res.body().catch(() => null);
    if (body) seen.push({ url: res.url(), raw: body.length, gzip: gzipSync(body).length });
  });
  return seen;
}

function report(label, files, target) {
  const gzip = files.reduce((s, f) => s + f.gzip, 0);
  const raw = files.reduce((s, f) => s + f.raw, 0);
  const verdict = target ? ` (target <= ${KiB(target)}) ${gzip <= target ? 'OK' : 'OVER'}` : '';
  console.log(`${label}: ${files.length} JS files, ${KiB(gzip)} gzip, ${KiB(raw)} raw${verdict}`);
}

// Every app's share scope lists the React it uses and which app provided it: the number of
// distinct (version, provider) pairs of a loaded React is the number of React copies on the page.
async function reactCopies(page) {
  return page.evaluate(() => {
    const share = globalThis.__FEDERATION__?.__SHARE__ ?? {};
    const copies = new Set();
    for (const scopes of Object.values(share))
      for (const scope of Object.values(scopes))
        for (const [version, info] of Object.entries(scope.react ?? {}))
          if (info.loaded || info.lib) copies.add(`${version} from ${info.from}`);
    return copies.size;
  });
}

async function benchLoad() {
  const stack = await startStack();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const loginFiles = recordJs(page);
    await page.goto(`http://localhost:${PORT}/25/employment-agency/login`, {
      waitUntil: 'networkidle',
    });
    report('first load of /25/employment-agency/login', loginFiles, 200 * 1024);
    console.log(`React copies loaded on the login page: ${await reactCopies(page)} (must be 1)`);

    const infosFiles = recordJs(page);
    await page.getByLabel('メールアドレスまたはユーザーID').fill('demo');
    await page.getByLabel('パスワード').fill('portal-demo-2026');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL('**/infos');
    // A client-side navigation: wait for the page itself, then for its announcements.
    await page.getByRole('heading', { name: 'お知らせ', level: 1 }).waitFor();
    await page.getByRole('listitem').first().waitFor();
    report('then お知らせ after login (JS fetched in addition)', infosFiles);
    console.log(`React copies loaded after login: ${await reactCopies(page)} (must be 1)`);
  } finally {
    await browser.close();
    stack.kill('SIGTERM');
  }
}

if (!process.argv.includes('--skip-build')) benchBuild();
await benchLoad();
