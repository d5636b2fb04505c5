// A small static file server for the remotes' published builds (npm start serves each remote's
// .releases/<remote>/ folder on its own port: /<version>/mf-manifest.json, /<version>/<chunk>).
// CORS open (the shell loads remotes from another origin); the brotli/gzip copies written at
// build are sent to browsers that accept them; a file below a version folder never changes
// (immutable caching), an unversioned manifest, entry or page is revalidated. A malformed URL is
// a 400; no request can make the process exit.
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
const VERSIONED = /^\/[0-9A-Za-z][0-9A-Za-z.+_-]*-[0-9a-f]{8,}\//;

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The file for a URL path inside root, or null; throws URIError on a malformed escape. */
export function fileFor(root, urlPath) {
  const clean = decodeURIComponent(urlPath.split('?')[0]);
  if (clean.includes('\0')) return null;
  const resolved = path.join(root, path.normalize(clean === '/' ? '/index.html' : clean));
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return null;
  return isFile(resolved) ? resolved : null;
}

/** The precompressed copy the browser accepts: [file, encoding]. */
function encodedFile(file, acceptEncoding = '') {
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (new RegExp(`\\b${encoding}\\b`).test(acceptEncoding) && isFile(file + ext)) {
      return [file + ext, encoding];
    }
  }
  return [file, null];
}

function text(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(body);
}

export function handle(root, req, res) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (req.method === 'OPTIONS') return res.writeHead(204).end();
  if (req.method !== 'GET' && req.method !== 'HEAD') return text(res, 405, 'Method Not Allowed');
  let file;
  try {
    file = fileFor(root, req.url ?? '/');
  } catch {
    return text(res, 400, 'Bad Request');
  }
  if (!file) return text(res, 404, 'Not Found');
  const [sent, encoding] = encodedFile(file, req.headers['accept-encoding']);
  const urlPath = (req.url ?? '/').split('?')[0];
  const immutable = VERSIONED.test(urlPath) || !NEVER_CACHED.has(path.basename(file));
  res.writeHead(200, {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': statSync(sent).size,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(sent)
    .on('error', () => res.destroy())
    .pipe(res);
}

export function serveStatic(dir, port, host = '0.0.0.0') {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    try {
      handle(root, req, res);
    } catch (error) {
      console.error(`${req.url}: ${error.message}`);
      if (!res.headersSent) text(res, 500, 'Internal Server Error');
      else res.destroy();
    }
  });
  server.on('clientError', (_err, socket) => socket.destroy());
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
  serveStatic(dir, Number(port))
    .then((server) => console.log(`serving ${dir} on ${server.address().port}`))
    .catch((err) => {
      console.error(`cannot serve ${dir} on ${port}: ${err.message}`);
      process.exit(1);
    });
}
