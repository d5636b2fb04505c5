// The deploy pointer through the company console: deploying a published version of one remote
// changes the manifest URL /remotes.json (and the shell's page) names for it and nothing else;
// rollback goes back; unknown remotes, unpublished versions and bad bodies are refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DASHBOARD_SECTION } from '@portal/shared/test/dashboard-section';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readPointer } from './pointer';

let t: TestApp;
let tmp: string;
const env = { ...process.env };
const auth = { authorization: 'Bearer test-console-token' };
const html = { accept: 'text/html', host: 'portal.test:4100' };

function publish(folder: string, version: string, section?: object) {
  const dir = path.join(tmp, 'releases', folder, version);
  fs.mkdirSync(dir, { recursive: true });
  if (section) fs.writeFileSync(path.join(dir, 'section.json'), JSON.stringify(section));
  const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  // The exposed module's files (tools/webpack/preload-list.cjs).
  const preload = { groups: { __federation_expose_Infos: ['12.abcdef01.js'] } };
  fs.writeFileSync(path.join(dir, 'preload.json'), JSON.stringify(preload));
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-'));
  const shell = path.join(tmp, 'shell');
  fs.mkdirSync(shell);
  fs.writeFileSync(path.join(shell, 'index.html'), '<html><head></head><body></body></html>');
  publish('remote-messaging', '0.1.0-aaaa1111');
  publish('remote-messaging', '0.1.0-bbbb2222');
  publish('remote-auth', '0.1.0-cccc3333');
  publish('remote-events', '0.1.0-eeee5555');
  publish('remote-dashboard', '0.1.0-dddd4444', DASHBOARD_SECTION);
  const pointer = path.join(tmp, 'pointer.json');
  fs.writeFileSync(
    pointer,
    JSON.stringify({
      remote_messaging: { version: '0.1.0-aaaa1111', previous: [], updatedAt: '' },
      remote_auth: { version: '0.1.0-cccc3333', previous: [], updatedAt: '' },
    }),
  );
  // The console commands read the deploy settings from the environment, like the CLI.
  Object.assign(process.env, {
    REMOTES_POINTER: pointer,
    RELEASES_DIR: path.join(tmp, 'releases'),
    REMOTES: JSON.stringify({
      remote_auth: 4101,
      remote_messaging: 4103,
      remote_events: 4106,
      remote_dashboard: 4107,
    }),
  });
  t = await createTestApp({ config: { consoleToken: 'test-console-token', shellDist: shell } });
});
afterAll(async () => {
  process.env = env;
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const put = (name: string, payload?: object, headers: Record<string, string> = auth) =>
  t.app.inject({ method: 'PUT', url: `/console/api/remotes/${name}`, headers, payload });
const registry = async () =>
  (await t.app.inject({ method: 'GET', url: '/remotes.json', headers: html })).json();
const manifests = async () =>
  Object.fromEntries(Object.entries(await registry()).filter(([key]) => key !== 'sections'));
/** The shell's page at the URL, asked for as a browser does. */
const shellPage = (url: string) => t.app.inject({ method: 'GET', url, headers: html });
const writePointer = (pointer: object) =>
  fs.writeFileSync(process.env.REMOTES_POINTER as string, JSON.stringify(pointer));
/** Points one remote by hand, as a deploy would; answers the pointer before, to write back. */
function pointRemote(remote: string, version: string | null, previous: string[] = []) {
  const before = readPointer(process.env.REMOTES_POINTER);
  writePointer({ ...before, [remote]: { version, previous, updatedAt: '' } });
  return before;
}

it('names the pointed version of every remote in /remotes.json, else the newest published', async () => {
  expect(await manifests()).toEqual({
    remote_auth: 'http://portal.test:4101/0.1.0-cccc3333/mf-manifest.json',
    remote_messaging: 'http://portal.test:4103/0.1.0-aaaa1111/mf-manifest.json',
    remote_events: 'http://portal.test:4106/0.1.0-eeee5555/mf-manifest.json',
    remote_dashboard: 'http://portal.test:4107/0.1.0-dddd4444/mf-manifest.json',
  });
});

it('lists the section.json of a served version as a section, and none once it is withdrawn', async () => {
  expect((await registry()).sections).toEqual([
    { remote: 'remote_dashboard', ...DASHBOARD_SECTION },
  ]);
  const page = await shellPage('/25/employment-agency/dashboard/tasks');
  // The section's route preloads its remote, like the shell's own sections.
  expect(page.body).toContain(
    '<link rel="preload" href="http://portal.test:4107/0.1.0-dddd4444/mf-manifest.json" as="fetch" crossorigin>',
  );
  expect(page.body).toContain('"sections":[{"remote":"remote_dashboard"');

  // Withdrawn (the rollback to before it existed): neither the remote nor its section is named,
  // and the newest published version does not stand in for it.
  const pointer = pointRemote('remote_dashboard', null, ['0.1.0-dddd4444']);
  const withdrawn = await registry();
  expect(withdrawn.remote_dashboard).toBeUndefined();
  expect(withdrawn.sections).toEqual([]);
  writePointer(pointer);
  expect((await registry()).sections).toHaveLength(1);
});

it("leaves out a section.json that is no section (bad routes, another remote's module)", async () => {
  publish('remote-events', '0.1.0-ffff6666', {
    routes: [{ path: '../x', module: 'remote_auth/Login', title: 'x' }],
    sidebar: [{ to: 'https://evil.test', section: 'x', label: 'x' }],
  });
  const pointer = pointRemote('remote_events', '0.1.0-ffff6666');
  expect((await registry()).sections.map((s: { remote: string }) => s.remote)).toEqual([
    'remote_dashboard',
  ]);
  writePointer(pointer);
});

it('deploys one remote by switching its pointer, and rolls it back', async () => {
  const deployed = await put('remote-messaging', { version: '0.1.0-bbbb2222' });
  expect(deployed.statusCode).toBe(200);
  expect(deployed.json().data).toMatchObject({
    name: 'remote_messaging',
    version: '0.1.0-bbbb2222',
    previous: ['0.1.0-aaaa1111'],
  });
  const after = await manifests();
  expect(after.remote_messaging).toBe('http://portal.test:4103/0.1.0-bbbb2222/mf-manifest.json');
  expect(after.remote_auth).toBe('http://portal.test:4101/0.1.0-cccc3333/mf-manifest.json');

  const page = await shellPage('/25/employment-agency/infos');
  expect(page.body).toContain(
    '<link rel="preload" href="http://portal.test:4103/0.1.0-bbbb2222/mf-manifest.json" as="fetch" crossorigin>',
  );
  expect(page.body).toContain('<link rel="preconnect" href="http://portal.test:4103" crossorigin>');
  expect(page.body).toContain('<script id="remotes-config" type="application/json">{');
  // The route's remote entry and exposed module load at once, not after the manifest.
  for (const file of ['remoteEntry.js', '12.abcdef01.js']) {
    expect(page.body).toContain(
      `<link rel="preload" href="http://portal.test:4103/0.1.0-bbbb2222/${file}" as="script">`,
    );
  }

  const back = await put('remote_messaging', { rollback: true });
  expect(back.json().data).toMatchObject({ version: '0.1.0-aaaa1111', previous: [] });
  expect((await manifests()).remote_messaging).toContain('/0.1.0-aaaa1111/');
  expect(readPointer(process.env.REMOTES_POINTER).remote_messaging.version).toBe('0.1.0-aaaa1111');
});

it('lists the remotes with their current and published versions', async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/console/api/remotes',
    headers: auth,
  });
  const messaging = response
    .json()
    .data.find((r: { name: string }) => r.name === 'remote_messaging');
  expect(messaging.published).toEqual(expect.arrayContaining(['0.1.0-aaaa1111', '0.1.0-bbbb2222']));
  expect(messaging.version).toBe('0.1.0-aaaa1111');
});

it('refuses an unpublished version, a rollback with no history, bad bodies and unknown remotes', async () => {
  const unpublished = await put('remote-messaging', { version: '0.1.0-ffff9999' });
  expect(unpublished.statusCode).toBe(422);
  expect(unpublished.json().errors.version[0]).toMatch(/公開されていません/);
  const noHistory = await put('remote-auth', { rollback: true });
  expect(noHistory.statusCode).toBe(422);
  for (const payload of [
    undefined,
    {},
    { version: '../../etc' },
    { version: 1 },
    { version: 'a', rollback: true },
  ]) {
    const response = await put('remote-messaging', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toEqual(expect.any(String));
  }
  expect((await put('remote-nothing', { version: '0.1.0-aaaa1111' })).statusCode).toBe(404);
  expect((await put('remote-messaging', { version: '0.1.0-bbbb2222' }, {})).statusCode).toBe(401);
  expect((await manifests()).remote_messaging).toContain('/0.1.0-aaaa1111/');
});

it('answers a malformed URL with 400, never a crash', async () => {
  const response = await shellPage('/%');
  expect(response.statusCode).toBe(400);
});
