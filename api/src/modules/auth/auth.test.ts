import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/agencies';
import { DEMO_AGENCY, OTHER_AGENCY } from '../../seed/demo-data';
import { api, Browser, testAppForFile, signedIn } from '../../test/test-app';

const t = testAppForFile();

const demo = DEMO_AGENCY.account;

/** A GET on site 25 that sends only the session cookie (a copied or fixed session id). */
const getWithSession = (path: string, sessionId: string) =>
  t.app.inject({ method: 'GET', url: api('25', path), cookies: { agency_session: sessionId } });

describe('POST /login', () => {
  it('logs in by e-mail and answers the account and company name', async () => {
    const browser = new Browser(t.app);
    const response = await browser.login('25', { email: demo.email, password: demo.password });
    expect(response.json()).toEqual({
      data: {
        userId: 'demo',
        email: 'demo@agency.example',
        introductionCompanyName: '株式会社キャリアブリッジ',
      },
    });
  });

  it('logs in by user ID, and by e-mail in another letter case', async () => {
    const byUserId = await new Browser(t.app).write('POST', '25', '/login', {
      email: demo.userId,
      password: demo.password,
      remember_me: false,
    });
    const byUpperCaseEmail = await new Browser(t.app).write('POST', 'mid', '/login', {
      email: demo.email.toUpperCase(),
      password: demo.password,
      remember_me: false,
    });
    expect(byUserId.statusCode).toBe(200);
    expect(byUpperCaseEmail.statusCode).toBe(200);
  });

  it('refuses a wrong password with 422 and the Japanese message', async () => {
    const response = await new Browser(t.app).write('POST', '25', '/login', {
      email: demo.email,
      password: 'wrong-password-1',
      remember_me: false,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'ログインに失敗しました',
      errors: { email: ['メールアドレス（ユーザーID）またはパスワードが正しくありません。'] },
    });
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const unknown = await new Browser(t.app).write('POST', '25', '/login', {
      email: 'nobody@agency.example',
      password: demo.password,
      remember_me: false,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('ログインに失敗しました');
  });

  it("does not accept one agency's password for another agency's account", async () => {
    const response = await new Browser(t.app).write('POST', '25', '/login', {
      email: OTHER_AGENCY.account.userId,
      password: demo.password,
      remember_me: false,
    });
    expect(response.statusCode).toBe(422);
  });

  it('regenerates the session: a new id, a new CSRF token, the old cookie no longer works', async () => {
    const browser = new Browser(t.app);
    const guestToken = await browser.csrfToken('25');
    const guestSession = browser.cookies.get('agency_session')!;
    await browser.login('25');
    const loggedInSession = browser.cookies.get('agency_session')!;
    expect(loggedInSession).not.toBe(guestSession);
    expect(await browser.csrfToken('25')).not.toBe(guestToken);

    const [oldRow] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, guestSession));
    expect(oldRow).toBeUndefined();
    const withOldCookie = await getWithSession('/sidebar/badges', guestSession);
    expect(withOldCookie.statusCode).toBe(401);

    // And a session id fixed before login does not become an authenticated one.
    const attacker = await getWithSession('/infos', guestSession);
    expect(attacker.statusCode).toBe(401);
  });

  it('gives a session cookie without remember-me and a 30-day cookie with it', async () => {
    const browser = new Browser(t.app);
    const token = await browser.csrfToken('25');
    const plain = await browser.request({
      method: 'POST',
      url: api('25', '/login'),
      headers: { 'x-xsrf-token': token },
      payload: { email: demo.userId, password: demo.password, remember_me: false },
    });
    const plainCookie = plain.cookies.find((c) => c.name === 'agency_session');
    expect(plainCookie?.maxAge).toBeUndefined();
    expect(plainCookie?.expires).toBeUndefined();

    const remembered = await new Browser(t.app).login('25', {
      email: demo.userId,
      password: demo.password,
      remember_me: true,
    });
    const rememberedCookie = remembered.cookies.find((c) => c.name === 'agency_session');
    expect(rememberedCookie?.maxAge).toBe(30 * 24 * 60 * 60);
    expect(rememberedCookie?.httpOnly).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, rememberedCookie!.value));
    expect(row.remember).toBe(true);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(30 * 24 * 60 * 60 * 1000);
  });

  it('keeps the service lines apart: a new-graduate login does not log in mid-career', async () => {
    const browser = await signedIn(t.app);
    expect((await browser.get('26', '/sidebar/badges')).statusCode).toBe(200);
    expect((await browser.get('mid', '/sidebar/badges')).statusCode).toBe(401);
  });
});

describe('malformed login bodies', () => {
  const post = async (payload: string, contentType = 'application/json') => {
    const browser = new Browser(t.app);
    const token = await browser.csrfToken('25');
    return browser.request({
      method: 'POST',
      url: api('25', '/login'),
      headers: { 'x-xsrf-token': token, 'content-type': contentType },
      payload,
    });
  };

  it('answers invalid JSON with 422', async () => {
    const response = await post('{"email": "demo", ');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('リクエストの形式が正しくありません。');
  });

  it('answers an empty JSON body with 422 naming the required fields', async () => {
    const response = await post('');
    expect(response.statusCode).toBe(422);
  });

  it('answers missing fields with 422 and a message per field', async () => {
    const response = await post('{}');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'メールアドレス（ユーザーID）は必須です。',
      errors: {
        email: ['メールアドレス（ユーザーID）は必須です。'],
        password: ['パスワードは必須です。'],
      },
    });
  });

  it('answers wrong types with 422', async () => {
    const response = await post(JSON.stringify({ email: 42, password: ['x'], remember_me: 'yes' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['メールアドレス（ユーザーID）には文字列を指定してください。'],
      password: ['パスワードには文字列を指定してください。'],
      remember_me: ['ログイン状態の保持には、true か false を指定してください。'],
    });
  });

  it('answers a JSON array or a plain-text body with 422, never 500', async () => {
    expect((await post('[1, 2]')).statusCode).toBe(422);
    expect((await post('email=demo', 'text/plain')).statusCode).toBe(422);
    expect((await post('{"__proto__": {"x": 1}}')).statusCode).toBe(422);
  });
});

describe('POST /logout', () => {
  it('ends the session: the row is gone, the cookie cleared, then 401', async () => {
    const browser = await signedIn(t.app);
    const sessionId = browser.cookies.get('agency_session')!;
    const response = await browser.write('POST', '25', '/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
    const cleared = response.cookies.find((c) => c.name === 'agency_session');
    expect(cleared?.value).toBe('');

    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row).toBeUndefined();
    expect((await browser.get('25', '/infos')).statusCode).toBe(401);
    const replayed = await getWithSession('/infos', sessionId);
    expect(replayed.statusCode).toBe(401);
  });

  it('answers 401 when nobody is logged in', async () => {
    const response = await new Browser(t.app).write('POST', '25', '/logout');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });
});
