// Webhooks (issue 30), end to end through the api and the background runner: a local receiver
// gets the signed webhook when the company changes a selection status through the console,
// verifies it with the Standard Webhooks library, answers 500 twice and then 200, and sees three
// attempts with the same webhook-id; the log shows them; 再送 and 送信テスト send again; only the
// main account manages webhooks, another agency's ids read as not found; addresses are checked
// after DNS, redirects are not followed, an endpoint failing for 3 days is paused and mailed
// about, and the log older than 30 days is deleted. Both databases (DATABASE_URL).
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { EVENT_ENTRY_STATUS, IMPORT_FLAG, PERMIT_MATCHING_STATUS } from '@portal/shared/enums';
import { Webhook } from 'standardwebhooks';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_PAYLOADS,
  type WebhookDeliveryLog,
  type WebhookEndpoint,
} from '@portal/shared/contract/webhooks';
import { finishImport } from '../../background/bulk-worker-queries';
import { cleanupWebhookLog } from '../../background/webhook-delivery';
import { candidates } from '../../db/schema/applicants';
import { bulkImports } from '../../db/schema/bulk-imports';
import { agencyCompanyLinks } from '../../db/schema/companies';
import { eventEntries } from '../../db/schema/events';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';
import { DEMO_AGENCY } from '../../seed/demo-data';
import { consoleCall, testAppForFile, mailsTo, signedIn, type Browser } from '../../test/test-app';
import { demoApplicant } from '../candidates/fixtures.test-helper';
import { writeMessage } from '../candidates/message-queries';
import { postWebhook } from './post';
import { newWebhookSecret, signedHeaders } from './signing';
import { addressAllowed, REFUSED_ADDRESS, urlProblem } from './url-guard';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local receiver: records every request and answers the next status of its script. */
async function receiver(script: number[] | ((n: number) => number)) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const n = received.length - 1;
      const status = typeof script === 'function' ? script(n) : (script[n] ?? 200);
      if (status === 302) response.setHeader('location', 'http://127.0.0.1:1/elsewhere');
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status === 200 ? 'ok' : `error ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const t = testAppForFile({
  config: { webhookAllowLocalHttp: true },
  // Retries after 50 ms instead of seconds to hours: the same chain, in test time.
  webhookSchedule: { backoffMs: [50, 50, 50, 50] },
});
const main = t.signedIn();
let candidateId: number;

beforeAll(async () => {
  candidateId = (await demoApplicant(t.database.db, '佐藤')).referrals[0].id;
});

const db = () => t.database.db;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the runner's rounds until `done` holds (the retries wait 50 ms). */
async function runUntil(done: () => boolean | Promise<boolean>, limitMs = 15_000) {
  const start = Date.now();
  while (!(await done())) {
    if (Date.now() - start > limitMs) throw new Error('the runner did not get there in time');
    await t.app.runner.tick();
    await sleep(20);
  }
}

const EXAMPLE = path.join(__dirname, '../../../../examples/webhook-receiver.mjs');

async function runUntilPrinted(done: () => boolean) {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > 10_000) throw new Error('the sample receiver printed nothing');
    await sleep(50);
  }
}

async function createEndpoint(
  browser: Browser,
  url: string,
  eventTypes: string[] = ['referral.status_changed'],
) {
  const response = await browser.write('POST', '25', '/settings/webhooks', {
    url,
    eventTypes,
    active: true,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { endpoint: WebhookEndpoint; secret: string };
}

async function removeEndpoint(id: number) {
  expect((await main.write('DELETE', '25', `/settings/webhooks/${id}`)).statusCode).toBe(200);
}

describe('the console changes a selection status: the signed webhook, retried', () => {
  it('reaches a receiver that answers 500, 500, 200: three attempts, one webhook-id, verified', async () => {
    const hook = await receiver([500, 500, 200]);
    const { endpoint, secret } = await createEndpoint(main, hook.url);
    expect(secret).toMatch(/^whsec_/);
    expect(endpoint.secretHint).toBe(`${secret.slice(0, 10)}…`);
    // The list never shows the secret again.
    const listed = (await main.get('25', '/settings/webhooks')).json().data as WebhookEndpoint[];
    expect(JSON.stringify(listed)).not.toContain(secret);

    const status = await consoleCall(t.app, 'PUT', `/candidates/${candidateId}/status`, {
      specialSelectionStatus: 3,
      selectionStepName: '一次面接',
    });
    expect(status.statusCode).toBe(200);
    await runUntil(() => hook.received.length >= 3);
    // Nothing more once it succeeded.
    await t.app.runner.tick();
    await hook.close();
    expect(hook.received).toHaveLength(3);

    const ids = hook.received.map((request) => request.headers['webhook-id']);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^msg_/);
    const verifier = new Webhook(secret);
    for (const request of hook.received) {
      const verified = verifier.verify(request.body, {
        'webhook-id': String(request.headers['webhook-id']),
        'webhook-timestamp': String(request.headers['webhook-timestamp']),
        'webhook-signature': String(request.headers['webhook-signature']),
      });
      // The specification by hand too (any implementation): v1,base64(HMAC-SHA256(id.ts.body)).
      const signed = `${String(request.headers['webhook-id'])}.${String(request.headers['webhook-timestamp'])}.${request.body}`;
      const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
      expect(request.headers['webhook-signature']).toBe(
        `v1,${createHmac('sha256', key).update(signed).digest('base64')}`,
      );
      const payload = WEBHOOK_PAYLOADS['referral.status_changed'].parse(verified);
      expect(payload.data).toMatchObject({
        candidateId,
        after: { specialSelectionStatus: 3, selectionStepName: '一次面接' },
      });
    }
    // A wrong secret or a changed body does not verify.
    const [first] = hook.received;
    const headers = {
      'webhook-id': String(first!.headers['webhook-id']),
      'webhook-timestamp': String(first!.headers['webhook-timestamp']),
      'webhook-signature': String(first!.headers['webhook-signature']),
    };
    expect(() => verifier.verify(first!.body.replace('一次', '二次'), headers)).toThrow();

    const log = (await main.get('25', `/settings/webhooks/${endpoint.id}/deliveries`)).json()
      .data as WebhookDeliveryLog;
    expect(log.attempts.map((row) => [row.attempt, row.statusCode])).toEqual([
      [3, 200],
      [2, 500],
      [1, 500],
    ]);
    expect(new Set(log.attempts.map((row) => row.messageId))).toEqual(new Set(ids));
    expect(log.attempts[0]).toMatchObject({
      eventType: 'referral.status_changed',
      responseHead: 'ok',
      state: 'succeeded',
    });
    expect(log.attempts[1]!.responseHead).toBe('error 500');
    await removeEndpoint(endpoint.id);
  });

  it('再送 sends the delivery again with its webhook-id; 送信テスト sends a webhook.test', async () => {
    const hook = await receiver(() => 200);
    const { endpoint, secret } = await createEndpoint(main, hook.url);
    await consoleCall(t.app, 'PUT', `/candidates/${candidateId}/status`, {
      specialSelectionStatus: 4,
      selectionStepName: null,
    });
    await runUntil(() => hook.received.length >= 1);
    const log = (await main.get('25', `/settings/webhooks/${endpoint.id}/deliveries`)).json()
      .data as WebhookDeliveryLog;
    const replay = await main.write(
      'POST',
      '25',
      `/settings/webhooks/${endpoint.id}/deliveries/${log.attempts[0]!.deliveryId}/replay`,
    );
    expect(replay.statusCode).toBe(202);
    await runUntil(() => hook.received.length >= 2);
    expect(hook.received[1]!.headers['webhook-id']).toBe(hook.received[0]!.headers['webhook-id']);

    expect(
      (await main.write('POST', '25', `/settings/webhooks/${endpoint.id}/test`)).statusCode,
    ).toBe(202);
    await runUntil(() => hook.received.length >= 3);
    const test = hook.received[2]!;
    const payload = new Webhook(secret).verify(test.body, {
      'webhook-id': String(test.headers['webhook-id']),
      'webhook-timestamp': String(test.headers['webhook-timestamp']),
      'webhook-signature': String(test.headers['webhook-signature']),
    });
    expect(WEBHOOK_PAYLOADS['webhook.test'].parse(payload).data.endpointId).toBe(endpoint.id);
    const after = (await main.get('25', `/settings/webhooks/${endpoint.id}/deliveries`)).json()
      .data as WebhookDeliveryLog;
    expect(after.attempts.map((row) => row.attempt)).toEqual([1, 2, 1]);
    await hook.close();
    await removeEndpoint(endpoint.id);
  });

  it('sends only the event types the endpoint chose, and nothing to a paused one', async () => {
    const hook = await receiver(() => 200);
    const { endpoint } = await createEndpoint(main, hook.url, ['job.changed']);
    const paused = await createEndpoint(main, hook.url);
    const put = await main.write('PUT', '25', `/settings/webhooks/${paused.endpoint.id}`, {
      url: hook.url,
      eventTypes: ['referral.status_changed'],
      active: false,
    });
    expect(put.json().data).toMatchObject({ active: false, pausedReason: null });
    await consoleCall(t.app, 'PUT', `/candidates/${candidateId}/status`, {
      specialSelectionStatus: 5,
    });
    await t.app.runner.tick();
    expect(hook.received).toHaveLength(0);
    const rows = await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(rows).toHaveLength(0);
    await hook.close();
    await removeEndpoint(endpoint.id);
    await removeEndpoint(paused.endpoint.id);
  });
});

describe('who may manage webhooks', () => {
  let endpointId: number;
  beforeAll(async () => {
    endpointId = (await createEndpoint(main, 'https://hooks.example.com/portal')).endpoint.id;
  });

  it('a sub-account gets 403 on every webhook route', async () => {
    const staff = await signedIn(t.app, 'staff');
    const body = { url: 'https://hooks.example.com/x', eventTypes: ['job.changed'], active: true };
    const answers = [
      await staff.get('25', '/settings/webhooks'),
      await staff.write('POST', '25', '/settings/webhooks', body),
      await staff.write('PUT', '25', `/settings/webhooks/${endpointId}`, body),
      await staff.write('DELETE', '25', `/settings/webhooks/${endpointId}`),
      await staff.get('25', `/settings/webhooks/${endpointId}/deliveries`),
      await staff.write('POST', '25', `/settings/webhooks/${endpointId}/deliveries/1/replay`),
      await staff.write('POST', '25', `/settings/webhooks/${endpointId}/test`),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe('この機能はメインアカウントのみ利用できます。');
    }
  });

  it("another agency's main account: the endpoint and its deliveries read as not found", async () => {
    const other = await signedIn(t.app, 'other');
    const body = { url: 'https://hooks.example.com/x', eventTypes: ['job.changed'], active: true };
    const [delivery] = await db()
      .insert(webhookDeliveries)
      .values({
        endpointId,
        agencyId: (
          await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId))
        )[0]!.agencyId,
        messageId: 'msg_tenancy',
        eventType: 'job.changed',
        payload: {},
        state: 'failed',
      })
      .returning();
    const answers = [
      await other.write('PUT', '25', `/settings/webhooks/${endpointId}`, body),
      await other.write('DELETE', '25', `/settings/webhooks/${endpointId}`),
      await other.get('25', `/settings/webhooks/${endpointId}/deliveries`),
      await other.write(
        'POST',
        '25',
        `/settings/webhooks/${endpointId}/deliveries/${delivery!.id}/replay`,
      ),
      await other.write('POST', '25', `/settings/webhooks/${endpointId}/test`),
    ];
    for (const answer of answers) expect(answer.statusCode).toBe(404);
    expect((await other.get('25', '/settings/webhooks')).json().data).toEqual([]);
    // The demo agency's endpoint is unchanged and still there.
    const listed = (await main.get('25', '/settings/webhooks')).json().data as WebhookEndpoint[];
    expect(listed.find((row) => row.id === endpointId)?.url).toBe(
      'https://hooks.example.com/portal',
    );
    // Another endpoint's delivery id through this endpoint: not found either.
    const mine = await createEndpoint(main, 'https://hooks.example.com/second');
    const crossed = await main.write(
      'POST',
      '25',
      `/settings/webhooks/${mine.endpoint.id}/deliveries/${delivery!.id}/replay`,
    );
    expect(crossed.statusCode).toBe(404);
    await removeEndpoint(mine.endpoint.id);
  });

  afterAll(() => removeEndpoint(endpointId));
});

describe('where a webhook may go', () => {
  it('refuses private, loopback, link-local and unique-local addresses, IPv4 and IPv6', () => {
    const strict = { allowLocalHttp: false };
    for (const address of [
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd12:3456::1',
      'fc00::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      'ff02::1',
    ]) {
      expect([address, addressAllowed(address, strict)]).toEqual([address, false]);
    }
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']) {
      expect(addressAllowed(address, strict)).toBe(true);
    }
    // Allowed for development: loopback only, never the private ranges.
    expect(addressAllowed('127.0.0.1', { allowLocalHttp: true })).toBe(true);
    expect(addressAllowed('::1', { allowLocalHttp: true })).toBe(true);
    expect(addressAllowed('10.0.0.1', { allowLocalHttp: true })).toBe(false);
  });

  it('registers https only in production; http only to loopback where configured', () => {
    const production = { allowLocalHttp: false };
    expect(urlProblem('https://hooks.example.com/x', production)).toBeNull();
    expect(urlProblem('http://hooks.example.com/x', production)).not.toBeNull();
    expect(urlProblem('http://127.0.0.1:3000/x', production)).not.toBeNull();
    expect(urlProblem('https://localhost/x', production)).toBe(REFUSED_ADDRESS);
    expect(urlProblem('https://10.0.0.8/x', production)).toBe(REFUSED_ADDRESS);
    expect(urlProblem('https://[fd00::1]/x', production)).toBe(REFUSED_ADDRESS);
    expect(urlProblem('https://user:pw@hooks.example.com/x', production)).not.toBeNull();
    const local = { allowLocalHttp: true };
    expect(urlProblem('http://127.0.0.1:3000/x', local)).toBeNull();
    expect(urlProblem('http://localhost:3000/x', local)).toBeNull();
    expect(urlProblem('http://hooks.example.com/x', local)).not.toBeNull();
    expect(urlProblem('http://10.0.0.8/x', local)).not.toBeNull();
  });

  it('the api answers 422 in Japanese for a refused URL', async () => {
    for (const url of ['http://hooks.example.com/x', 'https://192.168.0.10/x', 'ftp://x.example']) {
      const response = await main.write('POST', '25', '/settings/webhooks', {
        url,
        eventTypes: ['job.changed'],
        active: true,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.url[0]).toMatch(/URL|アドレス/);
    }
    const none = await main.write('POST', '25', '/settings/webhooks', {
      url: 'https://hooks.example.com/x',
      eventTypes: [],
      active: true,
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.eventTypes[0]).toMatch(/^受け取るイベント/);
  });

  it('checks the addresses after DNS at delivery: a name resolving to loopback is refused', async () => {
    const hook = await receiver(() => 200);
    const outcome = await postWebhook(`https://localhost:${hook.port}/hooks`, {}, '{}', {
      allowLocalHttp: false,
    });
    expect(outcome).toMatchObject({ ok: false, statusCode: null, responseHead: REFUSED_ADDRESS });
    const literal = await postWebhook(`https://127.0.0.1:${hook.port}/`, {}, '{}', {
      allowLocalHttp: false,
    });
    expect(literal).toMatchObject({ ok: false, responseHead: REFUSED_ADDRESS });
    expect(hook.received).toHaveLength(0);
    await hook.close();
  });

  it('does not follow a redirect and gives up after its time limit', async () => {
    const hook = await receiver(() => 302);
    const redirected = await postWebhook(hook.url, {}, '{}', { allowLocalHttp: true });
    expect(redirected).toMatchObject({ ok: false, statusCode: 302 });
    expect(hook.received).toHaveLength(1);
    await hook.close();

    const silent = http.createServer(() => {
      // Never answers.
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const outcome = await postWebhook(
      `http://127.0.0.1:${port}/`,
      {},
      '{}',
      { allowLocalHttp: true },
      200,
    );
    expect(outcome).toMatchObject({ ok: false, statusCode: null });
    expect(outcome.responseHead).toContain('10秒以内に応答がありませんでした');
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });
});

