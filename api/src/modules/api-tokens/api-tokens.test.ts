// API連携 (issue 30): personal API tokens. The main account creates them (the secret once, only its
// hash kept), a token calls the same routes as the screens with `Authorization: Bearer` and no
// cookie or CSRF, sees only its agency, a read-only one is refused every write, a bad bearer is a
// 401 even beside a good cookie, revoking and expiry take effect at once, each token has its rate,
// sub-accounts create their own only when allowed, and the audit trail names the token.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ApiTokenList } from '@portal/shared/contract/api-tokens';
import type { AuditPage } from '@portal/shared/contract/audit';
import type { SiteId } from '@portal/shared/contract';
import { apiTokens } from '../../db/schema/api-tokens';
import { READ_ONLY_TOKEN_MESSAGE, SESSION_ONLY_MESSAGE } from '../../plugins/api-token';
import { DEMO_STAFF } from '../../seed/demo-data';
import { createAppWithRoutes, fillUrl, isWrite, type RegisteredRoute } from '../../test/routes';
import { api, Browser, createTestApp, signedIn, type TestApp } from '../../test/test-app';
import { demoApplicant, otherAgencyReferral } from '../candidates/fixtures.test-helper';
import { answers, openJob } from '../referrals/referral-test-support';
import { multipart } from '../referrals/multipart-test-helper';
import { createToken } from './api-tokens-test-kit';
import { SUB_ACCOUNT_TOKENS_OFF_MESSAGE, TOKEN_POLICY_MAIN_ONLY_MESSAGE } from './routes';

jest.setTimeout(120_000);

let t: TestApp;
let routes: RegisteredRoute[];
let main: Browser;

beforeAll(async () => {
  ({ t, routes } = await createAppWithRoutes());
  main = await signedIn(t.app);
});
afterAll(() => t.close());

