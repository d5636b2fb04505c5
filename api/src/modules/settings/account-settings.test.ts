import { DEMO_AGENCY, OTHER_AGENCY } from '../../seed/demo-data';
import { Browser, testAppForFile, signedIn } from '../../test/test-app';

const t = testAppForFile();

const account = {
  introductionCompanyName: '株式会社キャリアブリッジ',
  phoneNumber: '03-6271-4581',
  contactPersonnel: '佐藤 美咲',
  address: '東京都千代田区丸の内二丁目4番1号 丸の内ビルディング19階',
  email: 'demo@agency.example',
  additionalEmail: ['recruit-team@agency.example', 'sales@agency.example'],
};

it('answers 401 for every settings call without a session', async () => {
  const browser = new Browser(t.app);
  for (const path of [
    '/settings/account',
    '/settings/notifications',
    '/settings/permit-matchings',
  ]) {
    expect((await browser.get('25', path)).statusCode).toBe(401);
  }
  expect((await browser.write('PATCH', '25', '/settings/account', account)).statusCode).toBe(401);
});

describe('account', () => {
  it('answers the company fields, the login e-mail and the notification map', async () => {
    const browser = await signedIn(t.app);
    const data = (await browser.get('25', '/settings/account')).json().data;
    expect(data.introductionCompanyAccount).toEqual({
      introductionCompanyName: DEMO_AGENCY.name,
      phoneNumber: DEMO_AGENCY.phone,
      contactPersonnel: DEMO_AGENCY.contactPerson,
      address: DEMO_AGENCY.address,
      email: DEMO_AGENCY.account.email,
      additionalEmail: DEMO_AGENCY.additionalEmails,
    });
    expect(data.introductionNotificationSetting.chat).toEqual({
      value: false,
      label: 'チャット受信',
      mode: 'off',
    });
  });

  it('saves the whole object and reads it back', async () => {
    const browser = await signedIn(t.app);
    const saved = await browser.write('PATCH', '25', '/settings/account', account);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ data: null });
    expect(
      (await browser.get('25', '/settings/account')).json().data.introductionCompanyAccount,
    ).toEqual(account);
  });

  it("refuses invalid fields with each field's Japanese message", async () => {
    const browser = await signedIn(t.app);
    const response = await browser.write('PATCH', '25', '/settings/account', {
      ...account,
      phoneNumber: '電話してください',
      contactPersonnel: '',
      additionalEmail: ['ok@agency.example', 'not-an-address'],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      phoneNumber: ['電話番号の形式が正しくありません。'],
      contactPersonnel: ['担当者名は必須です。'],
      'additionalEmail.1': ['追加メールアドレスには有効なメールアドレスを指定してください。'],
    });
  });

  it('refuses an e-mail another account logs in with', async () => {
    const browser = await signedIn(t.app);
    const response = await browser.write('PATCH', '25', '/settings/account', {
      ...account,
      email: OTHER_AGENCY.account.email.toUpperCase(),
    });
    expect(response.json().errors).toEqual({
      email: ['このメールアドレスは既に登録されています。'],
    });
  });

  it("changes only the caller's agency", async () => {
    const other = await signedIn(t.app, 'other');
    const data = (await other.get('25', '/settings/account')).json().data
      .introductionCompanyAccount;
    expect(data.introductionCompanyName).toBe(OTHER_AGENCY.name);
  });
});

describe('password', () => {
  const change = (browser: Browser, body: object) =>
    browser.write('PATCH', '25', '/settings/password', body);

  it('refuses a wrong current password, a weak one and a mismatch, in Japanese', async () => {
    const browser = await signedIn(t.app);
    const wrong = await change(browser, {
      oldPassword: 'not-my-password-1',
      newPassword: 'new-pass-2026',
      newPasswordConfirmation: 'new-pass-2026',
    });
    expect(wrong.json()).toEqual({
      message: '現在のパスワードが正しくありません。',
      errors: { oldPassword: ['現在のパスワードが正しくありません。'] },
    });
    const weak = await change(browser, {
      oldPassword: DEMO_AGENCY.account.password,
      newPassword: '12345678',
      newPasswordConfirmation: '12345678',
    });
    expect(weak.json().errors.newPassword).toEqual([
      'パスワードは8文字以上255文字以下で、英字と数字をそれぞれ1文字以上含めてください。',
    ]);
    const mismatch = await change(browser, {
      oldPassword: DEMO_AGENCY.account.password,
      newPassword: 'new-pass-2026',
      newPasswordConfirmation: 'new-pass-2025',
    });
    expect(mismatch.json().errors).toEqual({
      newPasswordConfirmation: ['新しいパスワード（確認）が新しいパスワードと一致しません。'],
    });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const here = await signedIn(t.app);
    const elsewhere = await signedIn(t.app, 'demo', 'mid');
    const response = await change(here, {
      oldPassword: DEMO_AGENCY.account.password,
      newPassword: 'changed-pass-2026',
      newPasswordConfirmation: 'changed-pass-2026',
    });
    expect(response.statusCode).toBe(200);
    expect((await here.get('25', '/infos')).statusCode).toBe(200);
    expect((await elsewhere.get('mid', '/infos')).statusCode).toBe(401);
    await new Browser(t.app).login('25', { email: 'demo', password: 'changed-pass-2026' });
  });

  it('limits guesses at the current password: 429 with Retry-After', async () => {
    const browser = await signedIn(t.app, 'other');
    const guess = (oldPassword: string) =>
      change(browser, {
        oldPassword,
        newPassword: 'new-pass-2026',
        newPasswordConfirmation: 'new-pass-2026',
      });
    for (let i = 0; i < 5; i++) expect((await guess(`guess-${i}-x1`)).statusCode).toBe(422);
    const limited = await guess(OTHER_AGENCY.account.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
