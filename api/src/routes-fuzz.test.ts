// Every registered route (found through onRoute, so later routes join by themselves) gets
// malformed bodies, queries and path parameters while logged in with CSRF: never a 5xx, and every
// 4xx carries a message.
import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_CONSOLE_TOKEN } from './config';
import { FIELD_LABELS } from './plugins/field-labels';
import {
  ODD_PARAMS,
  ODD_QUERY_VALUES,
  ODD_SITE_IDS,
  FIELD_VALUES,
  ODD_VALUES,
  RAW_BODIES,
  RAW_JSON_VALUES,
  plausible,
} from './test/fuzz-inputs';
import { createAppWithRoutes, fillUrl, isWrite, type RegisteredRoute } from './test/routes';
import { Browser, signedIn, type TestApp } from './test/test-app';

// Thousands of requests: generous, for a machine busy with other suites.
jest.setTimeout(120_000);

let t: TestApp;
let routes: RegisteredRoute[];
let browser: Browser;
let token: string;
let sent = 0;
const failures: string[] = [];
const stats = new Map<string, number>();

async function logIn() {
  browser = await signedIn(t.app);
  token = await browser.csrfToken('25');
}

beforeAll(async () => {
  ({ t, routes } = await createAppWithRoutes());
  await logIn();
});
afterAll(() => t.close());

