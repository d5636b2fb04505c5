import { passwordResetTokens } from '../../db/schema/onboarding';
import { createAgency } from '../../company-console/service';
import { createAgencyInput } from '../../company-console/schemas';
import { digest } from '../../security/secrets';
import { Browser, testAppForFile, mailsTo, signedIn } from '../../test/test-app';

let now = new Date('2026-11-21T10:00:00+09:00');
const t = testAppForFile({ now: () => now });

let serial = 0;
/** A fresh account per test, so one test's reset never changes another's password. */
async function newAccount() {
  serial += 1;
  const account = {
    userId: `reset${serial}`,
    email: `reset${serial}@agency.example`,
    password: 'first-pass-2026',
  };
  await createAgency(
    t.database.db,
    createAgencyInput.parse({ name: `株式会社リセット${serial}`, email: account.email, account }),
  );
  return account;
}

const tokenFromMail = (text: string) => /reset-password\?token=([\w-]+)/.exec(text)?.[1] ?? '';

/** POST /forgot-password from a new browser. */
const forgot = (email: string, siteId: '25' | 'mid' = '25') =>
  new Browser(t.app).write('POST', siteId, '/forgot-password', { email });

async function requestLink(email: string, siteId: '25' | 'mid' = '25') {
  const response = await forgot(email, siteId);
  expect(response.statusCode).toBe(200);
  const [mail] = await mailsTo(t.app, email);
  return { response, mail, token: tokenFromMail(mail?.text ?? '') };
}

/** POST /reset-password from a new browser: the new password, confirmed the same unless told. */
const reset = (token: string, email: string, password: string, confirmation = password) =>
  new Browser(t.app).write('POST', '25', '/reset-password', {
    token,
    email,
    password,
    password_confirmation: confirmation,
  });

describe('POST /forgot-password', () => {
  it('mails a link to the service line it was asked from, and stores only a digest', async () => {
    const account = await newAccount();
    const { response, mail, token } = await requestLink(account.email, 'mid');
    expect(response.json()).toEqual({ data: null });
    expect(mail.subject).toBe('【紹介会社ポータル】パスワード再設定のご案内');
    expect(mail.text).toContain('http://portal.test/mid/employment-agency/reset-password?token=');
    expect(token.length).toBeGreaterThanOrEqual(40);
    const stored = await t.database.db.select().from(passwordResetTokens);
    expect(stored.some((row) => row.tokenDigest === token)).toBe(false);
    expect(stored.some((row) => row.tokenDigest === digest(token))).toBe(true);
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const account = await newAccount();
    const known = await forgot(account.email);
    const unknown = await forgot('nobody-here@agency.example');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo(t.app, 'nobody-here@agency.example')).toEqual([]);
  });

  it('refuses a malformed e-mail with 422', async () => {
    const response = await forgot('not-an-address');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual([
      'メールアドレスには有効なメールアドレスを指定してください。',
    ]);
  });

  it('limits reissue mails per address: 429 with Retry-After', async () => {
    const account = await newAccount();
    for (let i = 0; i < 3; i++) await requestLink(account.email);
    const limited = await forgot(account.email);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().errors.email[0]).toMatch(/秒後に再度お試しください。$/);
    expect(await mailsTo(t.app, account.email)).toHaveLength(3);
  });
});

