// Deploys a changed copy of one remote beside the running e2e stack, the way an operator deploys
// a remote alone: `scripts/deploy.mjs` builds only that remote (from a copy under .run/, so the
// checkout is never modified), publishes it as a new version and switches the stack's pointer.
// The copy can be built against a changed copy of @portal/shared (another version).
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { E2E_PORT, state } from './stack';

const ROOT = path.resolve(__dirname, '../..');
const WORK = path.join(ROOT, `.run/skew-${E2E_PORT}`);
let copies = 0;

type Edit = (file: string, change: (source: string) => string) => void;

function linkModules(from: string, to: string, sharedDir: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry.startsWith('@')) {
      linkModules(path.join(from, entry), path.join(to, entry), sharedDir);
    } else if (path.join(to, entry).endsWith(path.join('@portal', 'shared'))) {
      symlinkSync(sharedDir, path.join(to, entry));
    } else {
      symlinkSync(realpathSync(path.join(from, entry)), path.join(to, entry));
    }
  }
}

export interface RemoteCopy {
  /** Changes a file of the remote copy (path below the remote, e.g. 'src/messages.ts'). */
  edit: Edit;
  /** Changes a file of the @portal/shared copy (only with `sharedVersion`). */
  editShared: Edit;
  dir: string;
}

/** A copy of `remote` (e.g. 'remote-messaging'); with `sharedVersion`, built against a copy of
 * @portal/shared carrying that version. */
export function copyRemote(remote: string, sharedVersion?: string): RemoteCopy {
  const base = path.join(WORK, String(++copies));
  rmSync(base, { recursive: true, force: true });
  mkdirSync(base, { recursive: true });
  symlinkSync(path.join(ROOT, 'tools'), path.join(base, 'tools'));
  let sharedDir = path.join(ROOT, 'shared');
  if (sharedVersion) {
    sharedDir = path.join(base, 'shared');
    cpSync(path.join(ROOT, 'shared/src'), path.join(sharedDir, 'src'), { recursive: true });
    symlinkSync(path.join(ROOT, 'shared/node_modules'), path.join(sharedDir, 'node_modules'));
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8'));
    pkg.version = sharedVersion;
    writeFileSync(path.join(sharedDir, 'package.json'), JSON.stringify(pkg, null, 2));
  }
  const dir = path.join(base, remote);
  for (const name of ['src', 'package.json', 'webpack.config.cjs']) {
    cpSync(path.join(ROOT, remote, name), path.join(dir, name), { recursive: true });
  }
  linkModules(path.join(ROOT, remote, 'node_modules'), path.join(dir, 'node_modules'), sharedDir);
  const editIn =
    (root: string): Edit =>
    (file, change) => {
      const full = path.join(root, file);
      const before = readFileSync(full, 'utf8');
      const after = change(before);
      if (after === before) throw new Error(`the edit of ${file} changed nothing`);
      writeFileSync(full, after);
    };
  return { dir, edit: editIn(dir), editShared: editIn(sharedDir) };
}

function run(script: string, args: string[]): string {
  const out = execFileSync(process.execPath, [path.join(ROOT, 'scripts', script), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}').version;
}

/** Builds the copy alone, publishes it and points the stack at it; returns the new version. */
export function deployCopy(remote: string, copy: RemoteCopy): string {
  return run('deploy.mjs', [remote, '--src', copy.dir, '--pointer', state().pointer]);
}

/** Deploys the copy expecting its build to be refused; answers what the build said. */
export function refusedDeploy(remote: string, copy: RemoteCopy): string {
  try {
    execFileSync(
      process.execPath,
      [
        path.join(ROOT, 'scripts/deploy.mjs'),
        remote,
        '--src',
        copy.dir,
        '--pointer',
        state().pointer,
      ],
      { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    return `${stdout ?? ''}${stderr ?? ''}`;
  }
  throw new Error(`the deploy of ${remote} was not refused`);
}

/** `npm run rollback -- <remote>` against the e2e stack; returns the version now served. */
export function rollback(remote: string): string {
  return run('rollback.mjs', [remote, '--pointer', state().pointer]);
}

let savedPointer: string | null = null;

/** Keeps the stack's pointer as it is now; removeCopies() puts it back (even after a failure). */
export function savePointer() {
  savedPointer = readFileSync(state().pointer, 'utf8');
}

export function removeCopies() {
  if (savedPointer !== null) writeFileSync(state().pointer, savedPointer);
  rmSync(WORK, { recursive: true, force: true });
}

/** `npm run deploy -- <remote>` of the checkout's remote against the e2e stack; its version. */
export function deployRemote(remote: string): string {
  return run('deploy.mjs', [remote, '--pointer', state().pointer]);
}

/**
 * `npm run rollback -- <remote> --withdraw` against the e2e stack: the remote out of the pointer
 * (the rollback of a new section to before it existed).
 */
export function withdrawRemote(remote: string): void {
  run('rollback.mjs', [remote, '--withdraw', '--pointer', state().pointer]);
}
