// The support contact: the environment's SUPPORT_* values, the console's setting over them (HTTP),
// null to go back to the environment, '' to show nothing; unset fields answer null.
import { loadConfig, parseSupport } from '../../config';
import { Browser, consoleCall, testAppForFile } from '../../test/test-app';

const ENVIRONMENT = {
  siteUrl: 'https://support.portal.test/agency/',
  mail: 'support@portal.test',
  phone: '0120-111-222',
  hours: '平日 9:30〜18:00',
};

const t = testAppForFile({ config: { support: ENVIRONMENT } });
const demo = t.signedIn();

const supportConsole = (method: 'GET' | 'PUT', payload?: object) =>
  consoleCall(t.app, method, '/support', payload);

describe('the support contact', () => {
  it('reads SUPPORT_* from the environment; unset is null, a bad URL or address refuses to start', () => {
    expect(
      loadConfig({
        SUPPORT_SITE_URL: 'https://help.example.jp/',
        SUPPORT_MAIL: 'help@example.jp',
        SUPPORT_PHONE: '',
      }).support,
    ).toEqual({
      siteUrl: 'https://help.example.jp/',
      mail: 'help@example.jp',
      phone: null,
      hours: null,
    });
    expect(loadConfig({}).support).toEqual({
      siteUrl: null,
      mail: null,
      phone: null,
      hours: null,
    });
    expect(() => parseSupport({ SUPPORT_SITE_URL: 'javascript:alert(1)' })).toThrow(
      /SUPPORT_SITE_URL/,
    );
    expect(() => parseSupport({ SUPPORT_MAIL: 'support' })).toThrow(/SUPPORT_MAIL/);
  });

  it('answers GET /support behind login with the environment values', async () => {
    expect((await new Browser(t.app).get('25', '/support')).statusCode).toBe(401);
    const response = await demo.get('mid', '/support');
    expect(response.statusCode).toBe(401);
    const answer = await demo.get('25', '/support');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual(ENVIRONMENT);
  });

  it('lets the company console override, hide and restore each field', async () => {
    const set = await supportConsole('PUT', {
      phone: '03-5000-1234',
      mail: 'desk@portal.test',
      hours: '',
    });
    expect(set.statusCode).toBe(200);
    const changed = {
      ...ENVIRONMENT,
      phone: '03-5000-1234',
      mail: 'desk@portal.test',
      hours: null,
    };
    expect(set.json().data).toEqual(changed);
    expect((await demo.get('25', '/support')).json().data).toEqual(changed);
    expect((await supportConsole('GET')).json().data).toEqual(changed);

    // null: back to the environment's value; a field left out stays as set.
    await supportConsole('PUT', { mail: null, hours: null });
    expect((await demo.get('25', '/support')).json().data).toEqual({
      ...ENVIRONMENT,
      phone: '03-5000-1234',
    });
    await supportConsole('PUT', { phone: null });
    expect((await demo.get('25', '/support')).json().data).toEqual(ENVIRONMENT);
  });

  it('refuses a site that is no http(s) URL and a malformed address, in Japanese', async () => {
    const response = await supportConsole('PUT', {
      siteUrl: 'javascript:alert(1)',
      mail: 'not-an-address',
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors;
    expect(errors.siteUrl[0]).toContain('URL');
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['siteUrl', 'mail']));
    expect((await demo.get('25', '/support')).json().data).toEqual(ENVIRONMENT);
  });
});