describe('POST /reset-password', () => {
  it('sets the new password, ends every session of the account, and works once', async () => {
    const account = await newAccount();
    const elsewhere = await signedIn(t.app, { email: account.userId, password: account.password });
    const { token } = await requestLink(account.email);
    const done = await reset(token, account.email.toUpperCase(), 'second-pass-2026');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ data: null });

    expect((await elsewhere.get('25', '/infos')).statusCode).toBe(401);
    await new Browser(t.app).login('25', { email: account.userId, password: 'second-pass-2026' });
    const old = await new Browser(t.app).write('POST', '25', '/login', {
      email: account.userId,
      password: account.password,
      remember_me: false,
    });
    expect(old.statusCode).toBe(422);

    const again = await reset(token, account.email.toUpperCase(), 'third-pass-2026');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'パスワードリセットに失敗しました',
      errors: {
        token: [
          'このパスワード再設定リンクは無効か、有効期限が切れています。もう一度パスワード再発行を行ってください。',
        ],
      },
    });
  });

  it('lifts the lockout of wrong passwords: the new password works at once', async () => {
    const account = await newAccount();
    const login = (password: string) =>
      new Browser(t.app).write('POST', '25', '/login', {
        email: account.userId,
        password,
        remember_me: false,
      });
    for (let i = 1; i <= 5; i++) expect((await login(`wrong-pass-${i}`)).statusCode).toBe(422);
    expect((await login(account.password)).statusCode).toBe(429);

    const { token } = await requestLink(account.email);
    const done = await reset(token, account.email, 'second-pass-2026');
    expect(done.statusCode).toBe(200);
    expect((await login('second-pass-2026')).statusCode).toBe(200);
  });

  it('lifts the lock of every address and the per-account ceiling', async () => {
    const account = await newAccount();
    const login = async (password: string, remoteAddress: string) => {
      const browser = new Browser(t.app);
      const token = await browser.csrfToken('25');
      return browser.request({
        method: 'POST',
        url: '/25/employment-agency/api/login',
        headers: { 'x-xsrf-token': token },
        payload: { email: account.email, password, remember_me: false },
        remoteAddress,
      });
    };
    for (let i = 0; i < 50; i++) {
      const address = `192.0.2.${100 + Math.floor(i / 5)}`;
      expect((await login(`wrong-pass-${i}`, address)).statusCode).toBe(422);
    }
    expect((await login(account.password, '192.0.2.100')).statusCode).toBe(429);
    expect((await login(account.password, '198.51.100.1')).statusCode).toBe(429);

    const { token } = await requestLink(account.email);
    const password = 'third-pass-2026';
    const done = await reset(token, account.email, password);
    expect(done.statusCode).toBe(200);
    expect((await login(password, '192.0.2.100')).statusCode).toBe(200);
    expect((await login(password, '198.51.100.1')).statusCode).toBe(200);
  });

  it('refuses a link older than 60 minutes', async () => {
    const account = await newAccount();
    const { token } = await requestLink(account.email);
    now = new Date(now.getTime() + 61 * 60_000);
    const response = await reset(token, account.email, 'second-pass-2026');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.token).toBeDefined();
  });

  it("refuses another address's link and keeps it usable for its owner", async () => {
    const account = await newAccount();
    const other = await newAccount();
    const { token } = await requestLink(account.email);
    expect((await reset(token, other.email, 'second-pass-2026')).statusCode).toBe(422);
    expect((await reset(token, account.email, 'second-pass-2026')).statusCode).toBe(200);
  });

  it('only honours the newest link', async () => {
    const account = await newAccount();
    const first = await requestLink(account.email);
    const second = await requestLink(account.email);
    expect((await reset(first.token, account.email, 'second-pass-2026')).statusCode).toBe(422);
    expect((await reset(second.token, account.email, 'second-pass-2026')).statusCode).toBe(200);
  });

  it('applies the password policy and the confirmation, in Japanese', async () => {
    const account = await newAccount();
    const { token } = await requestLink(account.email);
    const weak = await reset(token, account.email, 'onlyletters');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toEqual([
      'パスワードは8文字以上255文字以下で、英字と数字をそれぞれ1文字以上含めてください。',
    ]);
    const mismatch = await reset(token, account.email, 'second-pass-2026', 'second-pass-2027');
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ['パスワード（確認）がパスワードと一致しません。'],
    });
    // Refusals did not spend the token.
    expect((await reset(token, account.email, 'second-pass-2026')).statusCode).toBe(200);
  });
});
