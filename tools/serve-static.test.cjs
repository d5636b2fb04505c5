// The static server of the remotes (scripts/lib/serve-static.mjs) as npm start runs it: versioned
// files cached for good, precompressed bytes for browsers that accept them, 400 for a malformed
// URL without dying, nothing outside its folder.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');

let dir;
let child;
let base;
const source = 'console.log("remote chunk");\n'.repeat(100);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-'));
  const version = path.join(dir, '0.1.0-0123456789ab');
  fs.mkdirSync(version);
  fs.writeFileSync(path.join(version, 'mf-manifest.json'), '{"id":"remote_x"}');
  fs.writeFileSync(path.join(version, '42.abcdef12.js'), source);
  fs.writeFileSync(path.join(version, '42.abcdef12.js.br'), zlib.brotliCompressSync(source));
  fs.writeFileSync(path.join(version, '42.abcdef12.js.gz'), zlib.gzipSync(source));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  child = spawn(process.execPath, [
    path.join(__dirname, '../scripts/lib/serve-static.mjs'),
    dir,
    '0',
  ]);
  const port = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const match = /on (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', reject);
  });
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  child.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
});

it('answers a malformed URL with 400 and keeps serving', async () => {
  for (const url of ['/%', '/%E0%A4%A', '/0.1.0-0123456789ab/%zz']) {
    expect((await fetch(base + url)).status).toBe(400);
  }
  expect((await fetch(`${base}/0.1.0-0123456789ab/mf-manifest.json`)).status).toBe(200);
  expect(child.exitCode).toBeNull();
});

it('caches every file of a version for good, and revalidates an unversioned manifest', async () => {
  const versioned = await fetch(`${base}/0.1.0-0123456789ab/mf-manifest.json`);
  expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(versioned.headers.get('access-control-allow-origin')).toBe('*');
  const plain = await fetch(`${base}/mf-manifest.json`);
  expect(plain.headers.get('cache-control')).toBe('no-cache');
});

it('sends the brotli copy to browsers that accept it, gzip to others, plain otherwise', async () => {
  const url = `${base}/0.1.0-0123456789ab/42.abcdef12.js`;
  const http = require('node:http');
  const get = (encoding) =>
    new Promise((resolve) => {
      http.get(url, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      });
    });
  const br = await get('gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(br.body).toString()).toBe(source);
  expect(br.body.length).toBeLessThan(source.length / 10);
  const gz = await get('gzip');
  expect(gz.headers['content-encoding']).toBe('gzip');
  const plain = await get(null);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(source);
});

it('serves nothing outside its folder', async () => {
  for (const url of ['/..%2f..%2fetc%2fpasswd', '/../package.json', '/%00']) {
    const response = await fetch(base + url);
    expect([400, 404]).toContain(response.status);
  }
});
