import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { Pool } from 'pg';
import type { LiveMessage } from '@portal/shared/contract/chat';
import { candidates } from '../db/schema/applicants';
import { DEMO_AGENCY } from '../seed/demo-data';
import type { TestApp } from '../test/test-app';
import { agencyIdOf, Browser, consoleCall, createTestApp, signedIn } from '../test/test-app';
import { goodRow, HEADER, toCsv, upload } from '../modules/bulk/bulk-test-support';
import { openJob } from '../modules/referrals/referral-test-support';
import { createPostgresHub } from './live-hub';

let t: TestApp;
let base: string;
let demo: Browser;
let other: Browser;
let demoAgencyId: number;

beforeAll(async () => {
  // The api's own bulk worker runs: its progress reaches the stream as in production.
  t = await createTestApp({ bulkWorker: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  demo = await signedIn(t.app);
  other = await signedIn(t.app, 'other');
  demoAgencyId = await agencyIdOf(t.app, DEMO_AGENCY.name);
});
afterAll(() => t.close());

/** Opens GET /stream with the browser's cookies and collects the parsed messages. */
function openStream(browser: Browser, siteId = '25') {
  const messages: LiveMessage[] = [];
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  let buffer = '';
  const waiters: (() => void)[] = [];
  const request = http.get(`${base}/${siteId}/employment-agency/api/stream`, {
    headers: { cookie, accept: 'text/event-stream' },
  });
  const response = new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
  request.on('response', (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data) messages.push(JSON.parse(data.slice(6)));
        waiters.splice(0).forEach((wake) => wake());
      }
    });
  });
  request.on('error', () => {});
  const next = async (predicate: (message: LiveMessage) => boolean, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) return null;
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  return { messages, response, next, close: () => request.destroy() };
}

/** A referral of the demo agency on site 25. */
async function demoCandidate(): Promise<{ id: number }> {
  const [candidate] = await t.database.db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.agencyId, demoAgencyId), eq(candidates.siteId, '25')))
    .limit(1);
  return candidate!;
}

it('answers 401 without a session', async () => {
  const stream = openStream(new Browser(t.app));
  expect((await stream.response).statusCode).toBe(401);
  stream.close();
});

it("delivers a company reply's badges and group counts to that agency's streams only", async () => {
  const mine = openStream(demo);
  const theirs = openStream(other);
  const hello = await mine.next((message) => message.type === 'hello');
  expect(hello?.badges.unreadThread).toEqual(expect.any(Number));
  // A (re)connection names nothing: the browser refreshes every answer it shows.
  expect(hello?.tags).toEqual([]);
  expect(await theirs.next((message) => message.type === 'hello')).not.toBeNull();
  expect((await mine.response).headers['content-type']).toContain('text/event-stream');

  // A read thread of site 25, as the agency sees it.
  const groups = (await demo.get('25', '/introduction-chat-thread-groups')).json().data as {
    bulkSendId: number;
  }[];
  let read: { threadId: number; bulkSendId: number } | undefined;
  for (const group of groups) {
    const threads = (
      await demo.get(
        '25',
        `/introduction-chat-groups/${group.bulkSendId}/introduction-chat-threads`,
      )
    ).json().data as { threadId: number; isUnread: boolean }[];
    const thread = threads.find((row) => !row.isUnread);
    if (thread) read = { threadId: thread.threadId, bulkSendId: group.bulkSendId };
    if (read) break;
  }
  if (!read) throw new Error('no read thread on site 25');
  const reply = await consoleCall(t.app, 'POST', `/chat/threads/${read.threadId}/messages`, {
    content: '届きましたか？',
  });
  expect(reply.statusCode).toBe(201);

  const pushed = await mine.next((message) => message.type === 'chat');
  expect(pushed?.badges.unreadThread).toBe(hello!.badges.unreadThread + 1);
  expect(pushed?.threadId).toBe(read.threadId);
  // The tags a write of the thread would refresh (contract/cache.ts LIVE_CHANGES.chat).
  expect(pushed?.tags).toEqual(['chat-groups', 'chat-threads', `thread:${read.threadId}`]);
  expect(pushed?.groups).toEqual(
    expect.arrayContaining([{ bulkSendId: read.bulkSendId, unreadCount: expect.any(Number) }]),
  );
  expect(
    pushed!.groups!.find((g) => g.bulkSendId === read.bulkSendId)!.unreadCount,
  ).toBeGreaterThan(0);
  // Nothing reaches the other agency.
  expect(await theirs.next((message) => message.type === 'chat', 700)).toBeNull();

  // Marked read: the lists' unread counts change, not the thread's messages.
  const marked = await demo.write('PATCH', '25', `/introduction-chat-threads/${read.threadId}`);
  expect(marked.json().data.changed).toBe(true);
  const readPush = await mine.next((message) => message.type === 'chat-read');
  expect(readPush?.threadId).toBe(read.threadId);
  // It carries the new counts itself: the page writes them in and reads nothing again.
  expect(readPush?.tags).toEqual([]);
  expect(readPush?.groups).toEqual(
    expect.arrayContaining([{ bulkSendId: read.bulkSendId, unreadCount: expect.any(Number) }]),
  );
  expect(readPush?.badges.unreadThread).toBe(hello!.badges.unreadThread);
  mine.close();
  theirs.close();
});

