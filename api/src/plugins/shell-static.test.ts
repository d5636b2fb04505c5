import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { pageFor, prerenderedFile, registerShellStatic, type Registry } from './shell-static';

const manifests = {
  remote_jobs: 'http://portal.test:4104/mf-manifest.json',
  remote_applicants: 'http://portal.test:4105/mf-manifest.json',
  remote_dashboard: 'http://portal.test:4107/mf-manifest.json',
};
// A section the shell was not built with, known from the registry only.
const registry: Registry = {
  ...manifests,
  sections: [
    {
      remote: 'remote_dashboard',
      routes: [{ path: 'dashboard/*', module: 'remote_dashboard/Routes', title: 'D' }],
      sidebar: [],
    },
  ],
};
const preloaded = (pathname: string) =>
  /<link rel="preload" href="([^"]+)" as="fetch"/.exec(
    pageFor('<html><head></head></html>', pathname, registry),
  )?.[1];

describe('pageFor preloads the manifest of the remote the route mounts (the shared route map)', () => {
  it.each([
    ['/25/employment-agency/jobs/info/3', manifests.remote_jobs],
    ['/25/employment-agency/jobs/info/3/referred-candidate/9', manifests.remote_applicants],
    ['/25/employment-agency/jobs/info/3/new-candidate/12', manifests.remote_applicants],
    ['/25/employment-agency/applicants', manifests.remote_applicants],
    ['/25/employment-agency/dashboard/tasks', manifests.remote_dashboard],
  ])('%s → %s', (pathname, manifest) => {
    expect(preloaded(pathname)).toBe(manifest);
  });

  it('preloads nothing for a route no remote serves', () => {
    expect(preloaded('/25/employment-agency/nowhere')).toBeUndefined();
  });
});

describe("pageFor preloads the reads the route's screen waits for, and leaves the rest to the entry", () => {
  const reads = (pathname: string) =>
    [
      ...pageFor('<html><head></head></html>', pathname, registry).matchAll(
        /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="use-credentials">/g,
      ),
    ].map((match) => match[1]);

  it('a candidate page: the candidate only (the frame, the applicant and the list come after)', () => {
    expect(reads('/25/employment-agency/applicants/4/jobs/3/9')).toEqual([
      '/25/employment-agency/api/candidates/9',
    ]);
  });

  it('the applicant list: its first page', () => {
    expect(reads('/25/employment-agency/applicants')).toEqual([
      '/25/employment-agency/api/applicants?limit=50',
    ]);
  });
});

