// Fast at first sight (issue 31), on the production build:
// - a deep link to the applicant list or a chat thread asks for its first data while the remote's
//   code is still on its way (the page preloads it, the shell's entry and then the page adopt the
//   same request: it is asked for once), proven with the remote's scripts held back;
// - the page of a deep link preloads the route's own chunks (the remote's exposed module, its
//   page's chunk, the shell's frame), each then fetched once;
// - the frame's lazy modules are one file, which the login page does not load;
// - a job page and a candidate page load no zod (the contract's plain rules live in zod-free
//   modules such as contract/job-rules.ts; the schemas come with the forms that validate);
// - after login, the other sections' remotes are loaded while the browser is idle (a section's
//   first click then asks for no script), and not at all when the browser asks to save data.
import { expect, test, type Page } from '@playwright/test';
import { Shell, logInAs } from '../pages/portal';
import { agencyCall, referredCandidate } from '../support/agency-api';
import { E2E_PORT } from '../support/stack';

/** The remotes' ports in `npm start` (tools/webpack/apps.cjs order after the shell's). */
const REMOTE_PORT = {
  settings: E2E_PORT + 2,
  jobs: E2E_PORT + 4,
  applicants: E2E_PORT + 5,
  events: E2E_PORT + 6,
  /** The registry's section (ダッシュボード): the last one loaded in idle time. */
  dashboard: E2E_PORT + 7,
};

const HOLD_MS = 1500;

/** A job page and a candidate page of the logged-in demo agency, and their ids. */
async function deepLinks(page: Page) {
  const jobs = await agencyCall<{ id: number }[]>(page, 'GET', '/jobs');
  const jobId = jobs[0]!.id;
  const { applicantId, candidateId } = await referredCandidate(page);
  return {
    jobId,
    applicantId,
    candidateId,
    jobPage: `/25/employment-agency/jobs/info/${jobId}`,
    candidatePage: `/25/employment-agency/applicants/${applicantId}/jobs/${jobId}/${candidateId}`,
  };
}

test('a deep link asks for its data while its code is held back, once', async ({ page }) => {
  test.setTimeout(90_000);
  await logInAs(page);
  // Pages that do not come with their data (a job page and a candidate page do:
  // first-sight-page.spec.ts).
  const [group] = await agencyCall<{ bulkSendId: number }[]>(
    page,
    'GET',
    '/introduction-chat-thread-groups',
  );
  const [thread] = await agencyCall<{ threadId: number }[]>(
    page,
    'GET',
    `/introduction-chat-groups/${group!.bulkSendId}/introduction-chat-threads`,
  );
  const cases = [
    {
      url: '/25/employment-agency/applicants',
      // The page's own read (preloaded by the api's page), the frame's (asked for by the entry).
      data: ['/25/employment-agency/api/applicants', '/25/employment-agency/api/support'],
      port: REMOTE_PORT.applicants,
    },
    {
      url: `/25/employment-agency/chat/conversation/${thread!.threadId}`,
      data: [
        `/25/employment-agency/api/introduction-chat-threads/${thread!.threadId}/introduction-chat-messages`,
        '/25/employment-agency/api/introduction-chat-thread-groups',
        '/25/employment-agency/api/sidebar/badges',
      ],
      // remote-messaging (the page after login, お知らせ, is its own: not fetched ahead).
      port: E2E_PORT + 3,
    },
  ];
  for (const { url, data, port } of cases) {
    // A fresh tab of the same session; routing keeps the browser's cache out of it.
    const fresh = await page.context().newPage();
    let codeReleasedAt = Infinity;
    await fresh.route(
      (u) => Number(u.port) === port && u.pathname.endsWith('.js'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
        codeReleasedAt = Math.min(codeReleasedAt, Date.now());
        await route.continue();
      },
    );
    const dataRequests = new Map<string, number[]>(data.map((path) => [path, []]));
    fresh.on('request', (request) => {
      dataRequests.get(new URL(request.url()).pathname)?.push(Date.now());
    });
    await fresh.goto(url);
    await expect(fresh.getByRole('main')).not.toBeEmpty();
    await fresh.waitForLoadState('networkidle');
    await expect(fresh.getByText(/読み込み中/)).toHaveCount(0);

    for (const [path, times] of dataRequests) {
      expect(times.length, `${path} asked for once`).toBe(1);
      expect(times[0]!, `${path} was asked for before the code came`).toBeLessThan(codeReleasedAt);
    }
    await fresh.close();
  }
});

/** The address of every script the page asks for from now on. */
function scriptUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