/** A request as a program sends it: the bearer token, no cookie, no CSRF header. */
function withToken(
  secret: string,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${secret}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

const list = async (browser: Browser): Promise<ApiTokenList> =>
  (await browser.get('25', '/settings/api-tokens')).json().data;

const applicant = {
  seiKanji: '連携',
  meiKanji: '花子',
  seiKana: 'レンケイ',
  meiKana: 'ハナコ',
  email: 'hanako.renkei@student.example',
  phone: '090-3333-4444',
  directMessageFlag: true,
};

describe('creating a token', () => {
  it('answers the secret once and keeps only its SHA-256', async () => {
    const { token, secret } = await createToken(main, { name: 'PORTERS同期', scope: 'write' });
    expect(secret).toMatch(/^pat_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: 'PORTERS同期', scope: 'write', lastUsedAt: null });
    expect(token.hint).toBe(`pat_…${secret.slice(-4)}`);
    // 90 days unless chosen.
    const days = (Date.parse(token.expiresAt) - Date.parse(token.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(90);
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, token.id));
    expect(row.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    const dump = JSON.stringify(await t.database.db.select().from(apiTokens));
    expect(dump).not.toContain(secret);
    // The list never shows it again.
    const listed = await list(main);
    expect(listed.tokens.find((item) => item.id === token.id)).toEqual(token);
    expect(JSON.stringify(listed)).not.toContain(secret);
  });

  it('acts as the staff member the main account chooses, of its own agency only', async () => {
    const staff: { id: number; userId: string }[] = (await main.get('25', '/settings/staff')).json()
      .data;
    const tanaka = staff.find((member) => member.userId === DEMO_STAFF[0].userId)!;
    const { token } = await createToken(main, {
      name: '田中の同期',
      scope: 'read',
      accountId: tanaka.id,
    });
    expect(token).toMatchObject({ accountId: tanaka.id, accountName: DEMO_STAFF[0].name });
    const other = await signedIn(t.app, 'other');
    const answer = await other.write('POST', '25', '/settings/api-tokens', {
      name: '他社のスタッフとして',
      scope: 'read',
      accountId: tanaka.id,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toHaveProperty('accountId');
  });

  it('refuses a name too long, an unknown scope and an expiry not offered with 422', async () => {
    for (const body of [
      { name: '', scope: 'read' },
      { name: 'x'.repeat(51), scope: 'read' },
      { name: 'a', scope: 'admin' },
      { name: 'a', scope: 'read', expiresInDays: 7 },
      { name: 'a', scope: 'read', accountId: '1' },
    ]) {
      const answer = await main.write('POST', '25', '/settings/api-tokens', body);
      expect(`${JSON.stringify(body)} ${answer.statusCode}`).toBe(`${JSON.stringify(body)} 422`);
    }
  });
});

describe('a token calls the api as its staff member', () => {
  it('lists, registers and refers without a cookie or a CSRF header, and stamps its last use', async () => {
    const { token, secret } = await createToken(main, { name: 'CRM', scope: 'write' });
    const listed = await withToken(secret, 'GET', api('25', '/applicants?limit=5'));
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.items.length).toBeGreaterThan(0);
    const created = await withToken(secret, 'POST', api('25', '/applicants'), applicant);
    expect(created.statusCode).toBe(201);
    const applicantId: number = created.json().data.id;

    const job = await openJob(main);
    const body = multipart([
      ...answers({
        sei: applicant.seiKanji,
        phone: applicant.phone,
        email: applicant.email,
      }).filter((part) => part.name !== 'introductionApplicantId'),
      { name: 'introductionApplicantId', value: String(applicantId) },
    ]);
    const referred = await withToken(
      secret,
      'POST',
      api('25', `/jobs/${job.id}/candidates`),
      body.payload,
      body.headers,
    );
    expect(referred.statusCode).toBe(201);
    const candidates = (await main.get('25', `/applicants/${applicantId}/candidates`)).json().data;
    expect(JSON.stringify(candidates)).toContain(`"id":${referred.json().data.candidateId}`);

    const stamped = (await list(main)).tokens.find((item) => item.id === token.id)!;
    expect(stamped.lastUsedAt).not.toBeNull();
  });

  it('works on every site id of its agency (mid included)', async () => {
    const { secret } = await createToken(main, { name: '中途', scope: 'read' });
    for (const siteId of ['23', '25', '28', 'mid'] as SiteId[]) {
      const answer = await withToken(secret, 'GET', api(siteId, '/settings/account'));
      expect(`${siteId} ${answer.statusCode}`).toBe(`${siteId} 200`);
    }
  });

  it('records its writes in the audit trail as 「API連携: <token name>」 beside the staff member', async () => {
    const { secret } = await createToken(main, { name: 'Zoho同期', scope: 'write' });
    const created = await withToken(secret, 'POST', api('25', '/applicants'), {
      ...applicant,
      seiKanji: '監査',
      email: 'kansa@student.example',
      phone: '090-5555-6666',
    });
    expect(created.statusCode).toBe(201);
    const page: AuditPage = (await main.get('25', '/audit-records?action=applicant.created')).json()
      .data;
    const record = page.records.find((entry) => entry.targetId === created.json().data.id)!;
    expect(record.actor).toMatchObject({ kind: 'account', apiToken: 'Zoho同期' });
    const csv = (await main.get('25', '/audit-records/export?action=applicant.created')).body;
    expect(csv).toContain(`${record.actor.name}（API連携: Zoho同期）`);
    // A write from the screens names no token.
    const screen = await main.write('POST', '25', '/applicants', {
      ...applicant,
      seiKanji: '画面',
      email: 'gamen@student.example',
      phone: '090-7777-8888',
    });
    const again: AuditPage = (
      await main.get('25', '/audit-records?action=applicant.created')
    ).json().data;
    const own = again.records.find((entry) => entry.targetId === screen.json().data.id)!;
    expect(own.actor.apiToken ?? null).toBeNull();
  });

  it("names the token on the dashboard's writes too: a task and the 回答待ち thresholds", async () => {
    const { secret } = await createToken(main, { name: 'タスク同期', scope: 'write' });
    const { applicant: own } = await demoApplicant(t.database.db, '佐藤');
    const task = await withToken(secret, 'POST', api('25', '/dashboard/tasks'), {
      applicantId: own.id,
      title: '書類を催促する',
      dueAt: '2026-12-01',
    });
    expect(task.statusCode).toBe(201);
    const taskId: number = task.json().data.id;
    const done = await withToken(secret, 'PATCH', api('25', `/dashboard/tasks/${taskId}`), {
      done: true,
    });
    expect(done.statusCode).toBe(200);
    expect(
      (await withToken(secret, 'DELETE', api('25', `/dashboard/tasks/${taskId}`))).statusCode,
    ).toBe(200);
    const thresholds = await withToken(secret, 'PUT', api('25', '/settings/waiting-thresholds'), {
      documentsDays: 4,
      interviewResultDays: 6,
    });
    expect(thresholds.statusCode).toBe(200);
    const named = async (action: string) => {
      const page: AuditPage = (await main.get('25', `/audit-records?action=${action}`)).json().data;
      return page.records[0]?.actor.apiToken;
    };
    for (const action of [
      'task.created',
      'task.completed',
      'task.deleted',
      'settings.waiting_thresholds_changed',
    ]) {
      expect(`${action}: ${await named(action)}`).toBe(`${action}: タスク同期`);
    }
  });

  it('every account write of the api records its actor through byAccount or auditOf (which name a token)', () => {
    const root = path.join(__dirname, '../..');
    const sources = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return sources(file);
        return /\.ts$/.test(entry.name) &&
          !/\.test(-helper)?\.ts$|test-kit|test-support/.test(entry.name)
          ? [file]
          : [];
      });
    const byHand = sources(root).filter((file) =>
      /actor:\s*\{\s*kind:\s*'account'/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(byHand.map((file) => path.relative(root, file))).toEqual([]);
  });

  it("sees only its agency: another agency's applicant and referral are 404 on every id route", async () => {
    const { secret } = await createToken(main, { name: '他社を覗く', scope: 'read' });
    const { applicant: theirs, candidate } = await otherAgencyReferral(t.database.db, '25');
    const { applicant: own } = await demoApplicant(t.database.db, '佐藤');
    const walked = routes.filter(
      (route) =>
        route.area === 'agency' &&
        route.method === 'GET' &&
        route.params.length === 1 &&
        route.params[0] === 'id' &&
        /\/(applicants|candidates)\/:id/.test(route.url),
    );
    expect(walked.length).toBeGreaterThanOrEqual(8);
    const answers: string[] = [];
    for (const route of walked) {
      const id = route.url.includes('/applicants/') ? theirs.id : candidate.id;
      const query = route.url.endsWith('/merge-preview') ? `?sourceApplicantId=${own.id}` : '';
      const answer = await withToken(
        secret,
        'GET',
        `${fillUrl(route, { id: String(id) })}${query}`,
      );
      answers.push(`${route.url} ${answer.statusCode}`);
    }
    expect(answers.filter((answer) => !answer.endsWith(' 404'))).toEqual([]);
    const listed = await withToken(secret, 'GET', api('25', '/applicants?limit=200'));
    expect(listed.body).not.toContain('他社');
  });
});

describe('what a token may not do', () => {
  it('refuses every registered write of a read-only token with 403 and a Laravel body', async () => {
    const { secret } = await createToken(main, { name: '読み取り', scope: 'read' });
    const writes = routes.filter((route) => route.area === 'agency' && isWrite(route.method));
    expect(writes.length).toBeGreaterThanOrEqual(30);
    const answers: string[] = [];
    for (const route of writes) {
      const answer = await withToken(secret, route.method as 'POST', fillUrl(route), {});
      answers.push(`${route.method} ${route.url} ${answer.statusCode} ${answer.body}`);
    }
    const refused = (answer: string) =>
      answer.endsWith(` 403 ${JSON.stringify({ message: READ_ONLY_TOKEN_MESSAGE })}`);
    expect(answers.filter((answer) => !refused(answer))).toEqual([]);
    // Its reads still work.
    expect((await withToken(secret, 'GET', api('25', '/jobs'))).statusCode).toBe(200);
  });

  it('never manages tokens nor changes the password (the login is needed)', async () => {
    const { token, secret } = await createToken(main, { name: '書き込み', scope: 'write' });
    const attempts: [InjectOptions['method'], string, unknown][] = [
      ['GET', '/settings/api-tokens', undefined],
      ['POST', '/settings/api-tokens', { name: '増殖', scope: 'write' }],
      ['DELETE', `/settings/api-tokens/${token.id}`, undefined],
      ['PUT', '/settings/api-token-policy', { subAccountsMayCreate: true }],
      [
        'PATCH',
        '/settings/password',
        { oldPassword: 'x', newPassword: 'y', newPasswordConfirmation: 'y' },
      ],
    ];
    for (const [method, path, payload] of attempts) {
      const answer = await withToken(secret, method, api('25', path), payload);
      expect(`${method} ${path} ${answer.statusCode} ${answer.json().message}`).toBe(
        `${method} ${path} 403 ${SESSION_ONLY_MESSAGE}`,
      );
    }
  });

  it('is a 401 for a bad bearer, even beside a valid session cookie (no fallback)', async () => {
    const cookie = [...main.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const csrf = await main.csrfToken('25');
    for (const authorization of [
      'Bearer pat_' + 'x'.repeat(43),
      'Bearer wrong',
      'Bearer ',
      'Basic dXNlcjpwYXNz',
      'pat_' + 'x'.repeat(43),
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await t.app.inject({
          method,
          url: api('25', '/applicants'),
          headers: { authorization, cookie, 'x-xsrf-token': csrf },
          ...(method === 'POST' ? { payload: applicant } : {}),
        });
        expect(`${authorization} ${method} ${answer.statusCode} ${answer.body}`).toBe(
          `${authorization} ${method} 401 {"message":"Unauthenticated."}`,
        );
      }
    }
    // The cookie alone still works.
    expect((await main.get('25', '/applicants')).statusCode).toBe(200);
  });

  it('is refused at once when revoked, and after it expires', async () => {
    const { token, secret } = await createToken(main, { name: '無効化', scope: 'read' });
    expect((await withToken(secret, 'GET', api('25', '/jobs'))).statusCode).toBe(200);
    expect((await main.write('DELETE', '25', `/settings/api-tokens/${token.id}`)).statusCode).toBe(
      200,
    );
    expect((await withToken(secret, 'GET', api('25', '/jobs'))).statusCode).toBe(401);
    expect((await list(main)).tokens.some((item) => item.id === token.id)).toBe(false);
    // Revoking it again, or another agency's token: 404.
    expect((await main.write('DELETE', '25', `/settings/api-tokens/${token.id}`)).statusCode).toBe(
      404,
    );

    const expiring = await createToken(main, {
      name: '期限切れ',
      scope: 'read',
      expiresInDays: 30,
    });
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.id, expiring.token.id));
    expect((await withToken(expiring.secret, 'GET', api('25', '/jobs'))).statusCode).toBe(401);
    expect((await list(main)).tokens.find((item) => item.id === expiring.token.id)?.expired).toBe(
      true,
    );
  });

  it("does not revoke another agency's token (404)", async () => {
    const other = await signedIn(t.app, 'other');
    const { token, secret } = await createToken(other, { name: '他社の連携', scope: 'read' });
    expect((await main.write('DELETE', '25', `/settings/api-tokens/${token.id}`)).statusCode).toBe(
      404,
    );
    expect((await withToken(secret, 'GET', api('25', '/jobs'))).statusCode).toBe(200);
    expect((await list(main)).tokens.some((item) => item.id === token.id)).toBe(false);
  });
});

describe('sub-accounts', () => {
  it('create tokens acting as themselves only when the main account allows it', async () => {
    const staff = await signedIn(t.app, 'staff');
    const before = await list(staff);
    expect(before).toMatchObject({
      mayCreate: false,
      subAccountsMayCreate: false,
      accountKind: 'sub',
    });
    // Only the tokens acting as itself (the main account made one for it above).
    expect(before.tokens.map((item) => item.accountName)).toEqual([DEMO_STAFF[0].name]);
    const refused = await staff.write('POST', '25', '/settings/api-tokens', {
      name: '自分用',
      scope: 'read',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SUB_ACCOUNT_TOKENS_OFF_MESSAGE);
    const policy = await staff.write('PUT', '25', '/settings/api-token-policy', {
      subAccountsMayCreate: true,
    });
    expect(policy.statusCode).toBe(403);
    expect(policy.json().message).toBe(TOKEN_POLICY_MAIN_ONLY_MESSAGE);

    const allowed = await main.write('PUT', '25', '/settings/api-token-policy', {
      subAccountsMayCreate: true,
    });
    expect(allowed.statusCode).toBe(200);
    const mainAccountId = (await list(main)).tokens[0].accountId;
    const forMain = await staff.write('POST', '25', '/settings/api-tokens', {
      name: 'なりすまし',
      scope: 'write',
      accountId: mainAccountId,
    });
    expect(forMain.statusCode).toBe(422);
    const own = await createToken(staff, { name: '自分用', scope: 'read' });
    expect(own.token.accountName).toBe(DEMO_STAFF[0].name);
    // The sub-account sees its own tokens only; the main account sees them all.
    const mine = await list(staff);
    expect(mine.tokens.map((item) => item.name)).toEqual(['田中の同期', '自分用']);
    expect((await list(main)).tokens.some((item) => item.id === own.token.id)).toBe(true);
    // It cannot revoke the main account's.
    const mainToken = (await list(main)).tokens.find((item) => item.accountId === mainAccountId)!;
    expect(
      (await staff.write('DELETE', '25', `/settings/api-tokens/${mainToken.id}`)).statusCode,
    ).toBe(404);
    // The change of the policy is in the trail.
    const trail: AuditPage = (
      await main.get('25', '/audit-records?action=api_token.policy_changed')
    ).json().data;
    expect(trail.records[0].after).toEqual({ subAccountsMayCreate: true });
  });
});

describe('the rate of a token', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ config: { apiTokenRequestsPerMinute: 3 } });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After and the Laravel body over its rate, per token', async () => {
    const browser = await signedIn(limited.app);
    const make = async (name: string) =>
      (await createToken(browser, { name, scope: 'read' })).secret;
    const first = await make('一つ目');
    const second = await make('二つ目');
    const call = (secret: string) =>
      limited.app.inject({
        method: 'GET',
        url: api('25', '/jobs'),
        headers: { authorization: `Bearer ${secret}` },
      });
    for (let i = 0; i < 3; i += 1) expect((await call(first)).statusCode).toBe(200);
    const over = await call(first);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(over.json()).toEqual({ message: expect.any(String) });
    // Another token has its own count; the screens are not limited by it.
    expect((await call(second)).statusCode).toBe(200);
    expect((await browser.get('25', '/jobs')).statusCode).toBe(200);
  });
});

it('answers the token calls without a login with 401', async () => {
  for (const path of ['/settings/api-tokens']) {
    expect((await new Browser(t.app).get('25', path)).statusCode).toBe(401);
  }
});
