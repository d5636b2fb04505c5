// Helpers of the root commands (start, test, dev): install when needed, build when sources are
// newer than the build, run a child command. Only Node built-ins: this runs before any install.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const { APPS } = createRequire(import.meta.url)('../../tools/webpack/apps.cjs');

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PNPM = ['-y', 'pnpm@10.34.9'];
export const FRONTEND_APPS = Object.values(APPS).map((app) => app.dir);
const BUILD_INPUTS = [...FRONTEND_APPS, 'shared', 'tools'];

export function log(message) {
  process.stdout.write(`[portal] ${message}\n`);
}

export function runSync(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) throw new Error(`${cmd} could not run: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  }
}

function newestMtime(target) {
  let newest = 0;
  const walk = (p) => {
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const name of readdirSync(p)) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        walk(path.join(p, name));
      }
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  if (existsSync(target)) walk(target);
  return newest;
}

export function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules/.modules.yaml');
  const lock = path.join(ROOT, 'pnpm-lock.yaml');
  const manifests = ['package.json', ...FRONTEND_APPS, 'shared', 'api', 'e2e', 'bench'].map((p) =>
    p.endsWith('.json') ? path.join(ROOT, p) : path.join(ROOT, p, 'package.json'),
  );
  const installedAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const changed = [lock, ...manifests].some(
    (f) => existsSync(f) && statSync(f).mtimeMs > installedAt,
  );
  if (installedAt && !changed) return;
  log('installing dependencies (pnpm, first run takes about a minute)...');
  runSync('npx', [...PNPM, 'install', '--frozen-lockfile'], {
    env: { ...process.env, CI: 'true' },
  });
}

export function ensureBuilt({ force = false } = {}) {
  const builtAt = Math.min(
    ...FRONTEND_APPS.map((app) => {
      const manifest = path.join(ROOT, app, 'dist/mf-manifest.json');
      return existsSync(manifest) ? statSync(manifest).mtimeMs : 0;
    }),
  );
  const sourcesAt = Math.max(...BUILD_INPUTS.map((d) => newestMtime(path.join(ROOT, d))));
  if (!force && builtAt > 0 && builtAt >= sourcesAt) return;
  log('building the shell and the remotes (production)...');
  runSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')]);
}

/** Starts a long-running child; its output is prefixed so the terminal stays readable. */
export function startChild(name, cmd, args, options = {}) {
  const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  return child;
}

/**
 * The demo's support contact (the infos page's side panel, the header's support link): the api
 * reads SUPPORT_* (api/src/config.ts); an operator sets their own in the environment or with the
 * console's set-support-contact. Whatever the environment already says wins.
 */
export function demoSupportEnv(env = process.env) {
  return {
    SUPPORT_SITE_URL:
      env.SUPPORT_SITE_URL ?? 'https://support.portal-demo.example/employment-agency/',
    SUPPORT_MAIL: env.SUPPORT_MAIL ?? 'support@portal-demo.example',
    SUPPORT_PHONE: env.SUPPORT_PHONE ?? '03-6555-0123',
    SUPPORT_HOURS: env.SUPPORT_HOURS ?? '平日 10:00〜18:00（土日祝・年末年始を除く）',
  };
}
