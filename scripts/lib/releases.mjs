// Immutable, versioned remote builds and the deploy pointer (format: api/src/modules/remotes/
// pointer.ts). A remote's production build (<remote>/dist) is published under
// .releases/<remote>/<version>/ — version = package version + hash of the build's files — and
// never changed or removed after; the pointer file says which version the shell loads.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { FRONTEND_APPS, ROOT } from './workspace.mjs';

export const RELEASES_DIR = process.env.RELEASES_DIR ?? path.join(ROOT, '.releases');
export const REMOTE_DIRS = FRONTEND_APPS.filter((dir) => dir !== 'shell');
export const federationName = (dir) => dir.replace(/-/g, '_');
export const pointerFileFor = (port) => path.join(RELEASES_DIR, `pointer-${port}.json`);

function filesOf(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(prefix, entry.name);
    if (entry.isDirectory()) return filesOf(path.join(dir, entry.name), rel);
    return /\.(br|gz)$/.test(entry.name) ? [] : [rel];
  });
}

/** `<package version>-<12 hex of the build's content>`: the same build gives the same version. */
export function buildVersion(distDir) {
  const hash = createHash('sha256');
  for (const file of filesOf(distDir).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(distDir, file)));
  }
  const pkg = JSON.parse(readFileSync(path.join(distDir, '..', 'package.json'), 'utf8'));
  return `${pkg.version}-${hash.digest('hex').slice(0, 12)}`;
}

/** Publishes a build (default `<ROOT>/<dir>/dist`); returns its version and whether it is new. */
export function publish(dir, distDir = path.join(ROOT, dir, 'dist')) {
  if (!existsSync(path.join(distDir, 'mf-manifest.json'))) {
    throw new Error(`${distDir} has no mf-manifest.json: build ${dir} first`);
  }
  const version = buildVersion(distDir);
  const target = path.join(RELEASES_DIR, dir, version);
  if (existsSync(path.join(target, 'mf-manifest.json'))) return { version, created: false };
  const temp = `${target}.tmp-${process.pid}`;
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(distDir, temp, { recursive: true });
  renameSync(temp, target);
  return { version, created: true };
}

export function publishedVersions(dir) {
  const folder = path.join(RELEASES_DIR, dir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((v) => existsSync(path.join(folder, v, 'mf-manifest.json')))
    .sort(
      (a, b) => statSync(path.join(folder, a)).mtimeMs - statSync(path.join(folder, b)).mtimeMs,
    );
}

export function readPointer(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

function writePointer(file, pointer) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(pointer, null, 2)}\n`);
  renameSync(temp, file);
}

/** Points the remote at `version`; the version it replaces goes first in `previous`. */
export function switchPointer(file, dir, version) {
  const pointer = readPointer(file);
  const name = federationName(dir);
  const current = pointer[name];
  if (current?.version === version) return current;
  const previous = current
    ? [current.version, ...(current.previous ?? [])]
        .filter((v) => v !== null && v !== version)
        .slice(0, 20)
    : [];
  pointer[name] = { version, previous, updatedAt: new Date().toISOString() };
  writePointer(file, pointer);
  return pointer[name];
}

/**
 * Publishes every remote's build and points `file` at it. A new build (never published before)
 * becomes the deployed version; an older one keeps what the pointer says (a rollback survives a
 * restart). `fresh` empties the pointer first: every remote on its current build.
 */
export function publishAll(file, { fresh = false } = {}) {
  mkdirSync(path.dirname(file), { recursive: true });
  if (fresh) writeFileSync(file, '{}\n');
  for (const dir of REMOTE_DIRS) {
    const { version, created } = publish(dir);
    const entry = readPointer(file)[federationName(dir)];
    // Withdrawn (version null) stays withdrawn until a new build of it is published.
    if (entry && entry.version === null && !created) continue;
    const current = entry?.version;
    if (created || !current || !publishedVersions(dir).includes(current)) {
      switchPointer(file, dir, version);
    }
  }
}

/** Points the remote back at its previous version (or at `to`, a published version). */
export function rollBackPointer(file, dir, to) {
  const pointer = readPointer(file);
  const name = federationName(dir);
  const current = pointer[name];
  if (to) {
    if (!publishedVersions(dir).includes(to)) throw new Error(`${dir} ${to} is not published`);
    return switchPointer(file, dir, to);
  }
  const [target, ...older] = current?.previous ?? [];
  if (!target) throw new Error(`${dir} has no earlier version to roll back to`);
  pointer[name] = { version: target, previous: older, updatedAt: new Date().toISOString() };
  writePointer(file, pointer);
  return pointer[name];
}

/**
 * Takes the remote out of service (the rollback of a remote that brought a new section to before
 * it existed): its pointer entry keeps its versions in `previous` with `version: null`, so the
 * shell's registry names neither the remote nor its section; `deploy` or `rollback` brings it back.
 */
export function withdrawPointer(file, dir) {
  const pointer = readPointer(file);
  const name = federationName(dir);
  const current = pointer[name];
  if (current && current.version === null) return current;
  const previous = current ? [current.version, ...(current.previous ?? [])].slice(0, 20) : [];
  pointer[name] = { version: null, previous, updatedAt: new Date().toISOString() };
  writePointer(file, pointer);
  return pointer[name];
}