// A fresh client address per request: the rate limits must not hide the routes behind a 429.
const nextAddress = () => `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;

interface Attempt {
  url: string;
  cookie?: string;
  payload?: string | Buffer | object;
  contentType?: string;
}

function check(route: RegisteredRoute, attempt: Attempt, response: LightMyRequestResponse) {
  const what = `${route.method} ${attempt.url.slice(0, 120)} ${String(
    Buffer.isBuffer(attempt.payload) ? '<bytes>' : (JSON.stringify(attempt.payload) ?? ''),
  ).slice(0, 120)}`;
  if (response.statusCode >= 500) {
    failures.push(`${what} → ${response.statusCode} ${response.body.slice(0, 200)}`);
  } else if (response.statusCode >= 400) {
    let body: Record<string, unknown> = {};
    try {
      body = response.json();
    } catch {
      // Not JSON: reported below.
    }
    const laravelShape = Object.keys(body).every((key) => key === 'message' || key === 'errors');
    if (typeof body.message !== 'string' || body.message === '' || !laravelShape) {
      failures.push(`${what} → ${response.statusCode} without a message: ${response.body}`);
    }
  }
}

async function send(route: RegisteredRoute, attempt: Attempt): Promise<LightMyRequestResponse> {
  sent++;
  const headers: Record<string, string> = {};
  if (route.area === 'agency') headers['x-xsrf-token'] = token;
  if (route.area === 'console') headers.authorization = `Bearer ${DEFAULT_CONSOLE_TOKEN}`;
  if (attempt.contentType) headers['content-type'] = attempt.contentType;
  if (attempt.cookie) headers.cookie = attempt.cookie;
  const response = await browser.request({
    method: route.method as 'GET',
    url: attempt.url,
    headers,
    remoteAddress: nextAddress(),
    ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
  });
  check(route, attempt, response);
  if (process.env.FUZZ_STATS) {
    const key = `${route.method} ${route.url} ${response.statusCode}`;
    stats.set(key, (stats.get(key) ?? 0) + 1);
  }
  // A logout (or a session ended by the input) would leave the rest unauthenticated.
  // (An odd cookie of this request only leaves the browser's session as it was.)
  const ended = [401, 419].includes(response.statusCode) && !attempt.cookie;
  if (route.area === 'agency' && ended) await logIn();
  return response;
}

/**
 * The body fields a route names when it gets an empty object, and a few common ones; none when
 * it takes no input (it accepted the empty object).
 */
async function fieldsOf(route: RegisteredRoute): Promise<string[]> {
  const response = await send(route, { url: fillUrl(route), payload: {} });
  if (response.statusCode < 400) return [];
  const named = response.statusCode === 422 ? Object.keys(response.json().errors ?? {}) : [];
  return [...new Set([...named.map((f) => f.split('.')[0]), 'email', 'id'])];
}

const writes = () => routes.filter((route) => isWrite(route.method));
/** Every failure of the test so far, then a clean list for the next one. */
function expectNoFailures() {
  expect(failures.splice(0)).toEqual([]);
}

it('finds the routes of every area', () => {
  const names = routes.map((route) => `${route.method} ${route.url}`);
  expect(names).toEqual(
    expect.arrayContaining([
      'GET /sanctum/csrf-cookie',
      'POST /:siteId/employment-agency/api/login',
      'PUT /:siteId/employment-agency/api/settings/permit-matchings/:companyId',
      'GET /console/api/mail-outbox',
      'GET /console/api/background-jobs',
      'POST /console/api/background-jobs/:id/retry',
      'POST /console/api/agencies',
    ]),
  );
});

it('answers malformed JSON field values of every write with a 4xx', async () => {
  for (const route of writes()) {
    const url = fillUrl(route);
    const fields = await fieldsOf(route);
    const base = Object.fromEntries(fields.map((field) => [field, plausible(field)]));
    // A route that took the empty object takes no input (a logout): a few values are enough.
    const some = fields.length > 0;
    const names = some ? fields : ['email', 'id'];
    for (const value of some ? ODD_VALUES : FIELD_VALUES.slice(0, 3)) {
      await send(route, { url, payload: Object.fromEntries(names.map((f) => [f, value])) });
    }
    // One odd field among plausible ones, to get past the other fields' rules.
    for (const value of FIELD_VALUES) {
      for (const field of fields) await send(route, { url, payload: { ...base, [field]: value } });
    }
    for (const raw of some ? RAW_JSON_VALUES : RAW_JSON_VALUES.slice(0, 2)) {
      const payload = `{${names.map((field) => `"${field}":${raw}`).join(',')}}`;
      await send(route, { url, payload, contentType: 'application/json' });
    }
  }
  expectNoFailures();
});

it('answers malformed bodies and content types of every write with a 4xx', async () => {
  for (const route of writes()) {
    for (const [contentType, payload] of RAW_BODIES) {
      await send(route, { url: fillUrl(route), payload, contentType });
    }
  }
  expectNoFailures();
});

it('answers odd query strings on every route with a 4xx or an answer', async () => {
  const common = ['to', 'limit', 'id', 'page', 'permitMatchingStatus', 'email', 'q'];
  const every = [...new Set([...common, ...Object.keys(FIELD_LABELS)])];
  for (const route of routes) {
    for (const value of ODD_QUERY_VALUES) {
      const query = every.map((field) => `${field}=${value}`).join('&');
      await send(route, { url: `${fillUrl(route)}?${query}` });
      await send(route, { url: `${fillUrl(route)}?to=${value}&to=1&limit[]=${value}` });
      if (route.method !== 'GET') continue;
      for (const field of common) await send(route, { url: `${fillUrl(route)}?${field}=${value}` });
    }
    await send(route, { url: `${fillUrl(route)}?%00=1&${'a'.repeat(3_000)}=1` });
  }
  expectNoFailures();
});

it('answers odd path parameters and site ids on every route with a 4xx', async () => {
  for (const route of routes) {
    const body = isWrite(route.method) ? { payload: {} } : {};
    for (const value of ODD_PARAMS) {
      const values = Object.fromEntries(route.params.map((name) => [name, value]));
      if (route.params.length > 0) await send(route, { url: fillUrl(route, values), ...body });
    }
    if (route.area !== 'agency') continue;
    for (const siteId of ODD_SITE_IDS) {
      await send(route, { url: fillUrl(route, {}, siteId), ...body });
    }
  }
  expectNoFailures();
});

it('answers odd session and XSRF cookies on every route with a 4xx or an answer', async () => {
  for (const route of routes) {
    const body = isWrite(route.method) ? { payload: {} } : {};
    for (const value of ['a%00b', '%00', '%ED%A0%80', 'x'.repeat(4_000), '%FF', '"', '1e309']) {
      const cookie = `agency_session=${value}; agency_mid_session=${value}; XSRF-TOKEN=${value}`;
      await send(route, { url: fillUrl(route), cookie, ...body });
    }
  }
  expectNoFailures();
});

afterAll(() => {
  // Keeps the reach of the fuzz visible in the test output.
  process.stdout.write(`route fuzz: ${routes.length} routes, ${sent} requests\n`);
  if (process.env.FUZZ_STATS) process.stdout.write(`${[...stats].sort().join('\n')}\n`);
});
