import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { MailService } from '../mail/mail-service';
import { Browser, createTestApp, testAppForFile, signedIn } from '../test/test-app';
import { runCommand } from './commands';
import { NotificationService } from '../notifications/notification-service';
import { createInProcessHub } from '../live/live-hub';
import { defineJob, enqueueJob, Runner } from '../background/runner';
import type { Services } from '../services';

const t = testAppForFile({ config: { consoleToken: 'test-console-token' } });

const consoleCall = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/console/api${url}`,
    headers: { authorization: 'Bearer test-console-token' },
    ...(payload ? { payload } : {}),
  });

const newAgency = {
  name: '株式会社ひかりキャリア',
  phone: '092-711-3300',
  contactPerson: '中村 優子',
  address: '福岡県福岡市中央区天神一丁目10番1号',
  email: 'info@hikari-career.example',
  account: { userId: 'hikari', email: 'admin@hikari-career.example', password: 'hikari-pass-2026' },
};

describe('console token', () => {
  it('answers 401 without the token, with a wrong one, or with only an agency session', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/console/api/agencies' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Unauthenticated.' });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/console/api/agencies',
      headers: { authorization: 'Bearer dev-console-token' },
    });
    expect(wrong.statusCode).toBe(401);
    const agency = await signedIn(t.app);
    expect((await agency.request({ method: 'GET', url: '/console/api/agencies' })).statusCode).toBe(
      401,
    );
  });

  it('is closed when no token is configured', async () => {
    const closed = await createTestApp({ config: { consoleToken: undefined } });
    try {
      const response = await closed.app.inject({
        method: 'GET',
        url: '/console/api/agencies',
        headers: { authorization: 'Bearer undefined' },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await closed.close();
    }
  });
});

describe('console operations', () => {
  let agencyId: number;
  let companyId: number;

  it('creates an agency with its main account, which can then log in', async () => {
    const response = await consoleCall('POST', '/agencies', newAgency);
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data.agency).toMatchObject({ name: newAgency.name, email: newAgency.email });
    expect(data.account).toEqual({
      id: expect.any(Number),
      userId: 'hikari',
      email: newAgency.account.email,
    });
    expect(JSON.stringify(data)).not.toContain('argon2');
    agencyId = data.agency.id;

    const login = await new Browser(t.app).login('mid', {
      email: 'hikari',
      password: newAgency.account.password,
    });
    expect(login.json().data.introductionCompanyName).toBe('株式会社ひかりキャリア');
  });

  it('refuses a taken user ID and malformed input with 422', async () => {
    const taken = await consoleCall('POST', '/agencies', newAgency);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({
      'account.userId': ['このユーザーIDは既に使用されています。'],
    });
    const malformed = await consoleCall('POST', '/agencies', { name: '', email: 'not-an-email' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toMatchObject({
      name: ['名称は必須です。'],
      email: ['メールアドレスには有効なメールアドレスを指定してください。'],
    });
  });

  it('creates a hiring company with a generated company code and links it', async () => {
    const created = await consoleCall('POST', '/companies', {
      name: '株式会社九州テクノサービス',
      email: 'recruit@kyushu-techno.example',
    });
    expect(created.statusCode).toBe(201);
    companyId = created.json().data.id;
    expect(created.json().data.companyCode).toMatch(/^[A-Z2-9]{10}$/);

    const agency = new Browser(t.app);
    await agency.login('25', { email: 'hikari', password: newAgency.account.password });
    const matched = () => agency.get('25', '/job-companies?permitMatchingStatus=MATCHED');
    expect((await matched()).json().data).toEqual([]);

    const unmatched = await consoleCall('PUT', '/links', {
      agencyId,
      companyId,
      status: 'UNMATCHED',
    });
    expect(unmatched.statusCode).toBe(200);
    expect((await agency.get('25', '/sidebar/badges')).json().data.unmatchedCompany).toBe(1);

    await consoleCall('PUT', '/links', { agencyId, companyId, status: 'MATCHED' });
    expect((await matched()).json().data).toEqual([
      { id: companyId, name: '株式会社九州テクノサービス' },
    ]);
    expect((await agency.get('25', '/sidebar/badges')).json().data.unmatchedCompany).toBe(0);

    const bad = await consoleCall('PUT', '/links', {
      agencyId,
      companyId: 999999,
      status: 'LINKED',
    });
    expect(bad.statusCode).toBe(422);
  });

  it('publishes an announcement with its HTML sanitised, to one agency and one site', async () => {
    const response = await consoleCall('POST', '/announcements', {
      title: '【ひかりキャリア様】ご利用開始のご案内',
      content:
        '<p onclick="steal()">ご利用ありがとうございます。<strong>重要</strong></p>' +
        '<script>alert(document.cookie)</script><ul><li>一覧</li></ul>' +
        '<a href="javascript:alert(1)">危険なリンク</a><a href="https://support.portal.example" target="_blank">サポート</a>' +
        '<img src="x" onerror="alert(1)"><style>body{display:none}</style>',
      siteId: 'mid',
      agencyId,
    });
    expect(response.statusCode).toBe(201);
    const content: string = response.json().data.content;
    expect(content).not.toMatch(
      /script|onclick|onerror|javascript:|<style|display:none|document\.cookie/,
    );
    expect(content).toContain('<p>ご利用ありがとうございます。<strong>重要</strong></p>');
    expect(content).toContain('<li>一覧</li>');
    expect(content).toContain('href="https://support.portal.example"');

    const agency = new Browser(t.app);
    await agency.login('mid', { email: 'hikari', password: newAgency.account.password });
    const titles = (await agency.get('mid', '/infos'))
      .json()
      .data.map((i: { title: string }) => i.title);
    expect(titles).toContain('【ひかりキャリア様】ご利用開始のご案内');
    const demo = await signedIn(t.app, 'demo', 'mid');
    const demoTitles = (await demo.get('mid', '/infos'))
      .json()
      .data.map((i: { title: string }) => i.title);
    expect(demoTitles).not.toContain('【ひかりキャリア様】ご利用開始のご案内');
  });

  it('reads the mail outbox, newest first, filtered by recipient', async () => {
    const mail = new MailService(t.database.db, null, 'portal@example.test');
    await mail.send({ to: 'a@agency.example', subject: '一通目', text: '本文1' });
    await mail.send({ to: 'b@agency.example', subject: '二通目', text: '本文2' });
    const all = await consoleCall('GET', '/mail-outbox');
    expect(all.statusCode).toBe(200);
    expect(
      all
        .json()
        .data.slice(0, 2)
        .map((m: { subject: string }) => m.subject),
    ).toEqual(['二通目', '一通目']);
    const filtered = await consoleCall('GET', '/mail-outbox?to=a@agency.example');
    expect(filtered.json().data).toEqual([
      expect.objectContaining({
        to: 'a@agency.example',
        subject: '一通目',
        text: '本文1',
        sentAt: null,
      }),
    ]);
  });
});

const consoleContext = () => {
  const mail = new MailService(t.database.db, null, 'portal@example.test');
  return {
    db: t.database.db,
    mail,
    notifications: new NotificationService(t.database.db, mail),
    publicUrl: 'http://portal.test',
    now: () => new Date(),
    live: createInProcessHub(),
  };
};

describe('console CLI', () => {
  it('runs the same operations with the same validation', async () => {
    const company = (await runCommand(consoleContext(), 'create-company', {
      name: '株式会社北海道フロンティア',
      email: 'jinji@hokkaido-frontier.example',
      companyCode: 'HKDFRT2026',
    })) as { id: number; companyCode: string };
    expect(company.companyCode).toBe('HKDFRT2026');
    await expect(
      runCommand(consoleContext(), 'create-company', {
        name: '重複',
        email: 'x@example.com',
        companyCode: 'HKDFRT2026',
      }),
    ).rejects.toMatchObject({
      statusCode: 422,
      errors: { companyCode: ['この企業コードは既に使用されています。'] },
    });
  });

  it('creates an agency without an account and issues its company code and an invitation', async () => {
    const context = consoleContext();
    const created = (await runCommand(context, 'create-agency', {
      name: '株式会社しずおかジョブ',
      email: 'owner@shizuoka-job.example',
    })) as { agency: { id: number }; account: null };
    expect(created.account).toBeNull();
    const code = (await runCommand(context, 'issue-company-code', {
      agencyId: created.agency.id,
      email: 'owner@shizuoka-job.example',
      siteId: 'mid',
    })) as { companyCode: string; welcomeUrl: string };
    expect(code.companyCode).toMatch(/^[A-Z2-9]{12}$/);
    expect(code.welcomeUrl).toBe('http://portal.test/mid/employment-agency/welcome');
    const invitation = (await runCommand(context, 'issue-invitation', {
      agencyId: created.agency.id,
      email: 'staff@shizuoka-job.example',
    })) as { signupUrl: string; hashId: string };
    expect(invitation.signupUrl).toBe(
      `http://portal.test/25/employment-agency/signup/${invitation.hashId}`,
    );
    const mails = await context.mail.list({ limit: 2 });
    expect(mails.map((mail) => mail.to)).toEqual([
      'staff@shizuoka-job.example',
      'owner@shizuoka-job.example',
    ]);
    await expect(
      runCommand(context, 'issue-company-code', { agencyId: 999999, email: 'x@example.com' }),
    ).rejects.toMatchObject({
      statusCode: 422,
      errors: { agencyId: ['指定された紹介会社が存在しません。'] },
    });
  });

  it('prints its usage and exits 2 for an unknown command', () => {
    const apiRoot = path.resolve(__dirname, '../..');
    const result = spawnSync(
      process.execPath,
      ['-r', '@swc-node/register', 'src/company-console/cli.ts', 'no-such-command'],
      { cwd: apiRoot, encoding: 'utf8' },
    );
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('publish-announcement');
    expect(result.stderr).toContain('list-background-jobs');
    expect(result.stderr).toContain('retry-background-job');
    expect(result.stdout).toBe('');
  });
});

