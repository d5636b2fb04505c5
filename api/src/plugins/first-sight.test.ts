// The first sight of a job page (./first-sight.ts) on the whole api, with a render module that
// stands in for the build's (shell/dist-server/first-sight.cjs, built by scripts/lib/first-sight.mjs):
// it reads the job through the `read` it is given, as the real render does, and renders its name.
// The real render is proven on the composed build (e2e/tests/first-sight.spec.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANSWERS_ELEMENT_ID } from '@portal/shared/early-reads';
import { testAppForFile } from '../test/test-app';
import { LIVE_SELECTOR, RENDER_BUDGET_MS, firstSightHtml } from './first-sight';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'first-sight-'));
const shellDist = path.join(root, 'dist');
const INDEX =
  '<!doctype html><html><head><title>紹介会社ポータル</title>' +
  '<script defer="defer" src="/main.12345678.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

// The stand-in render: `?throw` fails, `?slow` answers after the budget.
const RENDER = `
exports.isFirstSightPath = (pathname) => /\\/jobs\\/info\\/\\d+$/.test(pathname);
exports.renderFirstSight = async (url, read) => {
  const { pathname, search } = new URL(url);
  if (search.includes('throw')) throw new Error('render failed');
  if (search.includes('slow')) await new Promise((r) => setTimeout(r, ${RENDER_BUDGET_MS + 300}));
  const path = pathname.replace('/jobs/info/', '/api/jobs/');
  const answer = await read(path);
  if (answer.status !== 200) return null;
  const job = JSON.parse(answer.body).data;
  const name = String(job.jobName).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return {
    html: '<main><h1>' + name + '</h1><button>紹介する</button></main>',
    title: name + ' | 紹介会社ポータル',
    css: 'main{color:red}',
    answers: { [path]: answer },
  };
};
`;

// The dist is there before the app is built (it serves a shell only from a dist it finds).
fs.mkdirSync(shellDist, { recursive: true });
fs.writeFileSync(path.join(shellDist, 'index.html'), INDEX);
fs.writeFileSync(path.join(shellDist, 'prerender-start.abcdef12.js'), '');
fs.mkdirSync(path.join(root, 'dist-server'));
fs.writeFileSync(path.join(root, 'dist-server/first-sight.cjs'), RENDER);

const t = testAppForFile({ config: { shellDist } });
const demo = t.signedIn('demo');
const other = t.signedIn('other');

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const pageOf = (browser: typeof demo, url: string) =>
  browser.request({ method: 'GET', url, headers: { accept: 'text/html' } });

async function jobIdsOf(browser: typeof demo): Promise<number[]> {
  const answer = await browser.get('25', '/jobs?status=all');
  return (answer.json() as { data: { id: number }[] }).data.map((job) => job.id);
}

describe('the first sight of a job page', () => {
  it('comes rendered with the visitor’s data, its answers and the start script, never cached', async () => {
    const [id] = await jobIdsOf(demo);
    const job = await demo.get('25', `/jobs/${id}`);
    const answer = await pageOf(demo, `/25/employment-agency/jobs/info/${id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const name = (job.json() as { data: { jobName: string } }).data.jobName;
    expect(answer.body).toContain(
      `<div id="prerender" data-live="${LIVE_SELECTOR}"><main><h1>${name}</h1>`,
    );
    expect(answer.body).toContain(`<title>${name} | 紹介会社ポータル</title>`);
    // Its buttons wait for the scripts; the scripts wait for the first paint.
    expect(answer.body).toContain('<button disabled="" data-prerender-wait="">紹介する</button>');
    expect(answer.body).toContain(
      '<script defer="defer" src="/prerender-start.abcdef12.js" data-scripts="/main.12345678.js"',
    );
    expect(answer.body).not.toContain('<script defer="defer" src="/main.12345678.js">');
    // The answer the browser would have had, for its own read to take over.
    const answers = new RegExp(
      `<script id="${ANSWERS_ELEMENT_ID}" type="application/json">(.*?)</script>`,
    ).exec(answer.body)?.[1];
    expect(JSON.parse(answers ?? 'null')).toEqual({
      [`/25/employment-agency/api/jobs/${id}`]: { status: 200, body: job.body },
    });
  });

  it('is the plain page without a session, for a job of another agency, or when the render fails', async () => {
    const demoIds = await jobIdsOf(demo);
    const otherIds = new Set(await jobIdsOf(other));
    const hidden = demoIds.find((id) => !otherIds.has(id));
    expect(hidden).toBeDefined();
    const anonymous = await t.app.inject({
      url: `/25/employment-agency/jobs/info/${demoIds[0]}`,
      headers: { accept: 'text/html' },
    });
    for (const answer of [
      anonymous,
      await pageOf(other, `/25/employment-agency/jobs/info/${hidden}`),
      await pageOf(demo, `/25/employment-agency/jobs/info/999999999`),
      await pageOf(demo, `/25/employment-agency/jobs/info/${demoIds[0]}?throw`),
      await pageOf(demo, `/25/employment-agency/jobs/info/${demoIds[0]}?slow`),
      // A page that is not rendered at first sight.
      await pageOf(demo, '/25/employment-agency/applicants'),
    ]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.body).not.toContain('id="prerender"');
      expect(answer.body).toContain('<script defer="defer" src="/main.12345678.js">');
    }
  });
});

describe('a build whose render does not load', () => {
  const brokenRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'first-sight-broken-'));
  fs.mkdirSync(path.join(brokenRoot, 'dist'));
  fs.writeFileSync(path.join(brokenRoot, 'dist/index.html'), INDEX);
  fs.writeFileSync(path.join(brokenRoot, 'dist/prerender-start.abcdef12.js'), '');
  fs.mkdirSync(path.join(brokenRoot, 'dist-server'));
  fs.writeFileSync(
    path.join(brokenRoot, 'dist-server/first-sight.cjs'),
    'throw new Error("a broken build");',
  );
  const broken = testAppForFile({ config: { shellDist: path.join(brokenRoot, 'dist') } });
  const visitor = broken.signedIn('demo');
  afterAll(() => fs.rmSync(brokenRoot, { recursive: true, force: true }));

  it('serves the plain page', async () => {
    const [id] = await jobIdsOf(visitor);
    const answer = await pageOf(visitor, `/25/employment-agency/jobs/info/${id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain('id="prerender"');
    expect(answer.body).toContain('<script defer="defer" src="/main.12345678.js">');
  });
});

describe('firstSightHtml', () => {
  it('keeps the answers inside their script element and the markup as it came', () => {
    const html = firstSightHtml(
      `<html><head><link rel="preload" href="/api/jobs/1" as="fetch" crossorigin="use-credentials"><script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>`,
      {
        html: '<main><h1>$&amp; $1 価格</h1></main>',
        css: 'h1{}',
        answers: {
          '/api/jobs/1': { status: 200, body: '{"name":"</script><script>alert(1)</script>"}' },
        },
      },
      '/prerender-start.abcdef12.js',
    );
    expect(html).toContain('<h1>$&amp; $1 価格</h1>');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('as="fetch"');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });
});
