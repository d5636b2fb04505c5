import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root">shell</div>');
  fs.mkdirSync(path.join(dist, 'static'));
  fs.writeFileSync(path.join(dist, 'static', 'main.3f2a9c1b7d.js'), 'console.log("shell")');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  t = await createTestApp({
    config: {
      shellDist: dist,
      remotes: { remote_auth: 4101, remote_jobs: 'https://cdn.example/jobs/mf-manifest.json' },
    },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

it('serves /remotes.json built for the host the browser used, never cached', async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/remotes.json',
    headers: { host: '192.168.10.20:4100' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual({
    remote_auth: 'http://192.168.10.20:4101/mf-manifest.json',
    remote_jobs: 'https://cdn.example/jobs/mf-manifest.json',
  });
  const local = await t.app.inject({
    method: 'GET',
    url: '/remotes.json',
    headers: { host: 'localhost:4100' },
  });
  expect(local.json().remote_auth).toBe('http://localhost:4101/mf-manifest.json');
});

it('serves index.html for app routes (SPA fallback), not cached', async () => {
  for (const url of [
    '/25/employment-agency/infos',
    '/mid/employment-agency/login?next=1',
    '/99/x',
  ]) {
    const response = await t.app.inject({ method: 'GET', url, headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">shell</div>');
  }
});

it('redirects / to the new-graduate login', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/', headers: html });
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe('/25/employment-agency/login');
});

it('serves files; hashed assets are cacheable for a year, the rest revalidated', async () => {
  const asset = await t.app.inject({ method: 'GET', url: '/static/main.3f2a9c1b7d.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
  expect(icon.headers['cache-control']).toBe('no-cache');
});

it('keeps api, sanctum and console misses as JSON 404s, and non-HTML misses too', async () => {
  for (const url of [
    '/25/employment-agency/api/nothing',
    '/console/api/nothing',
    '/sanctum/nothing',
    '/static/missing.js',
  ]) {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: url.startsWith('/static') ? {} : html,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found' });
  }
});

it('sends the brotli or gzip copy written at build to browsers that accept it', async () => {
  const { brotliCompressSync, gzipSync } = await import('node:zlib');
  const file = path.join(dist, 'static', 'big.0123abcd.js');
  const source = 'console.log("a long shell chunk");\n'.repeat(200);
  fs.writeFileSync(file, source);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(source));
  fs.writeFileSync(`${file}.gz`, gzipSync(source));
  const br = await t.app.inject({
    method: 'GET',
    url: '/static/big.0123abcd.js',
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.rawPayload.length).toBeLessThan(source.length / 10);
  const gz = await t.app.inject({
    method: 'GET',
    url: '/static/big.0123abcd.js',
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(gz.headers['content-encoding']).toBe('gzip');
  const plain = await t.app.inject({ method: 'GET', url: '/static/big.0123abcd.js' });
  expect(plain.body).toBe(source);
});

it('does not serve files outside the dist directory', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
  expect(response.statusCode).toBe(404);
  expect(response.body).not.toContain('root:');
});
