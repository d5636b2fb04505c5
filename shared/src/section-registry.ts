// The run-time section registry: the sections a remote brings with it, which the shell learns
// from /remotes.json (or the copy the api inlines in the page) instead of from its own build.
// A remote that adds a section ships a `section.json` beside its mf-manifest.json (the file is
// part of its published version); the api reads the one of the version the deploy pointer names
// and lists it under `sections` in /remotes.json. Deploying the remote adds the section (its
// routes, its sidebar entry, its badge); taking it out of the pointer removes it on the next page
// load. Nothing of it is compiled into the shell. Stateless and free of React: the api reads it.
//
// section.json: {
//   "routes":  [{ "path": "dashboard/*", "module": "remote_dashboard/Routes", "title": "…" }],
//   "sidebar": [{ "to": "dashboard", "section": "dashboard", "label": "…", "order": 0,
//                 "icon": ["M3 3h7v7H3z", …], "badge": { "count": "overdueTask", "tooltip": "…" } }]
// }
// A route's path is react-router's pattern below /{id}/employment-agency/ (see route-remotes.ts),
// its module `<federation name>/<exposed name>`; a sidebar entry's icon is the `d` of the paths
// of a 24×24 line icon; its badge names a count of GET /sidebar/badges.

/** The key of /remotes.json that lists the sections (every other key is a remote's manifest). */
export const SECTIONS_KEY = 'sections';

/** A federation name of a remote: 'remote_dashboard'. */
export const REMOTE_NAME = /^remote_[a-z][a-z0-9_]*$/;

export interface RegistryRoute {
  path: string;
  module: `remote_${string}/${string}`;
  title: string;
}

export interface RegistrySidebarEntry {
  /** Path below /{id}/employment-agency the entry links to. */
  to: string;
  /** The first path segment that makes the entry the current one. */
  section: string;
  label: string;
  /** Sorts the sidebar: the shell's own entries are 10, 20, … 50; lower comes first. */
  order: number;
  /** `d` of each path of a 24×24 stroked icon. */
  icon: string[];
  badge?: { count: string; tooltip: string };
}

export interface RegistrySection {
  /** The remote whose section.json this is. */
  remote: string;
  routes: RegistryRoute[];
  sidebar: RegistrySidebarEntry[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max = 200): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;
// A pattern below the portal: plain segments, ':name', ':name?', and a final '*'.
const PATTERN = /^(?:[a-z0-9-]+|:[A-Za-z]+\??)(?:\/(?:[a-z0-9-]+|:[A-Za-z]+\??))*(?:\/\*)?$/;
const LINK = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;
const ICON_PATH = /^[MmLlHhVvCcSsQqTtAaZz0-9 ,.-]+$/;

function parseRoute(value: unknown, remote: string): RegistryRoute | null {
  if (!isObject(value) || !isText(value.path) || !isText(value.module) || !isText(value.title)) {
    return null;
  }
  const [name, exposed, ...rest] = value.module.split('/');
  if (name !== remote || !/^[A-Za-z][\w-]*$/.test(exposed ?? '') || rest.length) return null;
  if (!PATTERN.test(value.path)) return null;
  return {
    path: value.path,
    module: value.module as RegistryRoute['module'],
    title: value.title,
  };
}

function parseEntry(value: unknown): RegistrySidebarEntry | null {
  if (!isObject(value) || !isText(value.to) || !isText(value.section) || !isText(value.label)) {
    return null;
  }
  if (!LINK.test(value.to) || value.to.split('/')[0] !== value.section) return null;
  const order = typeof value.order === 'number' && Number.isFinite(value.order) ? value.order : 100;
  const icon = Array.isArray(value.icon)
    ? value.icon.filter((d): d is string => isText(d, 500) && ICON_PATH.test(d))
    : [];
  const badge = isObject(value.badge) ? value.badge : null;
  return {
    to: value.to,
    section: value.section,
    label: value.label,
    order,
    icon,
    ...(badge && isText(badge.count, 60) && isText(badge.tooltip)
      ? { badge: { count: badge.count, tooltip: badge.tooltip } }
      : {}),
  };
}

/** One remote's section.json, checked; null when it is not one (the remote then adds nothing). */
export function parseSection(remote: string, json: unknown): RegistrySection | null {
  if (!REMOTE_NAME.test(remote) || !isObject(json)) return null;
  const routes = (Array.isArray(json.routes) ? json.routes : [])
    .map((r) => parseRoute(r, remote))
    .filter((r): r is RegistryRoute => r !== null);
  const sidebar = (Array.isArray(json.sidebar) ? json.sidebar : [])
    .map(parseEntry)
    .filter((e): e is RegistrySidebarEntry => e !== null);
  if (!routes.length && !sidebar.length) return null;
  return { remote, routes, sidebar };
}

/**
 * The sections of a /remotes.json answer: each checked, only those of a remote the answer also
 * names (a section whose remote is not deployed is no section), never throwing.
 */
export function sectionsOf(config: unknown): RegistrySection[] {
  if (!isObject(config)) return [];
  const listed = config[SECTIONS_KEY];
  if (!Array.isArray(listed)) return [];
  return listed.flatMap((value: unknown) => {
    if (!isObject(value) || typeof value.remote !== 'string') return [];
    if (typeof config[value.remote] !== 'string') return [];
    const section = parseSection(value.remote, value);
    return section ? [section] : [];
  });
}

/** Whether a react-router pattern ('jobs/info/:jobId', 'chat/*') matches a path's segments. */
export function patternMatches(pattern: string, segments: string[]): boolean {
  const parts = pattern.split('/');
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i];
    if (part === '*') return true;
    const segment = segments[i];
    if (part.startsWith(':')) {
      if (segment === undefined && !part.endsWith('?')) return false;
      continue;
    }
    if (segment !== part) return false;
  }
  return segments.length <= parts.length;
}

/** 'jobs/info/3?x#y' → ['jobs', 'info', '3']. */
export function segmentsOf(subPath: string): string[] {
  return subPath
    .split(/[?#]/)[0]
    .split('/')
    .filter((segment) => segment !== '');
}

/** The registry route a path below /{id}/employment-agency/ mounts, if any. */
export function registryRouteFor(
  sections: readonly RegistrySection[],
  subPath: string,
): RegistryRoute | undefined {
  const segments = segmentsOf(subPath);
  for (const section of sections) {
    const found = section.routes.find((route) => patternMatches(route.path, segments));
    if (found) return found;
  }
  return undefined;
}
