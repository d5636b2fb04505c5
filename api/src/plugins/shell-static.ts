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
import { routeRemoteFor } from '@portal/shared/route-remotes';
import { remotePreloads } from './shell-preload';

export const DEFAULT_ENTRY = '/25/employment-agency/login';

// Paths that belong to the api: a miss there is a JSON 404, never the shell's page.
const API_PATH = /^\/(?:sanctum|console)(?:\/|$)|^\/[^/]+\/employment-agency\/api(?:\/|$)/;
// Webpack's [contenthash] in a file name: the content never changes under that name.
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

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
    const version = pointer[name]?.version;
    urls[name] = `${base}${version ? `${version}/` : ''}mf-manifest.json`;
  }
  return urls;
}

export interface PagePreloads {
  releasesDir?: string;
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * index.html for one route: the manifest URLs inlined (no /remotes.json round trip before the
 * first remote loads), the route's remote preconnected and its manifest preloaded.
 */
export function pageFor(
  html: string,
  pathname: string,
  manifests: Record<string, string>,
  preloads: PagePreloads = {},
): string {
  const subPath = /^\/[^/]+\/employment-agency\/(.*)$/.exec(pathname)?.[1] ?? 'login';
  const [remote, expose] = routeRemoteFor(subPath)?.module.split('/') ?? ['', ''];
  const manifest = manifests[remote];
  const links: string[] = [];
  const scripts = [
    ...(manifest
      ? remotePreloads(preloads.releasesDir, releaseFolder(remote), manifest, expose)
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
  // JSON inside <script> cannot end the element: '<' is escaped.
  const config = JSON.stringify(manifests).replace(/</g, '\\u003c');
  links.push(`<script id="remotes-config" type="application/json">${config}</script>`);
  return html.replace('</head>', `${links.join('')}</head>`);
}

export interface RemotesOptions {
  remotes: Record<string, number | string>;
  pointerFile?: string;
  releasesDir?: string;
}

/**
 * The manifest URLs for the browser that asked: the pointer's version of each remote; a remote
 * the pointer does not name yet (a first deployment) gets its newest published version.
 */
export function manifestsFor(options: RemotesOptions, hostname: string): Record<string, string> {
  const pointer = readPointer(options.pointerFile);
  for (const name of Object.keys(options.remotes)) {
    const newest = pointer[name] ? undefined : publishedVersions(options.releasesDir, name).at(-1);
    if (newest) pointer[name] = { version: newest, previous: [], updatedAt: '' };
  }
  return remoteManifests(options.remotes, hostname, pointer);
}

/** GET /remotes.json: where the shell finds each remote, never cached (a deploy shows at once). */
export function registerRemotesJson(app: FastifyInstance, options: RemotesOptions) {
  app.get('/remotes.json', (request, reply) =>
    reply.header('cache-control', 'no-store').send(manifestsFor(options, request.hostname)),
  );
}

export function registerShellStatic(
  app: FastifyInstance,
  options: RemotesOptions & { root: string },
): (request: FastifyRequest, reply: FastifyReply) => boolean {
  const indexFile = path.join(path.resolve(options.root), 'index.html');
  let index = { mtimeMs: -1, html: '' };
  const indexHtml = () => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (mtimeMs !== index.mtimeMs) index = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8') };
    return index.html;
  };

  app.register(fastifyStatic, {
    root: path.resolve(options.root),
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

  // The not-found handler calls this: app routes that are no file get index.html.
  return (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?')[0];
    if (API_PATH.test(pathname)) return false;
    if (!(request.headers.accept ?? '').includes('text/html')) return false;
    void reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        pageFor(indexHtml(), pathname, manifestsFor(options, request.hostname), {
          releasesDir: options.releasesDir,
        }),
      );
    return true;
  };
}