test("a deep link's page lists the route's own chunks for the browser, and each script is fetched once", async ({
  page,
}) => {
  await logInAs(page);
  const { jobPage, candidatePage } = await deepLinks(page);
  const cases = [
    {
      url: jobPage,
      chunk: /\/page\.jobs\.info\.\w+\.js$/,
    },
    {
      url: candidatePage,
      chunk: /\/page\.applicants\.candidate\.\w+\.js$/,
    },
  ];
  for (const { url, chunk } of cases) {
    const fresh = await page.context().newPage();
    const scripts = scriptUrls(fresh);
    const answer = await fresh.goto(url);
    const html = (await answer?.text()) ?? '';
    // The page's chunk, the remote's exposed module, the shell's frame and the query cache it
    // provides: preloaded at once (tools/webpack/preload-list.cjs), not learnt of one chunk after
    // another.
    // With a first sight (the page rendered by the api), the start script asks for them once the
    // page has painted (data-preloads).
    const preloaded = [
      ...[...html.matchAll(/<link rel="preload" href="([^"]+)" as="script">/g)].map(
        (match) => match[1]!,
      ),
      ...(/data-preloads="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? []),
    ];
    expect(preloaded.some((href) => chunk.test(href))).toBe(true);
    expect(preloaded.some((href) => /\/layout\.\w+\.js$/.test(href))).toBe(true);
    expect(preloaded.some((href) => /\/frame-shared\.\w+\.js$/.test(href))).toBe(true);
    expect(preloaded.some((href) => /__federation_expose_Routes\.\w+\.js$/.test(href))).toBe(true);
    await expect(fresh.getByRole('main')).not.toBeEmpty();
    await expect(fresh.getByText(/読み込み中/)).toHaveCount(0);
    await fresh.waitForLoadState('networkidle');
    // Each preload was the very request the code then used: no script twice.
    const twice = scripts.filter((script, index) => scripts.indexOf(script) !== index);
    expect(twice).toEqual([]);
    expect(scripts.filter((script) => chunk.test(script))).toHaveLength(1);
    await fresh.close();
  }
});

test("the login page loads none of the frame's modules; a page in the frame loads them in one file", async ({
  page,
}) => {
  const scripts = scriptUrls(page);
  await page.goto('/25/employment-agency/login');
  await page.waitForLoadState('networkidle');
  const frameFile = /\/frame-shared\.\w+\.js$/;
  expect(scripts.filter((url) => frameFile.test(url))).toEqual([]);
  await logInAs(page);
  const fresh = await page.context().newPage();
  const deep = scriptUrls(fresh);
  await fresh.goto('/25/employment-agency/applicants');
  await expect(fresh.getByRole('main')).not.toBeEmpty();
  await expect(fresh.getByText(/読み込み中/)).toHaveCount(0);
  // The query cache and what needs it (tools/webpack/create-config.cjs FRAME_SHARED): one request.
  expect(deep.filter((url) => frameFile.test(url))).toHaveLength(1);
  await fresh.close();
});

/**
 * The text of every script the page receives from now on (one still arriving when the page is
 * closed is read as empty).
 */
function scriptTexts(page: Page): Promise<string>[] {
  const texts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') texts.push(response.text().catch(() => ''));
  });
  return texts;
}

/** zod's classes keep their names in the minified build. */
const ZOD = '"ZodObject"';

test('a job page and a candidate page load no zod: the schemas come with the forms that validate', async ({
  page,
}) => {
  await logInAs(page);
  const { jobPage, candidatePage } = await deepLinks(page);
  const open = async (url: string) => {
    const fresh = await page.context().newPage();
    const texts = scriptTexts(fresh);
    await fresh.goto(url);
    await expect(fresh.getByRole('main')).not.toBeEmpty();
    await expect(fresh.getByText(/読み込み中/)).toHaveCount(0);
    // Only what the page needed to be on screen (the sections fetched in idle time come later).
    const carried = (await Promise.all(texts)).some((text) => text.includes(ZOD));
    await fresh.close();
    return carried;
  };
  expect(await open(jobPage)).toBe(false);
  expect(await open(candidatePage)).toBe(false);
  // The applicant form validates with the contract's schema: its page brings zod.
  expect(await open('/25/employment-agency/applicants/register')).toBe(true);
});

/** The remote entries asked for from now on, by port. */
function remoteEntries(page: Page): Set<number> {
  const ports = new Set<number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/remoteEntry.js')) ports.add(Number(url.port));
  });
  return ports;
}

test('after login the other sections are loaded in idle time: a first click asks for no script', async ({
  page,
}) => {
  const entries = remoteEntries(page);
  await logInAs(page);
  await expect
    .poll(() => [...entries].sort(), { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining([
        REMOTE_PORT.settings,
        REMOTE_PORT.jobs,
        REMOTE_PORT.applicants,
        REMOTE_PORT.events,
        // Last in the queue, after the events section has been loaded (one at a time).
        REMOTE_PORT.dashboard,
      ]),
    );
  // Ready before the first click: loaded and run in idle time, so opening a section asks for no
  // script at all (a preload left the shared modules and the module's chunks to the click).
  // The registry's section may still be on its way.
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && Number(url.port) !== REMOTE_PORT.dashboard) {
      scripts.push(request.url());
    }
  });
  entries.clear();
  await new Shell(page).sidebarLink(/説明会・面接/).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { name: /説明会・面接/, level: 1 })).toBeVisible();
  expect(entries.has(REMOTE_PORT.events)).toBe(false);
  expect(scripts).toEqual([]);
});

test('nothing is fetched ahead when the browser asks to save data', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '4g' }),
    });
  });
  const entries = remoteEntries(page);
  await logInAs(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(6000);
  for (const port of Object.values(REMOTE_PORT)) expect(entries.has(port)).toBe(false);
});
