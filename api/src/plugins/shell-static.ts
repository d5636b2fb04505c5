// Serves the built shell beside the api (production): its files (brotli/gzip precompressed at
// build), index.html for every app route (SPA fallback) with the remotes' manifest URLs inlined
// and the route's remote preconnected and preloaded, '/' to the default login, and /remotes.json
// telling the shell where each remote's manifest lives. Each URL carries the version the deploy
// pointer (modules/remotes/pointer.ts) names, so deploying or rolling back one remote is a
// pointer switch that needs no shell rebuild.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  publishedVersions,
  readPointer,
  releaseFolder,
  type RemotePointer,
} from '../modules/remotes/pointer';
import { firstReadUrls, routeRemoteFor } from '@portal/shared/route-remotes';
import { isSiteId } from '@portal/shared/site';
import {
  SECTIONS_KEY,
  parseSection,
  registryRouteFor,
  type RegistrySection,
} from '@portal/shared/section-registry';
import { firstSightPage, loadRenderAhead } from './first-sight';
import { framePreloads, readSectionFile, remotePreloads } from './shell-preload';

export const DEFAULT_ENTRY = '/25/employment-agency/login';

// Paths that belong to the api: a miss there is a JSON 404, never the shell's page.
const API_PATH = /^\/(?:sanctum|console)(?:\/|$)|^\/[^/]+\/employment-agency\/api(?:\/|$)/;
// Webpack's [contenthash] in a file name: the content never changes under that name.
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

// A page the build prerendered (scripts/lib/prerender.mjs): /{site}/employment-agency/{page}.
const PRERENDERED_PATH = /^\/([^/]+)\/employment-agency\/([a-z-]+)\/?$/;

/**
 * The prerendered page of a path (its static HTML, the shell's index.html with the page inside),
 * relative to the shell's dist; null for every other route. A query that changes what the page
 * shows (`?page=`: the other service line's logo) gets the plain index.html.
 */
export function prerenderedFile(pathname: string, search: string): string | null {
  const [, site, page] = PRERENDERED_PATH.exec(pathname) ?? [];
  if (!site || !page || !isSiteId(site)) return null;
  if (new URLSearchParams(search).has('page')) return null;
  return path.join(site, 'employment-agency', page, 'index.html');
}

export function isShellDist(dir: string | undefined): dir is string {
  return !!dir && fs.existsSync(path.join(dir, 'index.html'));
}

/**
 * Where each federation remote's manifest is, as seen from the browser that asked. A remote is a
 * port (npm start: same host, that port), a base URL ('/remotes/auth/') or a full manifest URL
 * (used as is); with a pointer entry the manifest is the one of that published version.
 */
export function remoteManifests(
  remotes: Record<string, number | string>,
  hostname: string,
  pointer: RemotePointer = {},
): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const [name, target] of Object.entries(remotes)) {
    const port = typeof target === 'number' || /^\d+$/.test(target);
    if (!port && target.endsWith('.json')) {
      urls[name] = target;
      continue;
    }
    const base = port ? `http://${hostname}:${target}/` : target.replace(/\/?$/, '/');
    if (pointer[name]?.version === null) continue;
    const version = pointer[name]?.version;
    urls[name] = `${base}${version ? `${version}/` : ''}mf-manifest.json`;
  }
  return urls;
}

