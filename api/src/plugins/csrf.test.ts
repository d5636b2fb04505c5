import { api, Browser, testAppForFile } from '../test/test-app';
import type { SiteId } from '@portal/shared/contract';
import { DEMO_AGENCY } from '../seed/demo-data';

const t = testAppForFile();

const credentials = {
  email: DEMO_AGENCY.account.email,
  password: DEMO_AGENCY.account.password,
  remember_me: false,
};

/** POST /login with the demo credentials from the browser, with the token given as its header. */
const postLogin = (browser: Browser, siteId: SiteId, token?: string) =>
  browser.request({
    method: 'POST',
    url: api(siteId, '/login'),
    ...(token === undefined ? {} : { headers: { 'x-xsrf-token': token } }),
    payload: credentials,
  });

describe('GET /sanctum/csrf-cookie', () => {
  it('answers 204 with a readable XSRF-TOKEN cookie and an HttpOnly session cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie?id=25' });
    expect(response.statusCode).toBe(204);
    const xsrf = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    const session = response.cookies.find((c) => c.name === 'agency_session');
    expect(xsrf?.value).toMatch(/^[\w-]{40}$/);
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(session?.path).toBe('/');
    expect(session?.value).toMatch(/^[0-9a-f]{64}$/);
  });

  it('uses the mid-career cookie names for id=mid', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie?id=mid' });
    const names = response.cookies.map((c) => c.name).sort();
    expect(names).toEqual(['XSRF-TOKEN-MID', 'agency_mid_session']);
  });

  it('does not rotate the token from one call to the next', async () => {
    const browser = new Browser(t.app);
    const first = await browser.csrfToken('25');
    const second = await browser.csrfToken('25');
    expect(first).not.toBe('');
    expect(second).toBe(first);
  });
});

describe('CSRF check on writes', () => {
  it('refuses a write without a token with 419', async () => {
    const browser = new Browser(t.app);
    await browser.csrfToken('25');
    const response = await postLogin(browser, '25');
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('refuses a write with a wrong token with 419', async () => {
    const browser = new Browser(t.app);
    await browser.csrfToken('25');
    const response = await postLogin(browser, '25', 'not-the-token');
    expect(response.statusCode).toBe(419);
  });

  it('refuses a write without any session with 419', async () => {
    const response = await postLogin(new Browser(t.app), '25', 'anything');
    expect(response.statusCode).toBe(419);
  });

  it("refuses the other service line's token with 419, both ways", async () => {
    const browser = new Browser(t.app);
    const newGraduateToken = await browser.csrfToken('25');
    const midToken = await browser.csrfToken('mid');
    expect(midToken).not.toBe(newGraduateToken);

    const toMid = await postLogin(browser, 'mid', newGraduateToken);
    const toNewGraduate = await postLogin(browser, '24', midToken);
    expect(toMid.statusCode).toBe(419);
    expect(toNewGraduate.statusCode).toBe(419);
  });

  it('lets a write with the right token through, on either line', async () => {
    const browser = new Browser(t.app);
    for (const siteId of ['25', 'mid'] as const) {
      const response = await browser.write('POST', siteId, '/login', credentials);
      expect(response.statusCode).toBe(200);
    }
  });

  it('shares one token across the new-graduate years 23-28', async () => {
    const browser = new Browser(t.app);
    const token = await browser.csrfToken('23');
    const response = await postLogin(browser, '28', token);
    expect(response.statusCode).toBe(200);
  });

  it('checks the token before reading the body', async () => {
    const browser = new Browser(t.app);
    await browser.csrfToken('25');
    const response = await browser.request({
      method: 'POST',
      url: api('25', '/login'),
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(419);
  });
});