describe('the prerendered logged-out pages (scripts/lib/prerender.mjs) are the page of their route', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  const app = Fastify();

  beforeAll(async () => {
    fs.writeFileSync(path.join(root, 'index.html'), '<html><head></head><body>SPA</body></html>');
    const login = path.join(root, '25/employment-agency/login');
    fs.mkdirSync(login, { recursive: true });
    fs.writeFileSync(
      path.join(login, 'index.html'),
      '<html><head></head><body><div id="prerender">FORM</div></body></html>',
    );
    const fallback = registerShellStatic(app, { root, remotes: { remote_auth: 4101 } });
    app.setNotFoundHandler((request, reply) => {
      if (!fallback(request, reply)) void reply.code(404).send({ message: 'none' });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const page = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });

  it('serves the login prerender with the route preloads added', async () => {
    for (const url of ['/25/employment-agency/login', '/25/employment-agency/login?returnTo=x']) {
      const answer = await page(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<div id="prerender">FORM</div>');
      expect(answer.body).toContain('id="remotes-config"');
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves index.html where nothing was prerendered or the query changes the page', async () => {
    for (const url of [
      '/26/employment-agency/login',
      '/25/employment-agency/login?page=chuto',
      '/25/employment-agency/infos',
      '/99/employment-agency/login',
      '/25/employment-agency/../../etc/login',
    ]) {
      const answer = await page(url);
      expect(answer.body).toContain('SPA');
    }
  });

  it('maps only site pages to files', () => {
    expect(prerenderedFile('/mid/employment-agency/welcome', '')).toBe(
      path.join('mid', 'employment-agency', 'welcome', 'index.html'),
    );
    expect(prerenderedFile('/25/employment-agency/jobs/info/3', '')).toBeNull();
    expect(prerenderedFile('/x/employment-agency/login', '')).toBeNull();
  });
});

describe("pageFor preloads a route's files from the builds' preload.json (tools/webpack/preload-list.cjs)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preload-'));
  const shellDir = path.join(dir, 'shell');
  const releasesDir = path.join(dir, 'releases');
  const jobs = path.join(releasesDir, 'remote-jobs', '1.0.0-abc');
  const registry: Registry = {
    remote_jobs: 'http://portal.test:4104/1.0.0-abc/mf-manifest.json',
    sections: [],
  };
  const scripts = (pathname: string) =>
    [
      ...pageFor('<html><head></head></html>', pathname, registry, {
        releasesDir,
        shellDir,
      }).matchAll(/<link rel="preload" href="([^"]+)" as="script">/g),
    ].map((match) => match[1]);

  beforeAll(() => {
    fs.mkdirSync(shellDir, { recursive: true });
    fs.mkdirSync(jobs, { recursive: true });
    fs.writeFileSync(
      path.join(shellDir, 'preload.json'),
      JSON.stringify({
        groups: {
          layout: ['layout.1.js', '113.2.js'],
          bootstrap: ['bootstrap.4.js'],
          main: ['main.3.js'],
        },
        // The lazily provided shared modules (the router, the query cache); a broken entry is skipped.
        provides: {
          'react-router': ['160.5.js'],
          '@portal/shared/query-client': ['frame-shared.6.js', '113.2.js'],
          broken: 'frame-shared.6.js',
        },
      }),
    );
    fs.writeFileSync(
      path.join(jobs, 'mf-manifest.json'),
      JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }),
    );
    fs.writeFileSync(
      path.join(jobs, 'preload.json'),
      JSON.stringify({
        groups: {
          __federation_expose_Routes: ['routes.5.js', 'luxon.6.js'],
          'page.jobs.info': ['page.jobs.info.7.js', 'virtual.8.js'],
          'page.jobs.refer': ['page.jobs.refer.9.js'],
          // Never a path outside the release.
          'page.jobs.list': ['../../etc/passwd.js'],
        },
      }),
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("a job page: the shell's frame with its bootstrap and lazily provided modules, the remote's entry, its exposed module and the job page's own chunks", () => {
    expect(scripts('/25/employment-agency/jobs/info/20')).toEqual([
      '/layout.1.js',
      '/113.2.js',
      '/bootstrap.4.js',
      '/160.5.js',
      '/frame-shared.6.js',
      'http://portal.test:4104/1.0.0-abc/remoteEntry.js',
      'http://portal.test:4104/1.0.0-abc/routes.5.js',
      'http://portal.test:4104/1.0.0-abc/luxon.6.js',
      'http://portal.test:4104/1.0.0-abc/page.jobs.info.7.js',
      'http://portal.test:4104/1.0.0-abc/virtual.8.js',
    ]);
  });

  it('the job search: no lazy page of its own; a bad file name is never preloaded', () => {
    const search = scripts('/25/employment-agency/jobs/search');
    expect(search).toContain('http://portal.test:4104/1.0.0-abc/routes.5.js');
    expect(search.some((url) => url.includes('page.'))).toBe(false);
    expect(scripts('/25/employment-agency/jobs/info').join()).not.toContain('passwd');
  });

  it('the login page: nothing of the frame', () => {
    expect(scripts('/25/employment-agency/login')).toEqual([]);
  });

  it('a build without preload.json: the remote entry only, and nothing of the shell', () => {
    fs.renameSync(path.join(jobs, 'preload.json'), path.join(jobs, 'preload.off'));
    fs.renameSync(path.join(shellDir, 'preload.json'), path.join(shellDir, 'preload.off'));
    expect(scripts('/25/employment-agency/jobs/info/20')).toEqual([
      'http://portal.test:4104/1.0.0-abc/remoteEntry.js',
    ]);
    fs.renameSync(path.join(jobs, 'preload.off'), path.join(jobs, 'preload.json'));
    fs.renameSync(path.join(shellDir, 'preload.off'), path.join(shellDir, 'preload.json'));
  });
});