describe('an endpoint that keeps failing, and the log', () => {
  it('is paused after failing for 3 days, and the main account gets a mail', async () => {
    const hook = await receiver(() => 500);
    const { endpoint } = await createEndpoint(main, hook.url);
    // It has been failing for 3 days and a bit already.
    await db()
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 3 * 86_400_000 - 60_000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await consoleCall(t.app, 'PUT', `/candidates/${candidateId}/status`, {
      specialSelectionStatus: 6,
    });
    await runUntil(() => hook.received.length >= 1);
    await t.app.runner.tick();
    const [row] = (await main.get('25', '/settings/webhooks'))
      .json()
      .data.filter((e: WebhookEndpoint) => e.id === endpoint.id);
    expect(row).toMatchObject({ active: false, pausedReason: 'failing' });
    const mails = await mailsTo(t.app, DEMO_AGENCY.account.email);
    expect(mails[0]!.subject).toBe('【紹介会社ポータル】Webhookの送信を停止しました');
    expect(mails[0]!.text).toContain(hook.url);
    // Paused: no more attempts. Turned on again: what waited goes out, with its webhook-id.
    await sleep(100);
    await t.app.runner.tick();
    expect(hook.received).toHaveLength(1);
    await hook.close();
    const ok = await receiver(() => 200);
    await main.write('PUT', '25', `/settings/webhooks/${endpoint.id}`, {
      url: ok.url,
      eventTypes: ['referral.status_changed'],
      active: true,
    });
    await runUntil(() => ok.received.length >= 1);
    expect(ok.received[0]!.headers['webhook-id']).toBe(hook.received[0]!.headers['webhook-id']);
    await ok.close();
    await removeEndpoint(endpoint.id);
  });

  it('keeps the log 30 days', async () => {
    const { endpoint } = await createEndpoint(main, 'https://hooks.example.com/log');
    const [agency] = await db()
      .select({ agencyId: webhookEndpoints.agencyId })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    const now = new Date();
    const at = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const ids: number[] = [];
    for (const days of [31, 29]) {
      const [delivery] = await db()
        .insert(webhookDeliveries)
        .values({
          endpointId: endpoint.id,
          agencyId: agency!.agencyId,
          messageId: `msg_${days}`,
          eventType: 'job.changed',
          payload: {},
          state: 'succeeded',
          attempts: 1,
          createdAt: at(days),
          lastAttemptAt: at(days),
        })
        .returning();
      await db()
        .insert(webhookAttempts)
        .values({
          deliveryId: delivery!.id,
          endpointId: endpoint.id,
          attempt: 1,
          at: at(days),
          statusCode: 200,
          durationMs: 12,
        });
      ids.push(delivery!.id);
    }
    const shown = (await main.get('25', `/settings/webhooks/${endpoint.id}/deliveries`)).json()
      .data as WebhookDeliveryLog;
    expect(shown.attempts.map((row) => row.deliveryId)).toEqual([ids[1]]);
    await cleanupWebhookLog(db(), now);
    const left = await db()
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(left.map((row) => row.id)).toEqual([ids[1]]);
    await removeEndpoint(endpoint.id);
  });
});

