// Where the e2e stack runs and how a test stops and restarts one remote's static server.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 5100);
export const baseURL = `http://localhost:${E2E_PORT}`;
export const CONSOLE_TOKEN = 'e2e-console-token';
const ROOT = path.resolve(__dirname, '../..');
const restarted: ChildProcess[] = [];

interface StackState {
  remotes: Record<string, { pid: number; port: number; dir: string }>;
}

function state(): StackState {
  return JSON.parse(readFileSync(path.join(ROOT, `.run/stack-${E2E_PORT}.json`), 'utf8'));
}

async function waitFor(url: string, up: boolean) {
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok === up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not become ${up ? 'reachable' : 'unreachable'}`);
}

/** Stops the named remote's server (e.g. 'remote_events'); returns a function that restarts it. */
export async function stopRemote(name: string): Promise<() => Promise<void>> {
  const remote = state().remotes[name];
  const manifest = `http://127.0.0.1:${remote.port}/mf-manifest.json`;
  process.kill(remote.pid, 'SIGTERM');
  await waitFor(manifest, false);
  return async () => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'scripts/lib/serve-static.mjs'), remote.dir, String(remote.port)],
      { stdio: 'ignore' },
    );
    restarted.push(child);
    await waitFor(manifest, true);
  };
}

/** Stops the servers a test restarted (the stack's own servers stop with the stack). */
export function stopRestartedRemotes() {
  for (const child of restarted.splice(0)) child.kill('SIGTERM');
}
