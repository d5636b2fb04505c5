// What the page of a route preloads so the browser does not wait for a chain (shell → remote
// manifest → remoteEntry.js → the exposed module's chunks → its page's chunk, and the shell's
// entry → its frame): the files each build lists in its preload.json
// (tools/webpack/preload-list.cjs). For a remote published on this machine (RELEASES_DIR): its
// remoteEntry.js, the exposed module's files and, where the route opens a lazy page of its own
// (`page.<section>.<route>`), that page's files. For a page inside the frame: the shell's frame
// (`layout`), its bootstrap and the shared modules it provides lazily.
// It also reads the section.json a published version brings (the run-time section registry).
import fs from 'node:fs';
import path from 'node:path';
import { routes } from '@portal/shared/routes';
import { patternMatches, segmentsOf } from '@portal/shared/section-registry';

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
}

/** preload.json: the files of each named chunk group, and of each lazily provided shared module. */
interface PreloadList {
  groups?: Record<string, string[]>;
  provides?: Record<string, string[]>;
}

const jsonCache = new Map<string, { mtimeMs: number; json: unknown }>();

/** A JSON file of a build, parsed, read again only when it changes; null when absent or broken. */
function readJson(file: string): unknown {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const cached = jsonCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.json;
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    json = null;
  }
  jsonCache.set(file, { mtimeMs, json });
  return json;
}

const SAFE_FILE = /^[\w.-]+\.js$/;
const safe = (files: unknown): string[] =>
  (Array.isArray(files) ? files : []).filter(
    (file): file is string => typeof file === 'string' && SAFE_FILE.test(file),
  );

/** The lazy page chunk groups a path may open: `page.<section>.<route>` of every route it matches. */
export function pageGroupsFor(subPath: string): string[] {
  const segments = segmentsOf(subPath);
  return Object.entries(routes).flatMap(([section, table]) =>
    Object.entries(table)
      .filter(([, route]) => patternMatches(route.path, segments))
      .map(([key]) => `page.${section}.${key}`),
  );
}

/**
 * remoteEntry.js, the files of one exposed module of a published remote version and those of the
 * lazy page `subPath` opens, as URLs beside its manifest URL; nothing when the release is not on
 * this machine.
 */
export function remotePreloads(
  releasesDir: string | undefined,
  folder: string,
  manifestUrl: string,
  expose: string,
  subPath = '',
): string[] {
  const version = /\/([^/]+)\/mf-manifest\.json$/.exec(manifestUrl)?.[1];
  if (!releasesDir || !version || version.includes('..')) return [];
  const dir = path.join(releasesDir, folder, version);
  const manifest = readJson(path.join(dir, 'mf-manifest.json')) as Manifest | null;
  if (!manifest) return [];
  const groups = (readJson(path.join(dir, 'preload.json')) as PreloadList | null)?.groups ?? {};
  const entry = manifest.metaData?.remoteEntry;
  const files = [
    `${entry?.path ?? ''}${entry?.name ?? 'remoteEntry.js'}`,
    ...safe(groups[`__federation_expose_${expose}`]),
    ...pageGroupsFor(subPath).flatMap((name) => safe(groups[name])),
  ];
  const base = manifestUrl.replace(/mf-manifest\.json$/, '');
  return [...new Set(safe(files))].map((file) => base + file);
}

/**
 * The files of the shell's frame, as paths of its dist (served at /): the frame, the shell's
 * bootstrap, and the shared modules it provides lazily (the router, the query cache), which every
 * page in the frame waits for.
 */
export function framePreloads(shellDir: string | undefined): string[] {
  if (!shellDir) return [];
  const list = readJson(path.join(shellDir, 'preload.json')) as PreloadList | null;
  const files = [
    ...safe(list?.groups?.layout),
    ...safe(list?.groups?.bootstrap),
    ...Object.values(list?.provides ?? {}).flatMap((files) => safe(files)),
  ];
  return [...new Set(files)].map((file) => `/${file}`);
}

/**
 * The section.json a published remote version brings (a new section of the portal: its routes
 * and sidebar entry, @portal/shared/section-registry), parsed; null when it brings none or the
 * release is not on this machine. Read again only when the file changes.
 */
export function readSectionFile(
  releasesDir: string | undefined,
  folder: string,
  version: string,
): unknown {
  if (!releasesDir || version.includes('..') || folder.includes('..')) return null;
  return readJson(path.join(releasesDir, folder, version, 'section.json'));
}
