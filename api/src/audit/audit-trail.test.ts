// "Who did it" for every write (issue 22): walks every agency write route the api registers (the
// route list of the tenancy, CSRF and fuzz tests), performs it as a staff account (a sub-account
// where it can be) and checks that an audit record of the expected action names that account. A
// write route added later without a scenario here fails the first test. Also: the trail cannot
// be changed or deleted, and a summary never carries a secret.
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { AuditAction } from '@portal/shared/contract/audit';
import { accounts } from '../db/schema/agencies';
import { applicants, candidates } from '../db/schema/applicants';
import { auditRecords } from '../db/schema/audit';
import { jobs } from '../db/schema/jobs';
import { webhookDeliveries } from '../db/schema/webhooks';
import { FileStore } from '../files/file-store';
import { BulkWorker } from '../background/bulk-worker';
import { goodRow, HEADER, toCsv } from '../modules/bulk/bulk-test-support';
import {
  answers,
  openJob,
  refer,
  updateReferral,
} from '../modules/referrals/referral-test-support';
import { multipart, PDF, type Part } from '../modules/referrals/multipart-test-helper';
import { DEMO_AGENCY, DEMO_COMPANIES, DEMO_STAFF } from '../seed/demo-data';
import { API_PREFIX } from '../modules/api-routes';
import { createAppWithRoutes, isWrite, type RegisteredRoute } from '../test/routes';
import { accountIdOf, api, Browser, consoleCall, mailsTo, type TestApp } from '../test/test-app';

let t: TestApp;
let routes: RegisteredRoute[];
beforeAll(async () => {
  ({ t, routes } = await createAppWithRoutes());
});
afterAll(() => t.close());

const db = () => t.database.db;

async function console(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await consoleCall(t.app, method, url, payload);
  if (response.statusCode >= 300) throw new Error(`console ${url}: ${response.body}`);
  return response.json().data;
}

async function loggedIn(login: { userId: string; password: string }) {
  const browser = new Browser(t.app);
  await browser.login('25', { email: login.userId, password: login.password });
  return browser;
}

async function sendMultipart(
  browser: Browser,
  method: 'POST',
  path: string,
  parts: Part[],
): Promise<LightMyRequestResponse> {
  const body = multipart(parts);
  const token = await browser.csrfToken('25');
  return browser.request({
    method,
    url: api('25', path),
    headers: { ...body.headers, 'x-xsrf-token': token },
    payload: body.payload,
  });
}

interface Outcome {
  response: LightMyRequestResponse;
  /** The account the record must name. */
  by: number;
  action: AuditAction;
}

type Scenario = () => Promise<Outcome>;

/** Writes that change nothing an agency owns and have no account behind them. */
const NOT_AUDITED: Record<string, string> = {
  'POST /company-code-auth': 'checks a code before sign-up; writes nothing, no account yet',
  'POST /verify-hash': 'checks an invitation before sign-up; writes nothing, no account yet',
  'POST /forgot-password': 'mails a reset link to whoever asks; no account is logged in',
};

/** The applicant the scenarios create, then edit, then merge another (監査 三郎) into. */
const KANSA_TARO = {
  seiKanji: '監査',
  meiKanji: '太郎',
  seiKana: 'カンサ',
  meiKana: 'タロウ',
  email: 'kansa.taro@audit.example',
  phone: '090-4444-5555',
  directMessageFlag: false,
};

