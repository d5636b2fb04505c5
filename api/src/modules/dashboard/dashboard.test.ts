// ダッシュボード (issue 29) with a frozen clock that crosses a weekend and a public holiday:
// Friday 2026-07-17, then Saturday, Sunday and Monday 2026-07-20 (海の日). Proves the tasks by
// hand (buckets, complete, undo, audit), the automatic tasks (once each, owned by who referred),
// 回答待ち (thresholds in business days, the mark on every list, the chase-up, cleared by the
// company's move), the thresholds (main account only) and the funnel (a closed month unchanged).
import { and, eq, sql } from 'drizzle-orm';
import { TASK_KINDS } from '@portal/shared/contract/dashboard';
import { DEMO_AUTHORED_TODAY } from '../../seed/demo-clock';
import { candidates } from '../../db/schema/applicants';
import { auditRecords } from '../../db/schema/audit';
import { candidateMessages } from '../../db/schema/candidate-activity';
import { funnelMonths, selectionHistory, tasks, waitingRuns } from '../../db/schema/dashboard';
import { tentativeEvents } from '../../db/schema/events';
import { jobs } from '../../db/schema/jobs';
import { DEMO_STAFF } from '../../seed/demo-data';
import { insertReferral } from './dashboard-test-kit';
import { countClosedMonthsAhead, medianOf } from './funnel-queries';
import {
  accountIdOf,
  Browser,
  agencyIdOf,
  consoleCall,
  createTestApp,
  signedIn,
  type TestApp,
} from '../../test/test-app';
import { DEMO_AGENCY } from '../../seed/demo-data';

let clock = new Date('2026-07-17T10:00:00+09:00');
const at = (iso: string) => {
  clock = new Date(iso);
};

let t: TestApp;
let agencyId: number;
let staffId: number;
let mainId: number;
let job: { id: number; companyId: number; jobName: string };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  agencyId = await agencyIdOf(t.app, DEMO_AGENCY.name);
  staffId = await accountIdOf(db(), DEMO_STAFF[0].userId);
  mainId = await accountIdOf(db(), DEMO_AGENCY.account.userId);
  // A job of a linked company the demo agency refers to on site 25.
  const [referral] = await db()
    .select({ jobId: candidates.jobId })
    .from(candidates)
    .where(and(eq(candidates.agencyId, agencyId), eq(candidates.siteId, '25')))
    .limit(1);
  const [row] = await db()
    .select({ id: jobs.id, companyId: jobs.companyId, jobName: jobs.jobName })
    .from(jobs)
    .where(eq(jobs.id, referral.jobId!));
  job = row;
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A session as of the clock (a session idles out when the clock jumps days). */
const sessions = new Map<string, { browser: Browser; at: number }>();
async function as(who: 'demo' | 'staff' | 'other'): Promise<Browser> {
  const session = sessions.get(who);
  if (session?.at === clock.getTime()) return session.browser;
  const browser = await signedIn(t.app, who);
  sessions.set(who, { browser, at: clock.getTime() });
  return browser;
}

let people = 0;
/** A new applicant referred by the staff member at the clock's instant (status 選考前). */
async function referral(referredBy = () => staffId) {
  people += 1;
  return insertReferral(
    db(),
    { agencyId, jobId: job.id, referredByAccountId: referredBy(), at: clock },
    {
      seiKanji: '待田',
      meiKanji: `${people}郎`,
      seiKana: 'マチダ',
      meiKana: 'イチロウ',
      email: `wait${people}@example.com`,
      phone: `090-0000-${String(people).padStart(4, '0')}`,
    },
  );
}

async function setStatus(id: number, specialSelectionStatus: number, selectionStepName?: string) {
  const response = await consoleCall(t.app, 'PUT', `/candidates/${id}/status`, {
    specialSelectionStatus,
    ...(selectionStepName ? { selectionStepName } : {}),
  });
  expect(response.statusCode).toBe(200);
}

async function runWaiting() {
  const response = await consoleCall(t.app, 'POST', '/waiting/run', { at: clock.toISOString() });
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

const autoTasks = (candidateId: number) =>
  db().select().from(tasks).where(eq(tasks.candidateId, candidateId));

/** The candidate has one automatic task, of the kind and title, owned by who referred, due then. */
async function expectOneAutoTask(candidateId: number, kind: string, title: string, due: string) {
  const rows = await autoTasks(candidateId);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ kind, title, ownerAccountId: staffId });
  expect(rows[0].dueAt.toISOString()).toBe(new Date(due).toISOString());
}

