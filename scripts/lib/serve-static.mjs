// A small static file server for one remote's production build: CORS open (the shell loads the
// remote from another origin), hashed assets cached, the manifest and entry never cached.
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};
const NEVER_CACHED = new Set(['mf-manifest.json', 'remoteEntry.js', 'index.html']);

function fileFor(root, urlPath) {
  const clean = decodeURIComponent(urlPath.split('?')[0]);
  const resolved = path.join(root, path.normalize(clean === '/' ? '/index.html' : clean));
  if (!resolved.startsWith(root)) return null;
  try {
    return statSync(resolved).isFile() ? resolved : null;
  } catch {
    return null;
  }
}

export function serveStatic(dir, port, host = '0.0.0.0') {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    const file = fileFor(root, req.url ?? '/');
    if (!file) return res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
    const name = path.basename(file);
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': NEVER_CACHED.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

// `node scripts/lib/serve-static.mjs <dir> <port>`: one remote as its own process.
if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  const [dir, port] = process.argv.slice(2);
  serveStatic(dir, Number(port)).catch((err) => {
    console.error(`cannot serve ${dir} on ${port}: ${err.message}`);
    process.exit(1);
  });
}
