import { Browser, consoleCall, consoleCreate, testAppForFile, mailsTo } from '../../test/test-app';

let now = new Date('2026-11-21T10:00:00+09:00');
const t = testAppForFile({ now: () => now });

const operator = (url: string, payload: object) => consoleCreate(t.app, url, payload);

let serial = 0;
/** An agency created by the operator without an account, and a company code for its e-mail. */
async function onboardedAgency() {
  serial += 1;
  const email = `owner${serial}@new-agency.example`;
  const { agency } = await operator('/agencies', { name: `仮登録エージェント${serial}`, email });
  const issued = await operator('/company-codes', { agencyId: agency.id, email });
  return { agencyId: agency.id as number, email, code: issued.companyCode as string };
}

const signupBody = (email: string, companyCode: string, userId = `owner${serial}`) => ({
  userId,
  password: 'owner-pass-2026',
  email,
  companyName: '株式会社みなとキャリア',
  phone: '045-222-1010',
  contactPerson: '小林 真理',
  address: '神奈川県横浜市西区みなとみらい二丁目3番1号',
  companyCode,
});

describe('company code → welcome → sign-up', () => {
  it('mails the issued code to the e-mail it was issued for', async () => {
    const { email, code } = await onboardedAgency();
    const [mail] = await mailsTo(t.app, email);
    expect(mail.subject).toBe('【紹介会社ポータル】アカウント登録のご案内（企業コード）');
    expect(mail.text).toContain(`企業コード：${code}`);
    expect(mail.text).toContain('http://portal.test/25/employment-agency/welcome');
  });

  it('authenticates the code only with its e-mail', async () => {
    const { email, code } = await onboardedAgency();
    const auth = (body: object) =>
      new Browser(t.app).write('POST', '25', '/company-code-auth', body);
    const wrongCode = await auth({ company_code: 'WRONGCODE123', email });
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json()).toEqual({
      message: '企業コード認証に失敗しました',
      errors: { company_code: ['企業コードまたはメールアドレスが正しくありません。'] },
    });
    expect((await auth({ company_code: code, email: 'someone@else.example' })).statusCode).toBe(
      422,
    );
    const ok = await auth({ company_code: code.toLowerCase(), email: email.toUpperCase() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: null });
  });

  it('signs the main account up, logs it in, and fills in the agency', async () => {
    const { email, code } = await onboardedAgency();
    const browser = new Browser(t.app);
    const response = await browser.write(
      'POST',
      '25',
      '/signup/store-account-info',
      signupBody(email, code),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { userId: `owner${serial}`, email, introductionCompanyName: '株式会社みなとキャリア' },
    });
    expect((await browser.get('25', '/infos')).statusCode).toBe(200);
    const account = (await browser.get('25', '/settings/account')).json().data
      .introductionCompanyAccount;
    expect(account).toMatchObject({
      phoneNumber: '045-222-1010',
      contactPersonnel: '小林 真理',
      email,
    });
  });

  it("gives the agency's invitations the company code its main account signed up with (spec 1 §2)", async () => {
    const { agencyId, email, code } = await onboardedAgency();
    await new Browser(t.app).write(
      'POST',
      '25',
      '/signup/store-account-info',
      signupBody(email, code),
    );
    const { hashId } = await operator('/invitations', {
      agencyId,
      email: `staff${serial}@new-agency.example`,
    });
    const verified = await new Browser(t.app).write('POST', '25', '/verify-hash', { hashId });
    expect(verified.json().data.companyCode).toBe(code);
    // The sub-account sends the code it was shown.
    const created = await new Browser(t.app).write('POST', '25', '/signup/store-sub-account', {
      userId: `staff${serial}`,
      password: 'staff-pass-2026',
      hashId,
      companyCode: code,
    });
    expect(created.statusCode).toBe(200);
  });

  it('never signs up a second main account from one code', async () => {
    const { email, code } = await onboardedAgency();
    const first = await new Browser(t.app).write(
      'POST',
      '25',
      '/signup/store-account-info',
      signupBody(email, code),
    );
    expect(first.statusCode).toBe(200);
    const second = await new Browser(t.app).write(
      'POST',
      '25',
      '/signup/store-account-info',
      signupBody(email, code, `second${serial}`),
    );
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.companyCode).toBeDefined();
    const reauth = await new Browser(t.app).write('POST', '25', '/company-code-auth', {
      company_code: code,
      email,
    });
    expect(reauth.statusCode).toBe(422);
  });

  it('lets exactly one of two simultaneous sign-ups with one code through', async () => {
    const { email, code } = await onboardedAgency();
    const responses = await Promise.all(
      ['race-a', 'race-b'].map((userId) =>
        new Browser(t.app).write('POST', '25', '/signup/store-account-info', {
          ...signupBody(email, code, `${userId}${serial}`),
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });

  it('validates the form in Japanese and keeps the code when it refuses', async () => {
    const { email, code } = await onboardedAgency();
    const post = (body: object) =>
      new Browser(t.app).write('POST', '25', '/signup/store-account-info', body);
    const invalid = await post({
      ...signupBody(email, code),
      userId: 'has@sign',
      password: 'password',
      companyName: ' ',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      userId: ['ユーザーIDは半角英数字と . _ - の64文字以内で入力してください。'],
      password: [
        'パスワードは8文字以上255文字以下で、英字と数字をそれぞれ1文字以上含めてください。',
      ],
      companyName: ['会社名は必須です。'],
    });
    const taken = await post(signupBody(email, code, 'demo'));
    expect(taken.json().errors).toEqual({ userId: ['このユーザーIDは既に使用されています。'] });
    expect((await post(signupBody(email, code))).statusCode).toBe(200);
  });

  it('limits code guesses per e-mail: 429 with Retry-After, even for the right code', async () => {
    const { email, code } = await onboardedAgency();
    const auth = (companyCode: string) =>
      new Browser(t.app).write('POST', '25', '/company-code-auth', {
        company_code: companyCode,
        email,
      });
    for (let i = 0; i < 5; i++) expect((await auth(`WRONG-CODE-${i}`)).statusCode).toBe(422);
    const limited = await auth(code);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().errors.company_code[0]).toMatch(/秒後に再度お試しください。$/);
    now = new Date(now.getTime() + 16 * 60_000);
    expect((await auth(code)).statusCode).toBe(200);
  });
});

describe('invitation → sub-account sign-up', () => {
  async function invite(email: string, expiresInHours?: number) {
    const data = await operator('/invitations', {
      agencyId: 1,
      email,
      ...(expiresInHours ? { expiresInHours } : {}),
    });
    return data.hashId as string;
  }

  it('mails the link, prefills the form from the agency, and signs the sub-account up once', async () => {
    const hashId = await invite('staff1@agency.example');
    const [mail] = await mailsTo(t.app, 'staff1@agency.example');
    expect(mail.text).toContain(`http://portal.test/25/employment-agency/signup/${hashId}`);

    const verified = await new Browser(t.app).write('POST', '25', '/verify-hash', { hashId });
    expect(verified.json()).toEqual({
      data: {
        email: 'staff1@agency.example',
        introductionCompanyName: '株式会社キャリアブリッジ',
        phoneNumber: '03-6271-4580',
        address: '東京都千代田区丸の内二丁目4番1号 丸の内ビルディング18階',
        // The demo agency's main account was seeded, not signed up with a code.
        companyCode: '',
      },
    });

    const browser = new Browser(t.app);
    const body = {
      userId: 'staff1',
      password: 'staff-pass-2026',
      email: 'ignored@elsewhere.example',
      companyName: '株式会社キャリアブリッジ',
      phone: '03-6271-4580',
      contactPerson: '鈴木 一郎',
      address: '東京都',
      hashId,
    };
    const created = await browser.write('POST', '25', '/signup/store-sub-account', body);
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toEqual({
      userId: 'staff1',
      email: 'staff1@agency.example',
      introductionCompanyName: '株式会社キャリアブリッジ',
    });
    // The sub-account works in its agency's data.
    const companies = (
      await browser.get('25', '/job-companies?permitMatchingStatus=MATCHED')
    ).json().data;
    expect(companies).toHaveLength(5);

    const reused = await new Browser(t.app).write('POST', '25', '/signup/store-sub-account', {
      ...body,
      userId: 'staff1b',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({
      hashId: ['この招待リンクは無効か、有効期限が切れています。'],
    });
    expect(
      (await new Browser(t.app).write('POST', '25', '/verify-hash', { hashId })).statusCode,
    ).toBe(422);
  });

  it('refuses an expired invitation and an unknown hash', async () => {
    const hashId = await invite('staff2@agency.example', 1);
    now = new Date(now.getTime() + 61 * 60_000);
    const expired = await new Browser(t.app).write('POST', '25', '/verify-hash', { hashId });
    expect(expired.statusCode).toBe(422);
    const unknown = await new Browser(t.app).write('POST', '25', '/verify-hash', {
      hashId: 'x'.repeat(32),
    });
    expect(unknown.json().errors.hashId).toEqual([
      'この招待リンクは無効か、有効期限が切れています。',
    ]);
  });

  it('does not invite an e-mail that already has an account', async () => {
    const response = await consoleCall(t.app, 'POST', '/invitations', {
      agencyId: 1,
      email: 'demo@agency.example',
    });
    expect(response.statusCode).toBe(422);
  });
});