describe('やること by hand', () => {
  it('creates, lists by bucket, completes and undoes, with the audit trail', async () => {
    at('2026-07-17T10:00:00+09:00');
    const { applicantId, candidateId } = await referral();
    const create = async (body: object) =>
      (await as('staff')).write('POST', '25', '/dashboard/tasks', body);
    const overdue = await create({
      applicantId,
      candidateId,
      title: '書類の確認',
      dueAt: '2026-07-16T18:00',
    });
    expect(overdue.statusCode).toBe(201);
    const task = overdue.json().data;
    expect(task).toMatchObject({
      kind: 'manual',
      bucket: 'overdue',
      owner: { accountId: staffId },
      createdBy: DEMO_STAFF[0].name,
      dueAt: '2026-07-16T18:00:00+09:00',
    });
    await create({ applicantId, title: '電話', dueAt: '2026-07-17T15:00' });
    await create({ applicantId, title: '週末前の連絡', dueAt: '2026-07-19T12:00' });
    await create({ applicantId, title: '来週の面談', dueAt: '2026-07-21T12:00' });
    const list = (await (await as('staff')).get('25', '/dashboard/tasks')).json().data;
    const mine = list.items.filter(
      (item: { applicantId: number }) => item.applicantId === applicantId,
    );
    expect(
      mine.map((item: { title: string; bucket: string }) => [item.title, item.bucket]),
    ).toEqual([
      ['書類の確認', 'overdue'],
      ['電話', 'today'],
      ['週末前の連絡', 'thisWeek'],
      ['来週の面談', 'later'],
    ]);
    // Another staff member's default list (me) does not show them; 'all' does.
    const mainList = (await (await as('demo')).get('25', '/dashboard/tasks')).json().data;
    expect(mainList.items.some((item: { id: number }) => item.id === task.id)).toBe(false);
    const all = (
      await (await as('demo')).get('25', `/dashboard/tasks?owner=all&companyId=${job.companyId}`)
    ).json().data;
    expect(all.items.some((item: { id: number }) => item.id === task.id)).toBe(true);
    // The sidebar badge counts my overdue tasks.
    const badges = (await (await as('staff')).get('25', '/sidebar/badges')).json().data;
    expect(badges.overdueTask).toBeGreaterThanOrEqual(1);

    const done = await (
      await as('staff')
    ).write('PATCH', '25', `/dashboard/tasks/${task.id}`, { done: true });
    expect(done.json().data).toMatchObject({
      done: true,
      bucket: 'done',
      completedBy: DEMO_STAFF[0].name,
    });
    const undone = await (
      await as('staff')
    ).write('PATCH', '25', `/dashboard/tasks/${task.id}`, { done: false });
    expect(undone.json().data).toMatchObject({ done: false, bucket: 'overdue', completedAt: null });
    const trail = await db()
      .select({ action: auditRecords.action, actor: auditRecords.actorAccountId })
      .from(auditRecords)
      .where(and(eq(auditRecords.targetType, 'task'), eq(auditRecords.targetId, task.id)));
    expect(trail.map((row) => row.action)).toEqual([
      'task.created',
      'task.completed',
      'task.reopened',
    ]);
    expect(trail.every((row) => row.actor === staffId)).toBe(true);
    // The candidate page lists its open tasks.
    const followUp = (
      await (await as('staff')).get('25', `/candidates/${candidateId}/follow-up`)
    ).json().data;
    expect(followUp.tasks.map((item: { title: string }) => item.title)).toContain('書類の確認');

    const removed = await (await as('staff')).write('DELETE', '25', `/dashboard/tasks/${task.id}`);
    expect(removed.statusCode).toBe(200);
  });

  it("refuses another agency's applicant, task and owner, and bad input", async () => {
    const { applicantId, candidateId } = await referral();
    const otherAgency = await (await as('other')).get('25', `/candidates/${candidateId}/follow-up`);
    expect(otherAgency.statusCode).toBe(404);
    const created = await (
      await as('staff')
    ).write('POST', '25', '/dashboard/tasks', {
      applicantId,
      title: '確認',
      dueAt: '2026-07-18T10:00',
    });
    const id = created.json().data.id;
    expect(
      (
        await (
          await as('other')
        ).write('POST', '25', '/dashboard/tasks', {
          applicantId,
          title: 'x',
          dueAt: '2026-07-18T10:00',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await (await as('other')).write('PATCH', '25', `/dashboard/tasks/${id}`, { done: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (await (await as('other')).write('DELETE', '25', `/dashboard/tasks/${id}`)).statusCode,
    ).toBe(404);
    const badOwner = await (
      await as('staff')
    ).write('PATCH', '25', `/dashboard/tasks/${id}`, {
      ownerAccountId: await accountIdOf(db(), 'nextcareer'),
    });
    expect(badOwner.statusCode).toBe(422);
    const badDate = await (
      await as('staff')
    ).write('PATCH', '25', `/dashboard/tasks/${id}`, { dueAt: '明日' });
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().message).toMatch(/期限/);
    expect((await (await as('staff')).get('25', '/dashboard/tasks?owner=abc')).statusCode).toBe(
      422,
    );
  });
});

describe('automatic tasks (once each, owned by who referred)', () => {
  it('内定 → 内定承諾の意思確認 in 3 business days across the weekend and 海の日', async () => {
    at('2026-07-17T10:00:00+09:00');
    const { candidateId } = await referral();
    await setStatus(candidateId, 7);
    await setStatus(candidateId, 7); // a retry
    await setStatus(candidateId, 2);
    await setStatus(candidateId, 7); // 内定 again: still one task
    // Tue 21, Wed 22, Thu 23 (Mon 20 is 海の日).
    await expectOneAutoTask(
      candidateId,
      'offer_confirmation',
      '内定承諾の意思確認',
      '2026-07-23T18:00:00+09:00',
    );
  });

  it('不合格 → 不合格の連絡 the same day', async () => {
    at('2026-07-17T19:30:00+09:00');
    const { candidateId } = await referral();
    await setStatus(candidateId, 6);
    await setStatus(candidateId, 6);
    const rows = await autoTasks(candidateId);
    expect(rows.map((row) => [row.kind, row.title])).toEqual([
      ['rejection_notice', '不合格の連絡'],
    ]);
    expect(rows[0].dueAt.toISOString()).toBe(new Date('2026-07-17T23:59:00+09:00').toISOString());
  });

  it('an interview date confirmed → 前日フォロー the day before at 17:00, once', async () => {
    at('2026-07-17T10:00:00+09:00');
    const { candidateId } = await referral();
    const proposed = await consoleCall(
      t.app,
      'POST',
      `/candidates/${candidateId}/tentative-events`,
      {
        dates: [{ start: '2026-07-21T14:00:00+09:00', end: '2026-07-21T15:00:00+09:00' }],
      },
    );
    expect(proposed.statusCode).toBe(201);
    const [date] = proposed.json().data.ids;
    for (let i = 0; i < 2; i += 1) {
      const confirmed = await (
        await as('staff')
      ).write('PATCH', '25', `/candidates/${candidateId}/tentative-events/${date}`, {
        allowConflict: true,
      });
      expect(confirmed.statusCode).toBe(200);
    }
    await expectOneAutoTask(
      candidateId,
      'interview_follow_up',
      '前日フォロー',
      '2026-07-20T17:00:00+09:00',
    );
    // The confirmed date is the 面接 stage of the history.
    const history = await db()
      .select()
      .from(selectionHistory)
      .where(eq(selectionHistory.candidateId, candidateId));
    expect(history.map((row) => [row.stage, row.source, row.implied])).toEqual([
      ['referred', 'referral', false],
      ['screening', 'interview_confirmed', true],
      ['interview', 'interview_confirmed', false],
    ]);
  });

  it('a company message unanswered for a business day → 企業への返信 (not on the holiday)', async () => {
    at('2026-07-17T10:00:00+09:00');
    const { candidateId } = await referral();
    at('2026-07-17T16:00:00+09:00');
    const sent = await consoleCall(t.app, 'POST', `/candidates/${candidateId}/messages`, {
      content: '面接の日程についてご相談です。',
    });
    expect(sent.statusCode).toBe(201);
    // The message is stored at the database's time: put it at the frozen clock's.
    await db()
      .update(candidateMessages)
      .set({ createdAt: clock })
      .where(eq(candidateMessages.id, sent.json().data.id));
    at('2026-07-20T09:00:00+09:00'); // 海の日: no run
    expect((await runWaiting()).businessDay).toBe(false);
    expect(await autoTasks(candidateId)).toHaveLength(0);
    at('2026-07-21T09:00:00+09:00');
    const first = await runWaiting();
    expect(first.businessDay).toBe(true);
    expect(await runWaiting()).toMatchObject({ agencies: [] }); // the day is claimed
    const rows = await autoTasks(candidateId);
    expect(rows.map((row) => [row.kind, row.title, row.ownerAccountId])).toEqual([
      ['company_reply', '企業への返信', staffId],
    ]);
  });
});

describe('回答待ち', () => {
  it('marks 書類 after 5 business days from a Friday before a Monday holiday, everywhere', async () => {
    at('2026-07-17T10:00:00+09:00');
    const { applicantId, candidateId } = await referral();
    const wait = async (day: string) => {
      at(`${day}T09:00:00+09:00`);
      await runWaiting();
      return (await (await as('staff')).get('25', `/candidates/${candidateId}/follow-up`)).json()
        .data;
    };
    // Tue 21 = 1, …, Fri 24 = 4: not yet.
    expect((await wait('2026-07-24')).waiting).toBeNull();
    const marked = await wait('2026-07-27');
    expect(marked.waiting).toMatchObject({
      kind: 'documents',
      businessDays: 5,
      thresholdDays: 5,
      label: '企業回答待ち 5日',
      since: '2026-07-17T10:00:00+09:00',
    });
    expect(marked.chaseUp.text).toContain('採用ご担当者様');
    expect(marked.chaseUp.text).toContain(job.jobName);
    expect(marked.chaseUp.text).toContain(`${marked.chaseUp.candidateName}様`);
    expect(marked.chaseUp.text).toContain('5営業日');
    // The dashboard, the job's 紹介済み候補者一覧 and the applicant list carry it.
    const waiting = (await (await as('demo')).get('25', '/dashboard/waiting')).json().data;
    expect(
      waiting.items.find((item: { candidateId: number }) => item.candidateId === candidateId),
    ).toMatchObject({
      waiting: { businessDays: 5 },
    });
    const listed = (await (await as('demo')).get('25', `/jobs/${job.id}/candidates`)).json().data;
    expect(listed.find((item: { id: number }) => item.id === candidateId).waiting.label).toBe(
      '企業回答待ち 5日',
    );
    const applicantsPage = (
      await (await as('demo')).get('25', '/applicants?keyword=待田&limit=100')
    ).json().data;
    expect(
      applicantsPage.items.find((item: { id: number }) => item.id === applicantId).waiting
        .businessDays,
    ).toBe(5);
    // The company answers: the mark no longer stands, at once.
    at('2026-07-27T11:00:00+09:00');
    await setStatus(candidateId, 2, '一次選考');
    expect(
      (await (await as('staff')).get('25', `/candidates/${candidateId}/follow-up`)).json().data
        .waiting,
    ).toBeNull();
    expect(
      (await (await as('demo')).get('25', `/jobs/${job.id}/candidates`))
        .json()
        .data.find((item: { id: number }) => item.id === candidateId).waiting,
    ).toBeNull();
  });

  it('marks 面接結果 3 business days after a confirmed interview has passed', async () => {
    at('2026-07-10T10:00:00+09:00');
    const { candidateId } = await referral();
    await setStatus(candidateId, 2, '一次面接');
    await db()
      .insert(tentativeEvents)
      .values({
        candidateId,
        startAt: new Date('2026-07-17T13:00:00+09:00'),
        endAt: new Date('2026-07-17T14:00:00+09:00'),
        confirmedAt: new Date('2026-07-13T10:00:00+09:00'),
        confirmedByAccountId: staffId,
        createdAt: new Date('2026-07-12T10:00:00+09:00'),
      });
    const mark = async (day: string) => {
      at(`${day}T09:00:00+09:00`);
      await runWaiting();
      return (await (await as('staff')).get('25', `/candidates/${candidateId}/follow-up`)).json()
        .data.waiting;
    };
    expect(await mark('2026-07-22')).toBeNull(); // Tue 21 = 1, Wed 22 = 2
    expect(await mark('2026-07-23')).toMatchObject({ kind: 'interview_result', businessDays: 3 });
  });

  it('thresholds: the main account changes them, a staff member may not', async () => {
    expect(
      (await (await as('staff')).get('25', '/settings/waiting-thresholds')).json().data,
    ).toEqual({
      documentsDays: 5,
      interviewResultDays: 3,
      editable: false,
    });
    const refused = await (
      await as('staff')
    ).write('PUT', '25', '/settings/waiting-thresholds', {
      documentsDays: 4,
      interviewResultDays: 2,
    });
    expect(refused.statusCode).toBe(403);
    const saved = await (
      await as('demo')
    ).write('PUT', '25', '/settings/waiting-thresholds', {
      documentsDays: 4,
      interviewResultDays: 2,
    });
    expect(saved.json().data).toEqual({ documentsDays: 4, interviewResultDays: 2, editable: true });
    expect(
      (
        await (
          await as('demo')
        ).write('PUT', '25', '/settings/waiting-thresholds', {
          documentsDays: 0,
          interviewResultDays: 2,
        })
      ).statusCode,
    ).toBe(422);
    const [record] = await db()
      .select()
      .from(auditRecords)
      .where(eq(auditRecords.action, 'settings.waiting_thresholds_changed'));
    expect(record.actorAccountId).toBe(mainId);
    await (await as('demo')).write('PUT', '25', '/settings/waiting-thresholds', DEFAULTS);
  });
});

const DEFAULTS = { documentsDays: 5, interviewResultDays: 3 };

describe('実績 (the funnel)', () => {
  it("keeps a closed month's figures whatever happens to its referrals later", async () => {
    at('2026-05-08T10:00:00+09:00');
    const first = await referral();
    const second = await referral();
    const third = await referral(() => mainId);
    at('2026-05-12T10:00:00+09:00');
    await setStatus(first.candidateId, 2, '書類選考');
    await setStatus(second.candidateId, 2, '書類選考');
    at('2026-05-20T10:00:00+09:00');
    await setStatus(first.candidateId, 2, '一次面接');
    await setStatus(second.candidateId, 6);
    at('2026-05-29T10:00:00+09:00');
    await setStatus(first.candidateId, 7);
    await setStatus(third.candidateId, 3);

    at('2026-06-10T10:00:00+09:00');
    const may = async (who: 'demo' | 'staff' = 'demo', extra = '') =>
      (await (await as(who)).get('25', `/dashboard/funnel?from=2026-05&site=25${extra}`)).json()
        .data;
    const before = await may();
    expect(before.closed).toBe(true);
    const byStage = Object.fromEntries(
      before.stages.map((stage: { stage: string; count: number }) => [stage.stage, stage]),
    );
    expect(byStage.referred.count).toBe(3);
    expect(byStage.screening).toMatchObject({ count: 2, rateFromPrevious: 0.667, medianDays: 8 });
    expect(byStage.interview).toMatchObject({ count: 1, rateFromPrevious: 0.5, medianDays: 9 });
    expect(byStage.offer.count).toBe(1);
    expect(byStage.screening.exits).toEqual([{ exit: 'rejected', count: 1 }]);
    expect(byStage.referred.exits).toEqual([{ exit: 'declined', count: 1 }]);
    expect(before.byStaff.length).toBeGreaterThanOrEqual(2);

    // A staff member sees their own figures only, not the comparison.
    const own = await may('staff');
    expect(own.byStaff).toBeNull();
    expect(own.stages[0].count).toBe(2);
    expect(
      (await (await as('staff')).get('25', `/dashboard/funnel?from=2026-05&staffId=${mainId}`))
        .statusCode,
    ).toBe(403);

    // Every number opens its referrals.
    const cell = (
      await (
        await as('demo')
      ).get('25', '/dashboard/funnel/referrals?from=2026-05&site=25&stage=rejected')
    ).json().data;
    expect(cell.items.map((item: { candidateId: number }) => item.candidateId)).toEqual([
      second.candidateId,
    ]);

    // Later changes (July) leave May as it was.
    at('2026-07-01T10:00:00+09:00');
    await setStatus(first.candidateId, 8);
    await setStatus(second.candidateId, 2, '再選考');
    await setStatus(third.candidateId, 1);
    expect(await may()).toEqual(before);
  });

  it('counts an applicant once over closed months (counted once) and the open month', async () => {
    // The same applicant referred again (another referral of theirs) at the clock's instant.
    const again = async (applicantId: number, referredBy: number) => {
      await db().insert(candidates).values({
        applicantId,
        jobId: job.id,
        agencyId,
        siteId: '25',
        referredAt: clock,
        referredByAccountId: referredBy,
        createdAt: clock,
        updatedAt: clock,
      });
    };
    at('2026-02-10T10:00:00+09:00');
    const a = await referral();
    at('2026-03-10T10:00:00+09:00');
    await again(a.applicantId, mainId);
    const b = await referral();
    at('2026-04-10T10:00:00+09:00');
    await again(b.applicantId, staffId);
    await referral();

    at('2026-04-20T10:00:00+09:00');
    const referred = async (query: string, who: 'demo' | 'staff' = 'demo') => {
      const data = (await (await as(who)).get('25', `/dashboard/funnel?site=25&${query}`)).json()
        .data;
      return {
        total: data.stages[0].count,
        byStaff: data.byStaff?.map((row: { accountId: number; stages: { count: number }[] }) => [
          row.accountId,
          row.stages[0].count,
        ]),
      };
    };
    const applicant = 'countBy=applicant';
    expect(await referred(`from=2026-02&to=2026-04&${applicant}`)).toEqual({
      total: 3,
      byStaff: [
        [mainId, 1],
        [staffId, 3],
      ].sort((x, y) => x[0] - y[0]),
    });
    expect((await referred('from=2026-02&to=2026-04')).total).toBe(5);
    expect((await referred(`from=2026-03&to=2026-04&${applicant}`)).total).toBe(3);
    expect((await referred(`from=2026-03&${applicant}`)).total).toBe(2);
    expect((await referred(`from=2026-04&${applicant}`)).total).toBe(2);
    expect((await referred(`from=2026-02&to=2026-04&${applicant}`, 'staff')).total).toBe(3);
    expect(
      (await referred(`from=2026-02&to=2026-04&${applicant}&companyId=${job.companyId}`)).total,
    ).toBe(3);
    // February and March were counted once, into the rollup; April (open) is not.
    const counted = await db()
      .select({ month: funnelMonths.month })
      .from(funnelMonths)
      .where(and(eq(funnelMonths.agencyId, agencyId), sql`${funnelMonths.month} < '2026-05-01'`));
    expect(counted.map((row) => row.month).sort()).toEqual(['2026-02-01', '2026-03-01']);

    // The trend: one call answers each month as that month's own funnel counts it.
    for (const countBy of ['referral', 'applicant']) {
      const trend = (
        await (
          await as('demo')
        ).get('25', `/dashboard/funnel/trend?from=2026-02&to=2026-04&site=25&countBy=${countBy}`)
      ).json().data;
      expect(trend.countBy).toBe(countBy);
      expect(trend.months.map((row: { month: string }) => row.month)).toEqual([
        '2026-02',
        '2026-03',
        '2026-04',
      ]);
      for (const { month, stages } of trend.months) {
        const single = (
          await (
            await as('demo')
          ).get('25', `/dashboard/funnel?from=${month}&site=25&countBy=${countBy}`)
        ).json().data;
        expect(stages).toEqual(
          single.stages.map(({ stage, count }: { stage: string; count: number }) => ({
            stage,
            count,
          })),
        );
      }
    }
    expect(
      (await (await as('staff')).get('25', '/dashboard/funnel/trend?from=2026-02&to=2026-04'))
        .json()
        .data.months.map((row: { stages: { count: number }[] }) => row.stages[0].count),
    ).toEqual([1, 1, 2]);

    // The daily job counts the closed months ahead (April, closed by August), once.
    at('2026-08-03T00:20:00+09:00');
    expect(await countClosedMonthsAhead(db(), clock)).toContain(agencyId);
    const ahead = await db()
      .select({ month: funnelMonths.month })
      .from(funnelMonths)
      .where(eq(funnelMonths.agencyId, agencyId));
    expect(ahead.map((row) => row.month)).toEqual(
      expect.arrayContaining(['2026-04-01', '2026-05-01', '2026-07-01']),
    );
    expect(await countClosedMonthsAhead(db(), clock)).not.toContain(agencyId);
    expect((await referred(`from=2026-04&${applicant}`)).total).toBe(2);
    expect((await referred('from=2026-02&to=2026-04')).total).toBe(5);
  });

  it('reads a median from the days counted by tenth of a day', () => {
    expect(medianOf([{ tenth: 80, n: 3 }])).toBe(80);
    expect(
      medianOf([
        { tenth: 30, n: 1 },
        { tenth: 10, n: 1 },
      ]),
    ).toBe(20);
    expect(
      medianOf([
        { tenth: 10, n: 2 },
        { tenth: 50, n: 1 },
        { tenth: 90, n: 1 },
      ]),
    ).toBe(30);
  });

  it('refuses a malformed period', async () => {
    expect((await (await as('demo')).get('25', '/dashboard/funnel?from=2026-13')).statusCode).toBe(
      422,
    );
    expect(
      (await (await as('demo')).get('25', '/dashboard/funnel?from=2026-05&to=2026-04')).statusCode,
    ).toBe(422);
    expect(
      (await (await as('demo')).get('25', '/dashboard/funnel/trend?from=2024-01&to=2026-04'))
        .statusCode,
    ).toBe(422);
    expect(
      (await (await as('demo')).get('25', '/dashboard/funnel/trend?from=2026-05&to=2026-04'))
        .statusCode,
    ).toBe(422);
  });
});

describe('the company console', () => {
  it("answers a company's own median response time per stage over 90 days", async () => {
    const response = await consoleCall(
      t.app,
      'GET',
      `/companies/${job.companyId}/response-times?at=2026-07-20T00:00:00%2B09:00`,
    );
    expect(response.statusCode).toBe(200);
    const stages = response.json().data.stages;
    expect(stages.map((stage: { label: string }) => stage.label)).toEqual([
      '推薦',
      '選考中',
      '面接',
      '内定',
    ]);
    expect(stages[0].moves).toBeGreaterThan(0);
    expect(stages[0].medianDays).not.toBeNull();
  });
});

describe('the schedule', () => {
  it('the background runner runs the evaluation at 8:59 each day, before the 9:00 digest', async () => {
    at('2026-07-28T08:58:00+09:00');
    await t.app.runner.enqueueSchedules();
    await t.app.runner.runDue();
    const before = await db().select().from(waitingRuns).where(eq(waitingRuns.day, '2026-07-28'));
    expect(before).toHaveLength(0);
    at('2026-07-28T08:59:30+09:00');
    await t.app.runner.enqueueSchedules();
    await t.app.runner.runDue();
    const after = await db().select().from(waitingRuns).where(eq(waitingRuns.day, '2026-07-28'));
    expect(after.map((row) => row.agencyId)).toContain(agencyId);
  });
});

describe('the demo seed', () => {
  it('has tasks of every kind, some overdue, and a history for every referral', async () => {
    const seeded = await db()
      .select({ kind: tasks.kind, dueAt: tasks.dueAt, done: tasks.completedAt })
      .from(tasks)
      .where(and(eq(tasks.agencyId, agencyId), eq(tasks.siteId, '25')));
    const demoToday = new Date(`${DEMO_AUTHORED_TODAY}T09:00:00+09:00`);
    expect(new Set(seeded.map((task) => task.kind))).toEqual(new Set(TASK_KINDS));
    expect(
      seeded.filter((task) => !task.done && task.dueAt < demoToday).length,
    ).toBeGreaterThanOrEqual(2);
    const referrals = await db().select({ id: candidates.id }).from(candidates);
    const histories = await db()
      .selectDistinct({ id: selectionHistory.candidateId })
      .from(selectionHistory);
    const recorded = new Set(histories.map((row) => row.id));
    expect(referrals.filter((row) => !recorded.has(row.id))).toEqual([]);
    // The seeded history names the staff member the seed gave each referral.
    const [unnamed] = await db()
      .select({ id: selectionHistory.id })
      .from(selectionHistory)
      .innerJoin(candidates, eq(candidates.id, selectionHistory.candidateId))
      .where(
        and(
          eq(selectionHistory.agencyId, agencyId),
          sql`${selectionHistory.staffAccountId} is distinct from ${candidates.referredByAccountId}`,
        ),
      )
      .limit(1);
    expect(unnamed).toBeUndefined();
  });
});