export interface PagePreloads {
  releasesDir?: string;
  /** The shell's dist (its preload.json lists the frame's files). */
  shellDir?: string;
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * index.html for one route: the manifest URLs inlined (no /remotes.json round trip before the
 * first remote loads), the route's remote preconnected, its manifest and files preloaded, and on
 * a page inside the frame the shell's frame files too (./shell-preload).
 */
export function pageFor(
  html: string,
  pathname: string,
  registry: Registry,
  preloads: PagePreloads = {},
  search = '',
): string {
  const manifests = manifestsOf(registry);
  const subPath = /^\/[^/]+\/employment-agency\/(.*)$/.exec(pathname)?.[1] ?? 'login';
  const own = routeRemoteFor(subPath);
  const added = own ? undefined : registryRouteFor(registry.sections, subPath);
  const module = own?.module ?? added?.module;
  // The registry's sections are inside the frame.
  const inFrame = own ? own.frame === 'layout' : !!added;
  const [remote, expose] = module?.split('/') ?? ['', ''];
  const manifest = manifests[remote];
  const links: string[] = [];
  const scripts = [
    ...(inFrame ? framePreloads(preloads.shellDir) : []),
    ...(manifest
      ? remotePreloads(preloads.releasesDir, releaseFolder(remote), manifest, expose, subPath)
      : []),
  ];
  if (manifest && /^https?:\/\//.test(manifest)) {
    links.push(
      `<link rel="preconnect" href="${escapeAttr(new URL(manifest).origin)}" crossorigin>`,
    );
  }
  if (manifest) {
    links.push(`<link rel="preload" href="${escapeAttr(manifest)}" as="fetch" crossorigin>`);
  }
  for (const script of scripts) {
    links.push(`<link rel="preload" href="${escapeAttr(script)}" as="script">`);
  }
  // The page's first reads, with the code (the shell's entry asks for them again without any
  // header of its own: the same request, which adopts this one; @portal/shared/early-reads).
  // The others wait for the entry: preloaded, they took connections the scripts needed.
  for (const read of firstReadUrls(pathname, search, new Date(), { preloaded: true })) {
    links.push(
      `<link rel="preload" href="${escapeAttr(read)}" as="fetch" crossorigin="use-credentials">`,
    );
  }
  // JSON inside <script> cannot end the element: '<' is escaped.
  const config = JSON.stringify(registry).replace(/</g, '\\u003c');
  links.push(`<script id="remotes-config" type="application/json">${config}</script>`);
  return html.replace('</head>', `${links.join('')}</head>`);
}

export interface RemotesOptions {
  remotes: Record<string, number | string>;
  pointerFile?: string;
  releasesDir?: string;
}

/**
 * The run-time registry the shell reads (/remotes.json, inlined in the page): each remote's
 * manifest URL under its federation name, and under `sections` the section.json of every
 * remote's served version that brings one (@portal/shared/section-registry).
 */
export interface Registry {
  [remote: string]: string | RegistrySection[];
  sections: RegistrySection[];
}

export function manifestsOf(registry: Registry): Record<string, string> {
  return Object.fromEntries(
    Object.entries(registry).filter(([key]) => key !== SECTIONS_KEY),
  ) as Record<string, string>;
}

/**
 * The registry for the browser that asked: the pointer's version of each remote (a remote the
 * pointer does not name yet, a first deployment, gets its newest published version; a withdrawn
 * one is left out) with the sections those versions bring.
 */
export function registryFor(options: RemotesOptions, hostname: string): Registry {
  const pointer = readPointer(options.pointerFile);
  for (const name of Object.keys(options.remotes)) {
    const newest = pointer[name] ? undefined : publishedVersions(options.releasesDir, name).at(-1);
    if (newest) pointer[name] = { version: newest, previous: [], updatedAt: '' };
  }
  const manifests = remoteManifests(options.remotes, hostname, pointer);
  const sections: RegistrySection[] = [];
  for (const name of Object.keys(manifests)) {
    const version = pointer[name]?.version;
    if (!version) continue;
    const json = readSectionFile(options.releasesDir, releaseFolder(name), version);
    const section = json === null ? null : parseSection(name, json);
    if (section) sections.push(section);
  }
  return { ...manifests, [SECTIONS_KEY]: sections };
}

/** The manifest URLs alone (the shell's registry without its sections). */
export function manifestsFor(options: RemotesOptions, hostname: string): Record<string, string> {
  return manifestsOf(registryFor(options, hostname));
}

/** GET /remotes.json: the registry, never cached (a deploy shows on the next page load). */
export function registerRemotesJson(app: FastifyInstance, options: RemotesOptions) {
  app.get('/remotes.json', (request, reply) =>
    reply.header('cache-control', 'no-store').send(registryFor(options, request.hostname)),
  );
}

export function registerShellStatic(
  app: FastifyInstance,
  options: RemotesOptions & { root: string },
): (request: FastifyRequest, reply: FastifyReply) => boolean {
  const root = path.resolve(options.root);
  const pages = new Map<string, { mtimeMs: number; html: string }>();
  /** A page of the dist read once per change: index.html, or a prerendered page if it exists. */
  const pageHtml = (relative: string | null): string => {
    let file = path.join(root, relative ?? 'index.html');
    let stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) {
      file = path.join(root, 'index.html');
      stat = fs.statSync(file);
    }
    const cached = pages.get(file);
    if (cached?.mtimeMs === stat.mtimeMs) return cached.html;
    const html = fs.readFileSync(file, 'utf8');
    pages.set(file, { mtimeMs: stat.mtimeMs, html });
    return html;
  };

  app.register(fastifyStatic, {
    root,
    index: false,
    redirect: false,
    cacheControl: false,
    // Serves file.js.br / file.js.gz (written at build) to browsers that accept them.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = HASHED_FILE.test(path.basename(filePath));
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.get('/', (_request, reply) => reply.redirect(DEFAULT_ENTRY));
  loadRenderAhead(root, (error) =>
    app.log.error({ err: error }, 'first sight: the render does not load'),
  );

  // The not-found handler calls this: app routes that are no file get index.html.
  return (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const [pathname, search = ''] = request.url.split('?');
    if (API_PATH.test(pathname)) return false;
    if (!(request.headers.accept ?? '').includes('text/html')) return false;
    const registry = registryFor(options, request.hostname);
    const html = pageFor(
      pageHtml(prerenderedFile(pathname, search)),
      pathname,
      registry,
      { releasesDir: options.releasesDir, shellDir: root },
      search,
    );
    // A first sight that fails for any reason is the plain page (never no page at all).
    void firstSightPage(app, request, root, html, registry)
      .catch(() => null)
      .then((firstSight) =>
        reply
          .header('cache-control', firstSight ? 'private, no-store' : 'no-cache')
          .header('vary', 'Cookie')
          .type('text/html; charset=utf-8')
          .send(firstSight ?? html),
      );
    return true;
  };
}
