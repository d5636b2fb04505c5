// Route-wide guards, over every registered route (found through onRoute, so later routes are
// covered without being listed): agency writes need the session's X-XSRF-TOKEN, the console its
// bearer token.
import { DEFAULT_CONSOLE_TOKEN } from './config';
import { createAppWithRoutes, fillUrl, isWrite, type RegisteredRoute } from './test/routes';
import { Browser, type TestApp } from './test/test-app';

let t: TestApp;
let routes: RegisteredRoute[];
beforeAll(async () => {
  ({ t, routes } = await createAppWithRoutes());
});
afterAll(() => t.close());

const agencyWrites = () => routes.filter((r) => r.area === 'agency' && isWrite(r.method));

it('finds the agency writes and the console routes', () => {
  expect(agencyWrites().length).toBeGreaterThanOrEqual(10);
  expect(routes.filter((r) => r.area === 'console').length).toBeGreaterThanOrEqual(9);
});

it.each(['25', 'mid'])(
  'refuses every agency write without the token with 419, logged in on %s',
  async (siteId) => {
    const browser = new Browser(t.app);
    await browser.login(siteId as '25');
    const token = await browser.csrfToken(siteId as '25');
    const answers: string[] = [];
    for (const route of agencyWrites()) {
      for (const headers of [{}, { 'x-xsrf-token': `${token}x` }, { 'x-xsrf-token': '' }]) {
        const response = await browser.request({
          method: route.method as 'POST',
          url: fillUrl(route, {}, siteId),
          headers,
          payload: {},
        });
        answers.push(`${route.method} ${route.url} ${response.statusCode} ${response.body}`);
      }
    }
    const refused = (answer: string) => answer.endsWith(' 419 {"message":"CSRF token mismatch."}');
    expect(answers.filter((answer) => !refused(answer))).toEqual([]);
    // Still logged in: the refused writes (logout among them) did nothing.
    expect((await browser.get(siteId as '25', '/settings/account')).statusCode).toBe(200);
  },
);

it('refuses every agency write without any session with 419', async () => {
  for (const route of agencyWrites()) {
    const response = await t.app.inject({
      method: route.method as 'POST',
      url: fillUrl(route),
      headers: { 'x-xsrf-token': 'guessed' },
      payload: {},
    });
    expect(`${route.url} ${response.statusCode}`).toBe(`${route.url} 419`);
  }
});

it('refuses every console route without its bearer token with 401', async () => {
  for (const route of routes.filter((r) => r.area === 'console')) {
    for (const authorization of [undefined, 'Bearer wrong', DEFAULT_CONSOLE_TOKEN]) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: fillUrl(route),
        headers: authorization ? { authorization } : {},
        ...(isWrite(route.method) ? { payload: {} } : {}),
      });
      expect(`${route.method} ${route.url} ${response.statusCode} ${response.body}`).toBe(
        `${route.method} ${route.url} 401 {"message":"Unauthenticated."}`,
      );
    }
  }
});