describe('the README sample receiver (examples/webhook-receiver.mjs)', () => {
  it('verifies a signed delivery with the Standard Webhooks library and refuses a forged one', async () => {
    const secret = newWebhookSecret();
    const port = 18_000 + (process.pid % 1000);
    const child = spawn(process.execPath, [EXAMPLE, String(port)], {
      env: { ...process.env, WEBHOOK_SECRET: secret },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    try {
      await runUntilPrinted(() => printed.includes('webhook receiver on'));
      const body = JSON.stringify({
        type: 'webhook.test',
        timestamp: new Date().toISOString(),
        data: { endpointId: 1, message: 'テスト' },
      });
      const url = `http://127.0.0.1:${port}/`;
      const policy = { allowLocalHttp: true };
      const signed = signedHeaders(secret, 'msg_sample', new Date(), body);
      expect((await postWebhook(url, { ...signed }, body, policy)).statusCode).toBe(204);
      const forged = await postWebhook(url, { ...signed }, body.replace('テスト', '偽物'), policy);
      expect(forged.statusCode).toBe(400);
      await runUntilPrinted(() => printed.includes('refused'));
      expect(printed).toContain('verified msg_sample: webhook.test');
      expect(printed).toContain('"message": "テスト"');
    } finally {
      child.kill();
    }
  });
});

describe('every event type is emitted with its change, in its contract', () => {
  it('company messages, candidate messages, tentative dates, reservations, job changes, bulk imports', async () => {
    const { endpoint } = await createEndpoint(main, 'https://hooks.example.com/all', [
      ...WEBHOOK_EVENT_TYPES,
    ]);
    const deliveries = async () =>
      db()
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id))
        .orderBy(webhookDeliveries.id);
    const [candidate] = await db().select().from(candidates).where(eq(candidates.id, candidateId));
    const ok = (response: { statusCode: number; body: string }) =>
      expect([response.statusCode < 300, response.body]).toEqual([true, response.body]);

    // A company-started thread and a company reply.
    const [link] = await db()
      .select({ companyId: agencyCompanyLinks.companyId })
      .from(agencyCompanyLinks)
      .where(
        and(
          eq(agencyCompanyLinks.agencyId, candidate!.agencyId),
          eq(agencyCompanyLinks.status, PERMIT_MATCHING_STATUS.MATCHED),
        ),
      )
      .limit(1);
    const thread = await consoleCall(t.app, 'POST', '/chat/threads', {
      agencyId: candidate!.agencyId,
      companyId: link!.companyId,
      title: 'Webhookのご連絡',
      content: '<p>はじめまして</p>',
    });
    expect(thread.statusCode).toBeLessThan(300);
    const threadId = thread.json().data.threadId as number;
    ok(
      await consoleCall(t.app, 'POST', `/chat/threads/${threadId}/messages`, {
        content: '<p>追伸です</p>',
      }),
    );
    // The company's message about the candidate, proposed dates, a job change.
    ok(
      await consoleCall(t.app, 'POST', `/candidates/${candidateId}/messages`, {
        content: '<p>面接のご案内</p>',
      }),
    );
    ok(
      await consoleCall(t.app, 'POST', `/candidates/${candidateId}/tentative-events`, {
        dates: [{ start: '2026-12-01T10:00:00+09:00', end: '2026-12-01T11:00:00+09:00' }],
        comment: 'ご都合をお知らせください',
      }),
    );
    ok(
      await consoleCall(t.app, 'PUT', `/jobs/${candidate!.jobId}`, {
        department: 'Webhook推進部',
      }),
    );
    // A reservation the company marks attended.
    const [entry] = await db()
      .select({ id: eventEntries.id })
      .from(eventEntries)
      .where(
        and(
          eq(eventEntries.agencyId, candidate!.agencyId),
          eq(eventEntries.status, EVENT_ENTRY_STATUS.RESERVED),
        ),
      )
      .limit(1);
    ok(await consoleCall(t.app, 'PUT', `/event-entries/${entry!.id}`, { status: 3 }));
    // A bulk import that ends.
    const [started] = await db()
      .insert(bulkImports)
      .values({ jobId: candidate!.jobId!, agencyId: candidate!.agencyId, siteId: '25' })
      .returning();
    await finishImport(db(), started!.id, IMPORT_FLAG.COMPLETED, () => new Date());

    const rows = await deliveries();
    const types = rows.map((row) => row.eventType);
    expect(types).toEqual([
      'chat.message_received',
      'chat.message_received',
      'candidate.message_received',
      'tentative_dates.proposed',
      'job.changed',
      'reservation.changed',
      'bulk_import.finished',
    ]);
    for (const row of rows) {
      const schema = WEBHOOK_PAYLOADS[row.eventType as keyof typeof WEBHOOK_PAYLOADS];
      expect([row.eventType, schema.safeParse(row.payload).error?.issues]).toEqual([
        row.eventType,
        undefined,
      ]);
    }
    expect(rows[0]!.payload).toMatchObject({ data: { threadId, content: 'はじめまして' } });
    expect(rows[4]!.payload).toMatchObject({
      data: { jobId: candidate!.jobId, changes: [{ after: 'Webhook推進部' }] },
    });
    expect(rows[6]!.payload).toMatchObject({ data: { result: 'succeeded', failedRows: 0 } });
    // The agency's own message is not an event for it.
    await writeMessage(db(), {
      candidateId,
      senderType: 'introduction_company',
      senderAccountId: null,
      content: '<p>承知しました</p>',
      fileAgencyId: candidate!.agencyId,
      attachments: [],
      audit: { agencyId: candidate!.agencyId, actor: { kind: 'operator' } },
    });
    expect(await deliveries()).toHaveLength(rows.length);
    await removeEndpoint(endpoint.id);
  });
});
