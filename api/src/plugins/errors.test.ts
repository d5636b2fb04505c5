import { sql } from 'drizzle-orm';
import { Browser, testAppForFile, signedIn } from '../test/test-app';

const t = testAppForFile();

it('answers an unknown api path with a JSON 404, with or without a session', async () => {
  const browser = new Browser(t.app);
  const anonymous = await browser.get('25', '/no-such-call');
  expect(anonymous.statusCode).toBe(404);
  expect(anonymous.headers['content-type']).toMatch(/application\/json/);
  expect(anonymous.json()).toEqual({ message: 'Not Found' });

  await browser.login('25');
  expect((await browser.get('25', '/infos/1/extra')).json()).toEqual({ message: 'Not Found' });
  expect((await browser.write('DELETE', '25', '/infos')).statusCode).toBe(404);
});

it('answers a site id outside 23-28 and mid with a JSON 404', async () => {
  for (const siteId of ['22', '29', 'MID', 'abc', '025']) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/${siteId}/employment-agency/api/infos`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'URL から有効な ID を取得できませんでした。' });
  }
  const write = await t.app.inject({
    method: 'POST',
    url: '/99/employment-agency/api/login',
    payload: { email: 'demo', password: 'x' },
  });
  expect(write.statusCode).toBe(404);
});

it('answers an unsupported content type with 415 in Laravel shape', async () => {
  const browser = new Browser(t.app);
  const token = await browser.csrfToken('25');
  const response = await browser.request({
    method: 'POST',
    url: '/25/employment-agency/api/login',
    headers: { 'x-xsrf-token': token, 'content-type': 'application/xml' },
    payload: '<login/>',
  });
  expect(response.statusCode).toBe(415);
  expect(response.json()).toEqual({ message: 'この形式のリクエストには対応していません。' });
});

// Last: it breaks the database on purpose.
it('answers a database failure with the generic Japanese 500 and no internals', async () => {
  const browser = await signedIn(t.app);
  await t.database.db.execute(
    sql`alter table announcement_reads rename to announcement_reads_gone`,
  );
  const response = await browser.get('25', '/infos');
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ message: 'システムエラーが発生しました。' });
  expect(response.body).not.toMatch(/announcement|select|relation/i);
});
