// Which published version of each remote the shell loads: the deploy pointer.
//
// Decision: the pointer is a small JSON file (REMOTES_POINTER), not a database row. Deploying a
// remote must work while `npm start` holds the embedded database, from `npm run deploy` alike
// (it writes the same file), and must not need a migration per deploy tool. Api replicas share
// the file through a volume (docker-compose.yml). Writes are atomic (temp file + rename); every
// /remotes.json reads it afresh (a few hundred bytes), so a switch shows on the next page load.
//
// Format: { "remote_messaging": { "version": "0.1.0-3f2a…", "previous": ["0.1.0-9b1c…"],
//           "updatedAt": "2026-…" }, … }. The published files of a version are under
// RELEASES_DIR/<remote-dir>/<version>/ (mf-manifest.json, chunks, .br/.gz): immutable, never
// deleted by a deploy, so open tabs keep the chunks of the version they loaded.
//
// A remote taken out of service (`npm run rollback -- <remote> --withdraw`: the rollback of a
// remote that brought a new section, to before it existed) keeps its entry with `version: null`:
// /remotes.json then names neither it nor its section, and a restart does not put it back.
import fs from 'node:fs';
import path from 'node:path';

export interface RemotePointerEntry {
  /** null: withdrawn, the shell does not load the remote (its versions stay in `previous`). */
  version: string | null;
  /** Earlier versions, newest first: what a rollback switches back to. */
  previous: string[];
  updatedAt: string;
}
export type RemotePointer = Record<string, RemotePointerEntry>;

export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,79}$/;
const HISTORY = 20;

function isEntry(value: unknown): value is RemotePointerEntry {
  const entry = value as RemotePointerEntry;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    (entry.version === null ||
      (typeof entry.version === 'string' && VERSION_PATTERN.test(entry.version))) &&
    Array.isArray(entry.previous)
  );
}

/** The pointer file's entries; a missing or unreadable file is an empty pointer. */
export function readPointer(file: string | undefined): RemotePointer {
  if (!file) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => isEntry(value)));
}

export function writePointer(file: string, pointer: RemotePointer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(pointer, null, 2)}\n`);
  fs.renameSync(temp, file);
}

/** Points `name` at `version`, keeping the version it replaces first in `previous`. */
export function switchVersion(
  pointer: RemotePointer,
  name: string,
  version: string,
  now: Date,
): RemotePointerEntry {
  const current = pointer[name];
  const previous = current
    ? [current.version, ...current.previous]
        .filter((v): v is string => v !== null && v !== version)
        .slice(0, HISTORY)
    : [];
  const entry = { version, previous, updatedAt: now.toISOString() };
  pointer[name] = entry;
  return entry;
}

/** Points `name` back at the version before the current one (or throws if there is none). */
export function rollBack(pointer: RemotePointer, name: string, now: Date): RemotePointerEntry {
  const current = pointer[name];
  const [target, ...older] = current?.previous ?? [];
  if (!current || !target) throw new Error(`${name} has no earlier version to roll back to`);
  const entry = { version: target, previous: older, updatedAt: now.toISOString() };
  pointer[name] = entry;
  return entry;
}

/** `remote_messaging` → `remote-messaging`: the folder of a remote's releases. */
export const releaseFolder = (name: string) => name.replace(/_/g, '-');

/** Published versions of a remote, oldest first (by publication time). */
export function publishedVersions(releasesDir: string | undefined, name: string): string[] {
  if (!releasesDir) return [];
  const dir = path.join(releasesDir, releaseFolder(name));
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((v) => VERSION_PATTERN.test(v) && fs.existsSync(path.join(dir, v, 'mf-manifest.json')))
    .map((v) => ({ v, at: fs.statSync(path.join(dir, v)).mtimeMs }))
    .sort((a, b) => a.at - b.at)
    .map(({ v }) => v);
}