it('does not deliver another site of the same agency', async () => {
  const site24 = openStream(demo, '24');
  await demo.login('24');
  const stream = openStream(demo, '24');
  expect(await stream.next((message) => message.type === 'hello')).not.toBeNull();
  const threads = (await consoleCall(t.app, 'GET', `/chat/threads?agencyId=${demoAgencyId}`)).json()
    .data;
  await consoleCall(t.app, 'POST', `/chat/threads/${threads[0].threadId}/messages`, {
    content: 'x',
  });
  expect(await stream.next((message) => message.type === 'chat', 700)).toBeNull();
  stream.close();
  site24.close();
});

it('reading a candidate’s unread company messages pushes the new counts, once', async () => {
  const candidate = await demoCandidate();
  await consoleCall(t.app, 'POST', `/candidates/${candidate.id}/messages`, {
    content: '面接日程のご連絡です。',
  });
  const stream = openStream(demo);
  expect(await stream.next((message) => message.type === 'hello')).not.toBeNull();
  expect((await demo.get('25', `/candidates/${candidate.id}/messages`)).statusCode).toBe(200);
  const pushed = await stream.next((message) => message.type === 'badges');
  expect(pushed?.tags).toEqual(['badges']);
  // Nothing unread any more: reading again pushes nothing.
  expect((await demo.get('25', `/candidates/${candidate.id}/messages`)).statusCode).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(stream.messages.filter((message) => message.type === 'badges')).toHaveLength(1);
  stream.close();
});

it('tells the agency when a task becomes overdue with time: the task lists and the badge', async () => {
  const [referral] = await t.database.db
    .select({ id: candidates.id, applicantId: candidates.applicantId })
    .from(candidates)
    .where(and(eq(candidates.agencyId, demoAgencyId), eq(candidates.siteId, '25')))
    .limit(1);
  const stream = openStream(demo);
  const hello = await stream.next((message) => message.type === 'hello');
  // Due in a moment: not overdue when made (its own push carries the count before it).
  const created = await demo.write('POST', '25', '/dashboard/tasks', {
    applicantId: referral.applicantId,
    candidateId: referral.id,
    title: '期限の近いタスク',
    dueAt: new Date(Date.now() + 1500).toISOString(),
  });
  expect(created.statusCode).toBe(201);
  const made = await stream.next((message) => message.type === 'badges');
  expect(made?.badges.overdueTask).toBe(hello!.badges.overdueTask);
  expect(stream.messages.some((message) => message.type === 'tasks')).toBe(false);

  await new Promise((resolve) => setTimeout(resolve, 1600));
  await t.app.runner.runDue();
  const due = await stream.next((message) => message.type === 'tasks');
  expect(due?.tags).toEqual(['tasks', 'badges']);
  expect(due?.badges.overdueTask).toBe(hello!.badges.overdueTask! + 1);
  stream.close();
  await demo.write('DELETE', '25', `/dashboard/tasks/${created.json().data.id}`);
});