describe('every agency write route leaves an audit record naming its account', () => {
  let staff: Browser;
  let staffId: number;
  let main: Browser;
  let mainId: number;
  let jobId: number;
  let referred: { candidateId: number; applicantId: number };
  let esFileId: number;
  let eventId: number;
  let entryId: number;
  let applicantId: number;
  let taskId: number;

  /** Writes of one account (`who` answers its browser and id): the record must name it. */
  const writesOf =
    (who: () => [Browser, number]) =>
    async (
      action: AuditAction,
      method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      path: string,
      payload?: unknown,
    ): Promise<Outcome> => {
      const [browser, by] = who();
      return { response: await browser.write(method, '25', path, payload), by, action };
    };
  const byStaff = writesOf(() => [staff, staffId]);
  const byMain = writesOf(() => [main, mainId]);

  const scenarios: Record<string, Scenario> = {
    'POST /login': async () => {
      const browser = new Browser(t.app);
      const response = await browser.write('POST', '25', '/login', {
        email: DEMO_STAFF[1].userId,
        password: DEMO_STAFF[1].password,
        remember_me: false,
      });
      return {
        response,
        by: await accountIdOf(db(), DEMO_STAFF[1].userId),
        action: 'session.login',
      };
    },
    'POST /logout': async () => {
      const browser = await loggedIn(DEMO_STAFF[1]);
      const response = await browser.write('POST', '25', '/logout');
      return {
        response,
        by: await accountIdOf(db(), DEMO_STAFF[1].userId),
        action: 'session.logout',
      };
    },
    'POST /applicants': async () => {
      const response = await staff.write('POST', '25', '/applicants', KANSA_TARO);
      applicantId = response.json().data.id;
      return { response, by: staffId, action: 'applicant.created' };
    },
    'PUT /applicants/:id': () =>
      byStaff('applicant.updated', 'PUT', `/applicants/${applicantId}`, {
        ...KANSA_TARO,
        meiKanji: '次郎',
        meiKana: 'ジロウ',
        directMessageFlag: true,
      }),
    'POST /dashboard/tasks': async () => {
      const outcome = await byStaff('task.created', 'POST', '/dashboard/tasks', {
        applicantId,
        title: '監査の確認',
        dueAt: '2026-12-01T10:00',
      });
      taskId = outcome.response.json().data.id;
      return outcome;
    },
    'PATCH /dashboard/tasks/:id': () =>
      byStaff('task.completed', 'PATCH', `/dashboard/tasks/${taskId}`, { done: true }),
    'DELETE /dashboard/tasks/:id': () =>
      byStaff('task.deleted', 'DELETE', `/dashboard/tasks/${taskId}`),
    'PUT /settings/waiting-thresholds': async () =>
      byMain('settings.waiting_thresholds_changed', 'PUT', '/settings/waiting-thresholds', {
        documentsDays: 6,
        interviewResultDays: 3,
      }),
    'POST /applicants/:id/merge': async () => {
      const other = await main.write('POST', '25', '/applicants', {
        ...KANSA_TARO,
        meiKanji: '三郎',
        meiKana: 'サブロウ',
        email: 'kansa.saburo@audit.example',
        phone: '090-4444-6666',
      });
      const response = await main.write('POST', '25', `/applicants/${applicantId}/merge`, {
        sourceApplicantId: other.json().data.id,
      });
      return { response, by: mainId, action: 'applicant.merged' };
    },
    'POST /jobs/:id/candidates': async () => {
      const response = await refer(
        staff,
        '25',
        jobId,
        answers({ sei: '監査', phone: '090-7777-1212', email: 'audit.referral@audit.example' }),
      );
      referred = {
        candidateId: response.json().data.candidateId,
        applicantId: (
          await db()
            .select({ applicantId: candidates.applicantId })
            .from(candidates)
            .where(eq(candidates.id, response.json().data.candidateId))
        )[0].applicantId!,
      };
      return { response, by: staffId, action: 'referral.created' };
    },
    'POST /candidates/:id': async () => {
      const response = await updateReferral(
        staff,
        '25',
        referred.candidateId,
        answers({ sei: '監査更新', phone: '090-7777-1212', email: 'audit.referral@audit.example' }),
      );
      return { response, by: staffId, action: 'referral.updated' };
    },
    'POST /jobs/:id/candidates-bulk-store': async () => {
      const csv = Buffer.from(toCsv([HEADER, goodRow(90001)]), 'utf8');
      const response = await sendMultipart(staff, 'POST', `/jobs/${jobId}/candidates-bulk-store`, [
        { name: 'file', filename: 'bulk.csv', content: csv, type: 'text/csv' },
      ]);
      return { response, by: staffId, action: 'referral.bulk_requested' };
    },
    'DELETE /jobs/:id/bulk-create-failed-candidates': async () => {
      // The worker refers the rows as the staff member who uploaded them.
      const worker = new BulkWorker(db(), new FileStore(db()), {});
      expect(await worker.runOnce()).toBe(1);
      const [bulkReferral] = await db()
        .select()
        .from(auditRecords)
        .where(eq(auditRecords.action, 'referral.created'))
        .orderBy(desc(auditRecords.id))
        .limit(1);
      expect(bulkReferral.actorAccountId).toBe(staffId);
      const [receipt] = await db()
        .select({ by: candidates.referredByAccountId })
        .from(candidates)
        .where(eq(candidates.id, bulkReferral.candidateId!));
      expect(receipt.by).toBe(staffId);
      const response = await staff.write(
        'DELETE',
        '25',
        `/jobs/${jobId}/bulk-create-failed-candidates`,
      );
      return { response, by: staffId, action: 'referral.bulk_history_cleared' };
    },
    'POST /candidates/:id/esfiles': async () => {
      const response = await sendMultipart(
        staff,
        'POST',
        `/candidates/${referred.candidateId}/esfiles`,
        [{ name: 'files', filename: 'ES.pdf', content: PDF, type: 'application/pdf' }],
      );
      esFileId = response.json().data[0];
      return { response, by: staffId, action: 'file.added' };
    },
    'DELETE /candidates/:id/esfiles/:fileId': () =>
      byStaff('file.removed', 'DELETE', `/candidates/${referred.candidateId}/esfiles/${esFileId}`),
    'POST /candidates/:id/messages': async () => {
      const response = await sendMultipart(
        staff,
        'POST',
        `/candidates/${referred.candidateId}/messages`,
        [{ name: 'messageContent', value: '面接日程のご相談です。' }],
      );
      return { response, by: staffId, action: 'message.sent' };
    },
    'POST /candidates/:id/tentative-events/rearrange': () =>
      byStaff(
        'date.rearrange_requested',
        'POST',
        `/candidates/${referred.candidateId}/tentative-events/rearrange`,
        { anotherDateMemo: '12月の平日午後を希望します' },
      ),
    'PATCH /candidates/:id/tentative-events/:eventId': async () => {
      await console('POST', `/candidates/${referred.candidateId}/tentative-events`, {
        dates: [{ start: '2027-02-01T10:00:00+09:00', end: '2027-02-01T11:00:00+09:00' }],
      });
      const listed = await staff.get('25', `/candidates/${referred.candidateId}/tentative-events`);
      const [tentative] = listed.json().data.tentativeEvents;
      const response = await staff.write(
        'PATCH',
        '25',
        `/candidates/${referred.candidateId}/tentative-events/${tentative.id}`,
      );
      return { response, by: staffId, action: 'date.confirmed' };
    },
    'POST /event-infos/:id/event-entries': async () => {
      const [job] = await db()
        .select({ companyId: jobs.companyId })
        .from(jobs)
        .where(eq(jobs.id, jobId));
      eventId = (
        await console('POST', '/events', {
          companyId: job.companyId,
          siteId: '25',
          title: '監査テスト説明会',
          startAt: '2027-03-01T10:00:00+09:00',
          endAt: '2027-03-01T11:00:00+09:00',
          capacity: 5,
        })
      ).id;
      const response = await staff.write('POST', '25', `/event-infos/${eventId}/event-entries`, {
        candidateIds: [referred.candidateId],
      });
      entryId = response.json().data.entries[0].id;
      return { response, by: staffId, action: 'reservation.made' };
    },
    'PATCH /event-infos/:id/event-entries/:entryId': () =>
      byStaff(
        'reservation.cancelled',
        'PATCH',
        `/event-infos/${eventId}/event-entries/${entryId}`,
        { status: 'CANCELED' },
      ),
    'POST /introduction-chat-thread-groups': async () => {
      const linked = (await staff.get('25', '/settings/permit-matchings'))
        .json()
        .data.find((company: { status: string }) => company.status === 'MATCHED');
      const response = await sendMultipart(staff, 'POST', '/introduction-chat-thread-groups', [
        { name: 'companyIds', value: JSON.stringify([linked.id]) },
        { name: 'threadTitle', value: '監査のご連絡' },
        { name: 'messageContent', value: 'よろしくお願いします。' },
      ]);
      return { response, by: staffId, action: 'chat.thread_created' };
    },
    'POST /introduction-chat-threads/:threadId/introduction-chat-messages': async () => {
      const threadId = await latestThread();
      const response = await sendMultipart(
        staff,
        'POST',
        `/introduction-chat-threads/${threadId}/introduction-chat-messages`,
        [{ name: 'messageContent', value: '追加のご連絡です。' }],
      );
      return { response, by: staffId, action: 'chat.message_sent' };
    },
    'PATCH /introduction-chat-threads/:threadId': async () => {
      const threadId = await latestThread();
      await console('POST', `/chat/threads/${threadId}/messages`, { content: '企業からの返信' });
      const response = await staff.write('PATCH', '25', `/introduction-chat-threads/${threadId}`);
      return { response, by: staffId, action: 'chat.thread_read' };
    },
    'POST /calendar-feed': async () => byStaff('calendar_feed.issued', 'POST', '/calendar-feed'),
    'PUT /settings/notifications': async () => {
      const current = (await staff.get('25', '/settings/notifications')).json().data;
      const flags = Object.fromEntries(
        Object.entries(current).map(([key, value]) => [key, !(value as { value: boolean }).value]),
      );
      return byStaff('settings.notifications_changed', 'PUT', '/settings/notifications', flags);
    },
    'PATCH /settings/account': async () => {
      const current = (await main.get('25', '/settings/account')).json().data
        .introductionCompanyAccount;
      return byMain('settings.account_changed', 'PATCH', '/settings/account', {
        ...current,
        phoneNumber: '03-6271-4599',
      });
    },
    'PUT /settings/permit-matchings/:companyId': async () => {
      const company = DEMO_COMPANIES.find((c) => c.demoStatus && c.demoStatus !== 'MATCHED')!;
      const listed = (await main.get('25', '/settings/permit-matchings'))
        .json()
        .data.find((row: { companyName: string }) => row.companyName === company.name);
      return byMain('company.linked', 'PUT', `/settings/permit-matchings/${listed.id}`, {
        companyCode: company.companyCode,
      });
    },
    'POST /settings/webhooks': async () =>
      byMain('webhook.created', 'POST', '/settings/webhooks', {
        url: 'https://hooks.example.com/audit',
        eventTypes: ['referral.status_changed'],
        active: true,
      }),
    'PUT /settings/webhooks/:id': async () =>
      byMain('webhook.updated', 'PUT', `/settings/webhooks/${await webhookId()}`, {
        url: 'https://hooks.example.com/audit',
        eventTypes: ['referral.status_changed', 'job.changed'],
        active: false,
      }),
    'POST /settings/webhooks/:id/test': async () =>
      byMain('webhook.tested', 'POST', `/settings/webhooks/${await webhookId()}/test`),
    'POST /settings/webhooks/:id/deliveries/:deliveryId/replay': async () => {
      const endpointId = await webhookId();
      const [delivery] = await db()
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId));
      return byMain(
        'webhook.replayed',
        'POST',
        `/settings/webhooks/${endpointId}/deliveries/${delivery!.id}/replay`,
      );
    },
    'DELETE /settings/webhooks/:id': async () =>
      byMain('webhook.deleted', 'DELETE', `/settings/webhooks/${await webhookId()}`),
    'POST /signup/store-account-info': async () => {
      const email = 'owner@audit-agency.example';
      const { agency } = await console('POST', '/agencies', { name: '監査エージェント', email });
      const { companyCode } = await console('POST', '/company-codes', {
        agencyId: agency.id,
        email,
      });
      const response = await new Browser(t.app).write('POST', '25', '/signup/store-account-info', {
        userId: 'audit-owner',
        password: 'owner-pass-2026',
        email,
        companyName: '株式会社監査',
        phone: '03-1111-2222',
        contactPerson: '監査 花子',
        address: '東京都港区1-1-1',
        companyCode,
      });
      return { response, by: await accountIdOf(db(), 'audit-owner'), action: 'account.created' };
    },
    'POST /signup/store-sub-account': async () => {
      const { hashId } = await console('POST', '/invitations', {
        agencyId: (await db().select().from(accounts).where(eq(accounts.id, mainId)))[0].agencyId,
        email: 'invited@agency.example',
      });
      const response = await new Browser(t.app).write('POST', '25', '/signup/store-sub-account', {
        userId: 'audit-invited',
        password: 'invited-pass-2026',
        hashId,
      });
      return { response, by: await accountIdOf(db(), 'audit-invited'), action: 'account.created' };
    },
    'POST /reset-password': async () => {
      const email = DEMO_STAFF[1].email;
      await new Browser(t.app).write('POST', '25', '/forgot-password', { email });
      const [mail] = await mailsTo(t.app, email);
      const token = /reset-password\?token=([\w-]+)/.exec(mail.text)![1];
      const response = await new Browser(t.app).write('POST', '25', '/reset-password', {
        token,
        email,
        password: 'reset-pass-2026',
        password_confirmation: 'reset-pass-2026',
      });
      return {
        response,
        by: await accountIdOf(db(), DEMO_STAFF[1].userId),
        action: 'password.reset',
      };
    },
    'POST /settings/api-tokens': async () =>
      byMain('api_token.created', 'POST', '/settings/api-tokens', {
        name: '監査の連携',
        scope: 'read',
      }),
    'DELETE /settings/api-tokens/:id': async () => {
      const created = await main.write('POST', '25', '/settings/api-tokens', {
        name: '監査で無効化',
        scope: 'read',
      });
      return byMain(
        'api_token.revoked',
        'DELETE',
        `/settings/api-tokens/${created.json().data.token.id}`,
      );
    },
    'PUT /settings/api-token-policy': async () =>
      byMain('api_token.policy_changed', 'PUT', '/settings/api-token-policy', {
        subAccountsMayCreate: true,
      }),
    // Last: other sessions of the account end.
    'PATCH /settings/password': async () =>
      byStaff('password.changed', 'PATCH', '/settings/password', {
        oldPassword: DEMO_STAFF[0].password,
        newPassword: 'changed-pass-2026',
        newPasswordConfirmation: 'changed-pass-2026',
      }),
  };

  /** The endpoint the webhook scenarios share (made by the POST scenario). */
  async function webhookId(): Promise<number> {
    const listed = (await main.get('25', '/settings/webhooks')).json().data as { id: number }[];
    return listed.at(-1)!.id;
  }

  async function latestThread(): Promise<number> {
    const rows = await db().execute(
      sql`select id from chat_threads where agency_id = (select agency_id from accounts where id = ${staffId}) and title = '監査のご連絡' order by id desc limit 1`,
    );
    return (rows as unknown as { rows: { id: number }[] }).rows[0].id;
  }

  const keyOf = (route: RegisteredRoute) => `${route.method} ${route.url.slice(API_PREFIX.length)}`;
  const agencyWrites = () => routes.filter((r) => r.area === 'agency' && isWrite(r.method));

  it('has a scenario (or a stated reason) for every agency write route', () => {
    const missing = agencyWrites()
      .map(keyOf)
      .filter((key) => !scenarios[key] && !NOT_AUDITED[key]);
    expect(missing).toEqual([]);
    expect(agencyWrites().length).toBeGreaterThanOrEqual(Object.keys(scenarios).length);
  });

  it('records each write with its action and the account that made it', async () => {
    staff = await loggedIn(DEMO_STAFF[0]);
    staffId = await accountIdOf(db(), DEMO_STAFF[0].userId);
    main = await loggedIn({
      userId: DEMO_AGENCY.account.userId,
      password: DEMO_AGENCY.account.password,
    });
    mainId = await accountIdOf(db(), DEMO_AGENCY.account.userId);
    jobId = (await openJob(staff)).id;
    const registered = new Set(agencyWrites().map(keyOf));
    const failures: string[] = [];
    for (const [key, scenario] of Object.entries(scenarios)) {
      expect(registered.has(key)).toBe(true);
      const [last] = await db()
        .select({ id: auditRecords.id })
        .from(auditRecords)
        .orderBy(desc(auditRecords.id))
        .limit(1);
      const { response, by, action } = await scenario();
      if (response.statusCode >= 300) {
        failures.push(`${key}: ${response.statusCode} ${response.body}`);
        continue;
      }
      const written = await db()
        .select()
        .from(auditRecords)
        .where(gt(auditRecords.id, last?.id ?? 0));
      const named = written.find(
        (row) => row.action === action && row.actorKind === 'account' && row.actorAccountId === by,
      );
      if (!named) {
        failures.push(`${key}: no ${action} by ${by} in ${JSON.stringify(written)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('records a referral with its applicant and candidate, and keeps the receipt', async () => {
    const rows = await db()
      .select()
      .from(auditRecords)
      .where(
        and(
          eq(auditRecords.candidateId, referred.candidateId),
          eq(auditRecords.action, 'referral.created'),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ applicantId: referred.applicantId, actorAccountId: staffId });
    const [receipt] = await db()
      .select({ at: candidates.referredAt, by: candidates.referredByAccountId })
      .from(candidates)
      .where(eq(candidates.id, referred.candidateId));
    expect(receipt.by).toBe(staffId);
    await expect(
      db()
        .update(candidates)
        .set({ referredAt: new Date(0) })
        .where(eq(candidates.id, referred.candidateId)),
    ).rejects.toThrow();
    await expect(
      db()
        .update(candidates)
        .set({ referredByAccountId: mainId })
        .where(eq(candidates.id, referred.candidateId)),
    ).rejects.toThrow();
    // Other columns still change.
    await db()
      .update(candidates)
      .set({ selectionStepName: '一次面接' })
      .where(eq(candidates.id, referred.candidateId));
  });

  it('never writes a secret into a summary', async () => {
    const rows = await db().select({ summary: auditRecords.summary }).from(auditRecords);
    const text = JSON.stringify(rows);
    for (const secret of [
      'changed-pass-2026',
      'reset-pass-2026',
      'owner-pass-2026',
      'invited-pass-2026',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/"(password|passwordHash|token|hashId|companyCode)"/);
  });

  it('names the hiring company for a console action on the agency data', async () => {
    await console('PUT', `/candidates/${referred.candidateId}/status`, {
      specialSelectionStatus: 3,
    });
    const [row] = await db()
      .select()
      .from(auditRecords)
      .where(eq(auditRecords.candidateId, referred.candidateId))
      .orderBy(desc(auditRecords.id))
      .limit(1);
    expect(row).toMatchObject({
      action: 'candidate.status_changed',
      actorKind: 'company',
      applicantId: referred.applicantId,
    });
    expect(row.actorCompanyId).toEqual(expect.any(Number));
  });
});

describe('the trail is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of audit records', async () => {
    const [row] = await db().select({ id: auditRecords.id }).from(auditRecords).limit(1);
    await expect(
      db().update(auditRecords).set({ action: 'session.login' }).where(eq(auditRecords.id, row.id)),
    ).rejects.toThrow();
    await expect(db().delete(auditRecords).where(eq(auditRecords.id, row.id))).rejects.toThrow();
    await expect(db().execute(sql`truncate audit_records`)).rejects.toThrow();
    expect(await db().$count(auditRecords, eq(auditRecords.id, row.id))).toBe(1);
  });

  it('has no route that changes or deletes a record', () => {
    const auditWrites = routes.filter((r) => isWrite(r.method) && /audit|history/.test(r.url));
    expect(auditWrites).toEqual([]);
  });

  it('is not touched when an applicant goes (no cascade)', async () => {
    const [applicant] = await db()
      .select({ id: applicants.id })
      .from(applicants)
      .innerJoin(auditRecords, eq(auditRecords.applicantId, applicants.id))
      .limit(1);
    const before = await db().$count(auditRecords, eq(auditRecords.applicantId, applicant.id));
    await db().delete(applicants).where(eq(applicants.id, applicant.id));
    expect(await db().$count(auditRecords, eq(auditRecords.applicantId, applicant.id))).toBe(
      before,
    );
  });
});
