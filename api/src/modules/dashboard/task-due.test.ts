// 'task.due' (issue 30 with the dashboard of issue 29): a task's due time is a runner job made in
// the transaction that sets it; when it comes, an open task still due then queues one webhook
// delivery per subscribed endpoint, in its contract. Done, moved or automatic tasks too. Both
// databases (DATABASE_URL).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SELECTION_STATUS } from '@portal/shared/enums';
import { WEBHOOK_PAYLOADS, type WebhookEndpoint } from '@portal/shared/contract/webhooks';
import { tasks } from '../../db/schema/dashboard';
import { webhookDeliveries } from '../../db/schema/webhooks';
import {
  consoleCall,
  createTestApp,
  signedIn,
  type Browser,
  type TestApp,
} from '../../test/test-app';
import { demoApplicant } from '../candidates/fixtures.test-helper';

// A receiver that takes every delivery (a failing endpoint would be paused after 3 days, and the
// frozen clock crosses weeks here).
const receiver = http.createServer((_request, response) => response.end('ok'));

let clock = new Date('2026-07-15T09:00:00+09:00');
let t: TestApp;
let main: Browser;
let endpointId: number;
let applicantId: number;
let candidateId: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({ now: () => clock, config: { webhookAllowLocalHttp: true } });
  main = await signedIn(t.app);
  const demo = await demoApplicant(t.database.db, '佐藤');
  applicantId = demo.applicant.id;
  candidateId = demo.referrals[0].id;
  const created = await main.write('POST', '25', '/settings/webhooks', {
    url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/tasks`,
    eventTypes: ['task.due'],
    active: true,
  });
  expect(created.statusCode).toBe(201);
  endpointId = (created.json().data as { endpoint: WebhookEndpoint }).endpoint.id;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

/** The task.due deliveries of the given tasks (the seed's own tasks may be told too). */
const taskDues = async (...taskIds: number[]) =>
  (
    await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(webhookDeliveries.id)
  )
    .map((row) => {
      expect(WEBHOOK_PAYLOADS['task.due'].safeParse(row.payload).error).toBeUndefined();
      return (row.payload as { data: { taskId: number; title: string; dueAt: string } }).data;
    })
    .filter((data) => taskIds.includes(data.taskId));

async function runAt(iso: string) {
  clock = new Date(iso);
  await t.app.runner.runDue();
}

async function createTask(title: string, dueAt: string) {
  // The frozen clock moves by days: a fresh login each time (a session idles out).
  main = await signedIn(t.app);
  const response = await main.write('POST', '25', '/dashboard/tasks', {
    applicantId,
    candidateId,
    title,
    dueAt,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id as number;
}

it('tells an open task once when its due time comes, not before, and never a done one', async () => {
  const due = await createTask('書類の確認', '2026-07-15T15:00');
  const done = await createTask('電話', '2026-07-15T15:00');
  expect(
    (await main.write('PATCH', '25', `/dashboard/tasks/${done}`, { done: true })).statusCode,
  ).toBe(200);

  await runAt('2026-07-15T14:59:00+09:00');
  expect(await taskDues(due, done)).toEqual([]);

  await runAt('2026-07-15T15:01:00+09:00');
  await runAt('2026-07-15T15:30:00+09:00');
  expect(await taskDues(due, done)).toEqual([
    { siteId: '25', taskId: due, title: '書類の確認', dueAt: '2026-07-15T06:00:00.000Z' },
  ]);
});

it('a moved task is told at its new time only', async () => {
  const moved = await createTask('面談の準備', '2026-07-16T10:00');
  expect(
    (await main.write('PATCH', '25', `/dashboard/tasks/${moved}`, { dueAt: '2026-07-17T10:00' }))
      .statusCode,
  ).toBe(200);
  await runAt('2026-07-16T12:00:00+09:00');
  expect(await taskDues(moved)).toEqual([]);
  await runAt('2026-07-17T10:05:00+09:00');
  expect(await taskDues(moved)).toEqual([
    expect.objectContaining({ taskId: moved, dueAt: '2026-07-17T01:00:00.000Z' }),
  ]);
});

it('an automatic task (内定 → 内定承諾の意思確認) is told when due too', async () => {
  clock = new Date('2026-07-20T10:00:00+09:00');
  await t.database.db.delete(tasks).where(eq(tasks.candidateId, candidateId));
  for (const status of [SELECTION_STATUS.IN_SELECTION, SELECTION_STATUS.INFORMAL_DECISION]) {
    const changed = await consoleCall(t.app, 'PUT', `/candidates/${candidateId}/status`, {
      specialSelectionStatus: status,
    });
    expect([changed.statusCode, changed.body]).toEqual([200, changed.body]);
  }
  const [offer] = await t.database.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.candidateId, candidateId), eq(tasks.kind, 'offer_confirmation')));
  await runAt('2026-07-21T10:00:00+09:00');
  expect(await taskDues(offer!.id)).toEqual([]);
  await runAt('2026-08-10T10:00:00+09:00');
  expect(await taskDues(offer!.id)).toEqual([
    expect.objectContaining({ title: '内定承諾の意思確認' }),
  ]);
});
