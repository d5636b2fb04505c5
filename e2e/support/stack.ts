// Where the e2e stack runs and how a test stops and restarts one remote's static server.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 5100);
export const baseURL = `http://localhost:${E2E_PORT}`;
export const CONSOLE_TOKEN = 'e2e-console-token';
const ROOT = path.resolve(__dirname, '../..');
/** PIDs of the remote servers tests restarted: they serve the specs that follow, and stop with the run. */
const RESTARTED = path.join(ROOT, `.run/restarted-${E2E_PORT}.pids`);

interface StackState {
  pointer: string;
  remotes: Record<string, { pid: number; port: number; dir: string; args: string[] }>;
}

export function state(): StackState {
  return JSON.parse(readFileSync(path.join(ROOT, `.run/stack-${E2E_PORT}.json`), 'utf8'));
}

/** Waits until the server answers at all (up) or refuses connections (down). */
export async function waitFor(url: string, up: boolean) {
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(url).then(
      () => true,
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
  const server = `http://127.0.0.1:${remote.port}/`;
  // SIGTERM: a deliberate stop, which `npm start` does not undo (it restarts a server that dies).
  process.kill(remote.pid, 'SIGTERM');
  await waitFor(server, false);
  return async () => {
    // Detached: a spec that restarts a remote leaves it serving every spec after it (a failed test
    // restarts the Playwright worker, which must not take the remote down with it).
    const child = spawn(process.execPath, remote.args, { stdio: 'ignore', detached: true });
    child.unref();
    appendFileSync(RESTARTED, `${child.pid}\n`);
    await waitFor(server, true);
  };
}

/** Stops the servers tests restarted (the stack's own servers stop with the stack): globalTeardown. */
export function stopRestartedRemotes() {
  if (!existsSync(RESTARTED)) return;
  for (const pid of readFileSync(RESTARTED, 'utf8').split('\n').filter(Boolean)) {
    try {
      process.kill(Number(pid), 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  rmSync(RESTARTED, { force: true });
}
