// Serves the built shell beside the api (production): its files, index.html for every app route
// (SPA fallback), '/' to the default login, and /remotes.json telling the shell where each remote's
// manifest lives, so remotes can move without rebuilding the shell.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const DEFAULT_ENTRY = '/25/employment-agency/login';

// Paths that belong to the api: a miss there is a JSON 404, never the shell's page.
const API_PATH = /^\/(?:sanctum|console)(?:\/|$)|^\/[^/]+\/employment-agency\/api(?:\/|$)/;
// Webpack's [contenthash] in a file name: the content never changes under that name.
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function isShellDist(dir: string | undefined): dir is string {
  return !!dir && fs.existsSync(path.join(dir, 'index.html'));
}

/** Where each federation remote's manifest is, as seen from the browser that asked. */
export function remoteManifests(
  remotes: Record<string, number | string>,
  hostname: string,
): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const [name, target] of Object.entries(remotes)) {
    urls[name] =
      typeof target === 'number' || /^\d+$/.test(target)
        ? `http://${hostname}:${target}/mf-manifest.json`
        : target;
  }
  return urls;
}

export function registerShellStatic(
  app: FastifyInstance,
  options: { root: string; remotes: Record<string, number | string> },
): (request: FastifyRequest, reply: FastifyReply) => boolean {
  app.register(fastifyStatic, {
    root: path.resolve(options.root),
    index: false,
    redirect: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const immutable = HASHED_FILE.test(path.basename(filePath));
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.get('/', (_request, reply) => reply.redirect(DEFAULT_ENTRY));

  app.get('/remotes.json', (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(remoteManifests(options.remotes, request.hostname)),
  );

  // The not-found handler calls this: app routes that are no file get index.html.
  return (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?')[0];
    if (API_PATH.test(pathname)) return false;
    if (!(request.headers.accept ?? '').includes('text/html')) return false;
    void reply.header('cache-control', 'no-cache').sendFile('index.html');
    return true;
  };
}
