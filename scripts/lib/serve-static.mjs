// The static file server of the remotes' published builds (sirv) (npm start serves each remote's
// .releases/<remote>/ folder on its own port: /<version>/mf-manifest.json, /<version>/<chunk>).
// CORS open (the shell loads remotes from another origin); the brotli/gzip copies written at
// build are sent to browsers that accept them; a file below a version folder never changes
// (immutable caching), an unversioned manifest, entry or page is revalidated. A malformed URL is
// a 400; no request can make the process exit.
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

const NEVER_CACHED = new Set(['mf-manifest.json', 'remoteEntry.js', 'index.html']);
const VERSIONED = /^\/[0-9A-Za-z][0-9A-Za-z.+_-]*-[0-9a-f]{8,}\//;

function text(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(body);
}

/** A URL path sirv can serve: decodable, without NUL (else the request is a 400). */
function wellFormed(urlPath) {
  try {
    return !decodeURIComponent(urlPath).includes('\0');
  } catch {
    return false;
  }
}

/** The request handler: sirv (precompressed copies, no directory listing) behind our URL rules. */
export function staticHandler(root) {
  // dev: look files up on each request — a deploy publishes new version folders while we run.
  const files = sirv(root, {
    dev: true,
    brotli: true,
    gzip: true,
    extensions: [],
    setHeaders(res, pathname) {
      const immutable = VERSIONED.test(pathname) || !NEVER_CACHED.has(path.basename(pathname));
      res.setHeader(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
    onNoMatch: (_req, res) => text(res, 404, 'Not Found'),
  });
  return (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    if (req.method !== 'GET' && req.method !== 'HEAD') return text(res, 405, 'Method Not Allowed');
    if (!wellFormed((req.url ?? '/').split('?')[0])) return text(res, 400, 'Bad Request');
    if ((req.url ?? '/').split('?')[0] === '/') req.url = '/index.html';
    return files(req, res);
  };
}

export function serveStatic(dir, port, host = '0.0.0.0') {
  const handle = staticHandler(path.resolve(dir));
  const server = http.createServer((req, res) => {
    try {
      handle(req, res);
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
