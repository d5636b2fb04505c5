// What the page of a route preloads so the browser does not wait for a chain (shell → remote
// manifest → remoteEntry.js → the exposed module's chunks): when the published remote builds are
// on this machine (RELEASES_DIR), the route's remoteEntry.js and its exposed module's chunks.
// (Preloading the shell's shared chunks too was measured: more bytes, later first paint.)
// It also reads the section.json a published version brings (the run-time section registry).
import fs from 'node:fs';
import path from 'node:path';

interface Assets {
  js?: { sync?: string[] };
}
interface Manifest {
  exposes?: { name: string; assets?: Assets }[];
  metaData?: { remoteEntry?: { name?: string; path?: string } };
}

const cache = new Map<string, { mtimeMs: number; manifest: Manifest | null }>();

function readManifest(file: string): Manifest | null {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const cached = cache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.manifest;
  let manifest: Manifest | null;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch {
    manifest = null;
  }
  cache.set(file, { mtimeMs, manifest });
  return manifest;
}

const SAFE_FILE = /^[\w.-]+\.js$/;

/**
 * remoteEntry.js and the chunks of one exposed module of a published remote version, as URLs
 * beside its manifest URL; nothing when the release is not on this machine.
 */
export function remotePreloads(
  releasesDir: string | undefined,
  folder: string,
  manifestUrl: string,
  expose: string,
): string[] {
  const version = /\/([^/]+)\/mf-manifest\.json$/.exec(manifestUrl)?.[1];
  if (!releasesDir || !version || version.includes('..')) return [];
  const manifest = readManifest(path.join(releasesDir, folder, version, 'mf-manifest.json'));
  if (!manifest) return [];
  const base = manifestUrl.replace(/mf-manifest\.json$/, '');
  const entry = manifest.metaData?.remoteEntry;
  const files = [`${entry?.path ?? ''}${entry?.name ?? 'remoteEntry.js'}`];
  const exposed = manifest.exposes?.find((e) => e.name === expose);
  files.push(...(exposed?.assets?.js?.sync ?? []));
  return files.filter((file) => SAFE_FILE.test(file)).map((file) => base + file);
}

const sectionCache = new Map<string, { mtimeMs: number; json: unknown }>();

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
  const file = path.join(releasesDir, folder, version, 'section.json');
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const cached = sectionCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.json;
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    json = null;
  }
  sectionCache.set(file, { mtimeMs, json });
  return json;
}
