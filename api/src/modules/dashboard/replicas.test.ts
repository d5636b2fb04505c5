// Issue 29, exactly once with two api instances on one database (PostgreSQL: two pools, the
// replicas' situation; PGlite: one database, two apps): the 9:00 回答待ち run started by both at
// the same moment marks, creates 「企業への返信」 and mails once; the same status change or date
// confirmation arriving at both creates its automatic task once.
import { eq } from 'drizzle-orm';
import { Pool } from 'pg';
import { NOTIFICATION_KEYS } from '@portal/shared/contract';
import { buildApp } from '../../app';
import { DEFAULT_CONSOLE_TOKEN } from '../../config';
import { postgresHandle, type DatabaseHandle } from '../../db/client';
import { candidates } from '../../db/schema/applicants';
import { candidateMessages } from '../../db/schema/candidate-activity';
import { tasks, waitingMarks, waitingRuns } from '../../db/schema/dashboard';
import { DEMO_AGENCY, DEMO_STAFF } from '../../seed/demo-data';
import {
  accountIdOf,
  agencyIdOf,
  consoleCall,
  createTestApp,
  mailsTo,
  signedIn,
  type TestApp,
} from '../../test/test-app';
import { insertReferral } from './dashboard-test-kit';

type App = TestApp['app'];

let clock = new Date('2026-07-17T10:00:00+09:00');
let t: TestApp;
let second: App;
let secondHandle: DatabaseHandle;
let agencyId: number;
let staffId: number;
let jobId: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  secondHandle = t.database;
  if (t.database.kind === 'postgres') {
    const pool = (t.database as unknown as { pool: Pool }).pool;
    const url = (pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    secondHandle = postgresHandle(new Pool({ connectionString: url, max: 5 }));
  }
  second = await buildApp({
    logger: false,
    mailTransport: null,
    database: secondHandle,
    now: () => clock,
    config: { seed: false, shellDist: undefined, consoleToken: DEFAULT_CONSOLE_TOKEN },
  });
  await second.ready();
  agencyId = await agencyIdOf(t.app, DEMO_AGENCY.name);
  staffId = await accountIdOf(t.database.db, DEMO_STAFF[0].userId);
  const [referral] = await t.database.db
    .select({ jobId: candidates.jobId })
    .from(candidates)
    .where(eq(candidates.agencyId, agencyId))
    .limit(1);
  jobId = referral.jobId!;
}, 60_000);
afterAll(async () => {
  await second.close();
  if (secondHandle !== t.database) await secondHandle.close();
  await t.close();
});

let people = 0;
async function referral() {
  people += 1;
  const { candidateId } = await insertReferral(
    t.database.db,
    { agencyId, jobId, referredByAccountId: staffId, at: clock },
    {
      seiKanji: '並行',
      meiKanji: `${people}子`,
      seiKana: 'ヘイコウ',
      meiKana: 'コ',
      email: `replica${people}@example.com`,
      phone: `080-1000-${String(people).padStart(4, '0')}`,
    },
  );
  return candidateId;
}

const both = <T>(count: number, run: (app: App) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, i) => run(i % 2 ? second : t.app)));

const tasksOf = (candidateId: number) =>
  t.database.db.select().from(tasks).where(eq(tasks.candidateId, candidateId));

it('runs the 9:00 evaluation once per agency and day', async () => {
  const main = await signedIn(t.app, 'demo');
  await main.write(
    'PUT',
    '25',
    '/settings/notifications',
    Object.fromEntries(
      NOTIFICATION_KEYS.map((key) => [key, key === 'nextAction' ? 'immediate' : 'off']),
    ),
  );
  clock = new Date('2026-07-17T10:00:00+09:00'); // Friday before 海の日
  const waiting = await referral();
  const asked = await referral();
  clock = new Date('2026-07-17T16:00:00+09:00');
  const message = await consoleCall(t.app, 'POST', `/candidates/${asked}/messages`, {
    content: 'ご確認ください。',
  });
  await t.database.db
    .update(candidateMessages)
    .set({ createdAt: clock })
    .where(eq(candidateMessages.id, message.json().data.id));
  const mailsBefore = (await mailsTo(t.app, DEMO_AGENCY.email)).length;

  clock = new Date('2026-07-27T09:00:00+09:00'); // 5 business days later
  const responses = await both(6, (app) =>
    consoleCall(app, 'POST', '/waiting/run', { at: clock.toISOString() }),
  );
  expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
  const runs = responses.flatMap((r) => r.json().data.agencies);
  expect(runs.filter((run: { agencyId: number }) => run.agencyId === agencyId)).toHaveLength(1);
  const [row] = await t.database.db
    .select()
    .from(waitingRuns)
    .where(eq(waitingRuns.day, '2026-07-27'));
  expect(row.agencyId).toBeDefined();
  const marks = await t.database.db
    .select()
    .from(waitingMarks)
    .where(eq(waitingMarks.candidateId, waiting));
  expect(marks).toHaveLength(1);
  expect(marks[0].businessDays).toBe(5);
  expect((await tasksOf(asked)).map((task) => task.kind)).toEqual(['company_reply']);
  const mails = (await mailsTo(t.app, DEMO_AGENCY.email)).filter((mail) =>
    mail.subject.includes('今日のやることと企業回答待ち（2026/07/27）'),
  );
  expect(mails).toHaveLength(1);
  expect((await mailsTo(t.app, DEMO_AGENCY.email)).length).toBe(mailsBefore + 1);
  expect(mails[0].text).toContain('企業回答待ち 5日');
});

it('creates an automatic task once when the same change reaches both instances', async () => {
  clock = new Date('2026-07-17T10:00:00+09:00');
  const offered = await referral();
  const statuses = await both(6, (app) =>
    consoleCall(app, 'PUT', `/candidates/${offered}/status`, { specialSelectionStatus: 7 }),
  );
  expect(statuses.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
  expect((await tasksOf(offered)).map((task) => task.kind)).toEqual(['offer_confirmation']);

  const interviewed = await referral();
  const proposed = await consoleCall(t.app, 'POST', `/candidates/${interviewed}/tentative-events`, {
    dates: [{ start: '2026-07-22T10:00:00+09:00', end: '2026-07-22T11:00:00+09:00' }],
  });
  const [date] = proposed.json().data.ids;
  const sessions = [await signedIn(t.app, 'staff'), await signedIn(second, 'staff')];
  const confirmations = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      sessions[i % 2].write('PATCH', '25', `/candidates/${interviewed}/tentative-events/${date}`, {
        allowConflict: true,
      }),
    ),
  );
  expect(confirmations.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
  expect((await tasksOf(interviewed)).map((task) => task.kind)).toEqual(['interview_follow_up']);
});
