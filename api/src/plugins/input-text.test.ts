import { runCommand } from '../company-console/commands';
import { DEFAULT_CONSOLE_TOKEN } from '../config';
import { api, Browser, testAppForFile, signedIn } from '../test/test-app';
import { isStorableText, unsafeTextPaths } from './input-text';

const t = testAppForFile();

const consoleGet = (url: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${DEFAULT_CONSOLE_TOKEN}` },
  });

describe('the text rule', () => {
  it('refuses NUL and lone surrogates, and keeps every other character', () => {
    expect(isStorableText('日本語 😀 \t\n')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud800b')).toBe(false);
    expect(isStorableText('\udc00')).toBe(false);
    expect(isStorableText('😀'.slice(0, 1))).toBe(false);
  });

  it('names every offending value and key, however deep', () => {
    const input = { a: 'ok', b: ['x', 'y\u0000'], c: { 'k\u0000': 1, d: '\ud800' } };
    expect(unsafeTextPaths(input)).toEqual(['b.1', 'c', 'c.d']);
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unsafeTextPaths(deep)).toHaveLength(1);
  });
});

describe('over HTTP', () => {
  it('answers a NUL in the login e-mail with the field message instead of a 500', async () => {
    const browser = new Browser(t.app);
    const response = await browser.write('POST', '25', '/login', {
      email: 'x\u0000y',
      password: 'whatever-1',
    });
    expect(response.statusCode).toBe(422);
    const message = 'メールアドレスに使用できない文字（制御文字など）が含まれています。';
    expect(response.json()).toEqual({ message, errors: { email: [message] } });
  });

  it('answers a lone surrogate in the account settings and changes nothing', async () => {
    const browser = await signedIn(t.app);
    const before = (await browser.get('25', '/settings/account')).json().data;
    const response = await browser.write('PATCH', '25', '/settings/account', {
      ...before,
      address: '東京都\ud800',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      address: ['住所に使用できない文字（制御文字など）が含まれています。'],
    });
    expect((await browser.get('25', '/settings/account')).json().data).toEqual(before);
  });

  it('answers a NUL in a query string and in a path parameter', async () => {
    const outbox = await consoleGet('/console/api/mail-outbox?to=a%00b');
    expect(outbox.statusCode).toBe(422);
    expect(outbox.json().errors).toEqual({
      to: ['宛先に使用できない文字（制御文字など）が含まれています。'],
    });

    const browser = await signedIn(t.app);
    const info = await browser.get('25', '/infos/1%00');
    expect(info.statusCode).toBe(422);
    expect(Object.keys(info.json().errors)).toEqual(['infoId']);
  });

  it('answers the console API alike for every text it stores', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/console/api/companies',
      headers: { authorization: `Bearer ${DEFAULT_CONSOLE_TOKEN}` },
      payload: { name: '株式会社\u0000', email: 'hr@nul.example' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['名称に使用できない文字（制御文字など）が含まれています。'],
    });
    const companies = (await consoleGet('/console/api/companies')).json().data;
    expect(companies.some((c: { email: string }) => c.email === 'hr@nul.example')).toBe(false);
  });

  it('answers an undecodable URL with a Laravel-shaped 400 that does not echo it', async () => {
    const response = await t.app.inject({ method: 'GET', url: api('25', '/infos/%FF') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'URL が正しくありません。' });
  });
});

it('answers the console CLI with the same field message (its input never passes the hook)', async () => {
  const context = {
    db: t.database.db,
    mail: null as never,
    notifications: null as never,
    live: null as never,
    publicUrl: 'http://x',
    now: () => new Date(),
  };
  await expect(
    runCommand(context, 'publish-announcement', { title: 'お知らせ\u0000', content: '<p>x</p>' }),
  ).rejects.toMatchObject({
    statusCode: 422,
    errors: { title: ['タイトルに使用できない文字（制御文字など）が含まれています。'] },
  });
});