describe('background jobs', () => {
  let calls = 0;
  const failing = defineJob<{ n: number }>('console-test-failing', {
    maxAttempts: 2,
    backoff: () => 0,
    run: () => {
      calls += 1;
      if (calls <= 2) throw new Error('宛先のサーバーが応答しません');
    },
  });
  const runner = () =>
    new Runner({
      services: { db: t.database.db, now: () => new Date() } as unknown as Services,
      kinds: [failing.kind],
    });

  it('lists the dead letters with their error (HTTP and CLI) and retries one', async () => {
    const job = (await enqueueJob(t.database.db, failing, { n: 1 }))!;
    expect(await runner().runDue()).toBe(2);

    const dead = await consoleCall('GET', `/background-jobs?state=dead&kind=${failing.kind}`);
    expect(dead.statusCode).toBe(200);
    expect(dead.json().data).toEqual([
      expect.objectContaining({
        id: job.id,
        kind: failing.kind,
        state: 'dead',
        attempts: 2,
        maxAttempts: 2,
        payload: { n: 1 },
        lastError: 'Error: 宛先のサーバーが応答しません',
      }),
    ]);
    const viaCli = (await runCommand(consoleContext(), 'list-background-jobs', {
      state: 'dead',
      kind: failing.kind,
    })) as { id: number }[];
    expect(viaCli.map((row) => row.id)).toEqual([job.id]);
    const done = await consoleCall('GET', `/background-jobs?state=done&kind=${failing.kind}`);
    expect(done.json().data).toEqual([]);

    const retried = await consoleCall('POST', `/background-jobs/${job.id}/retry`);
    expect(retried.statusCode).toBe(201);
    expect(retried.json().data).toMatchObject({ id: job.id, state: 'queued', attempts: 0 });
    expect(await runner().runDue()).toBe(1);
    const after = await consoleCall('GET', `/background-jobs?kind=${failing.kind}`);
    expect(after.json().data).toEqual([
      expect.objectContaining({ id: job.id, state: 'done', attempts: 1, lastError: null }),
    ]);
    await expect(
      runCommand(consoleContext(), 'retry-background-job', { id: job.id }),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('refuses a bad state, limit or id with 422 and an unknown job with 404', async () => {
    for (const query of ['state=lost', 'limit=0', 'limit=abc']) {
      const response = await consoleCall('GET', `/background-jobs?${query}`);
      expect(`${query} ${response.statusCode}`).toBe(`${query} 422`);
    }
    expect((await consoleCall('POST', '/background-jobs/abc/retry')).statusCode).toBe(422);
    expect((await consoleCall('POST', '/background-jobs/99999999/retry')).statusCode).toBe(404);
    await expect(
      runCommand(consoleContext(), 'list-background-jobs', { state: 'lost' }),
    ).rejects.toMatchObject({ statusCode: 422, errors: { state: [expect.any(String)] } });
  });
});