it('pushes a company message about a candidate to the agency that referred them', async () => {
  const mine = openStream(demo);
  const theirs = openStream(other);
  expect(await mine.next((message) => message.type === 'hello')).not.toBeNull();
  expect(await theirs.next((message) => message.type === 'hello')).not.toBeNull();
  const candidate = await demoCandidate();
  const sent = await consoleCall(t.app, 'POST', `/candidates/${candidate.id}/messages`, {
    content: '書類選考を通過されました。',
  });
  expect(sent.statusCode).toBe(201);
  const pushed = await mine.next((message) => message.type === 'candidate-messages');
  expect(pushed?.candidateId).toBe(candidate.id);
  // The dashboard's 回答待ち and tasks follow a company's message too (issue 29).
  expect(pushed?.tags).toEqual([
    `candidate-messages:${candidate.id}`,
    `candidate:${candidate.id}`,
    'waiting',
    'tasks',
  ]);
  expect(await theirs.next((message) => message.type === 'candidate-messages', 700)).toBeNull();
  mine.close();
  theirs.close();
});

it("pushes a company's change of a referral's status with the candidate's tags", async () => {
  const mine = openStream(demo);
  expect(await mine.next((message) => message.type === 'hello')).not.toBeNull();
  const candidate = await demoCandidate();
  const changed = await consoleCall(t.app, 'PUT', `/candidates/${candidate.id}/status`, {
    specialSelectionStatus: 2,
  });
  expect(changed.statusCode).toBe(200);
  const pushed = await mine.next((message) => message.type === 'candidate');
  expect(pushed?.candidateId).toBe(candidate.id);
  expect(pushed?.tags).toEqual([
    `candidate:${candidate.id}`,
    'candidates',
    'jobs',
    'tasks',
    'waiting',
    'funnel',
  ]);
  mine.close();
});

it("pushes a bulk import's progress and end with the job's tags", async () => {
  const mine = openStream(demo);
  expect(await mine.next((message) => message.type === 'hello')).not.toBeNull();
  const job = await openJob(demo);
  const rows = [HEADER, ...Array.from({ length: 3 }, (_, i) => goodRow(900 + i))];
  const response = await upload(demo, '25', job.id, 'live.csv', Buffer.from(toCsv(rows)));
  expect(response.statusCode).toBe(202);
  const pushed = await mine.next((message) => message.type === 'bulk', 15_000);
  expect(pushed?.jobId).toBe(job.id);
  expect(pushed?.tags).toEqual([`bulk:${job.id}`, `job:${job.id}`, 'applicants', 'badges']);
  // Once it ended, the job says so.
  for (let i = 0; i < 50; i++) {
    if ((await demo.get('25', `/jobs/${job.id}`)).json().data.importFlag !== 1) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect((await demo.get('25', `/jobs/${job.id}`)).json().data.importFlag).not.toBe(1);
  mine.close();
}, 30_000);

const onPostgres = process.env.DATABASE_URL ? it : it.skip;

/** Another replica (its own pool on the same database) tells of a message of the demo agency's
 * candidate through NOTIFY. */
async function publishFromReplica(candidateId: number) {
  const replicaPool = new Pool(t.database.pool!.options);
  const replica = createPostgresHub(replicaPool);
  await replica.publish({
    agencyId: demoAgencyId,
    siteId: '25',
    type: 'candidate-messages',
    candidateId,
  });
  await replica.close();
  await replicaPool.end();
}

onPostgres('fans out through LISTEN/NOTIFY from another api process', async () => {
  const mine = openStream(demo);
  expect(await mine.next((message) => message.type === 'hello')).not.toBeNull();
  await publishFromReplica(7);
  const pushed = await mine.next((message) => message.type === 'candidate-messages');
  expect(pushed?.candidateId).toBe(7);
  mine.close();
});

onPostgres(
  'after the database ended its LISTEN connection, open streams get fresh badges, then events again',
  async () => {
    const mine = openStream(demo);
    expect(await mine.next((message) => message.type === 'hello')).not.toBeNull();
    const seen = mine.messages.length;
    // As a restart does (57P01): the server ends every connection of this api, LISTEN's included.
    const admin = new Pool({ ...t.database.pool!.options, max: 1 });
    const { rows } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await admin.end();
    expect(rows.length).toBeGreaterThan(0);
    // Events sent meanwhile were missed: once LISTEN is back, the stream is told the counts again.
    const fresh = await mine.next(
      (message) => message.type === 'hello' && mine.messages.indexOf(message) >= seen,
    );
    expect(fresh?.badges.unreadThread).toEqual(expect.any(Number));
    await publishFromReplica(8);
    expect((await mine.next((message) => message.candidateId === 8))?.type).toBe(
      'candidate-messages',
    );
    mine.close();
  },
);
