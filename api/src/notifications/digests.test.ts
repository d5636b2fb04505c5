// The daily notification digest (issue 22): a key set to 1日1回まとめて受け取る is not mailed at
// once; the digest run mails everything since the last digest in one mail per address, grouped by
// kind, once per agency and day — also with two api instances running it at the same moment on
// one database (PostgreSQL: two pools, the replicas' situation; PGlite: one database, two apps).
import { Pool } from 'pg';
import { NOTIFICATION_KEYS, type NotificationKey } from '@portal/shared/contract';
import { buildApp } from '../app';
import { DEFAULT_CONSOLE_TOKEN } from '../config';
import { postgresHandle, type DatabaseHandle } from '../db/client';
import { MailService } from '../mail/mail-service';
import { DEMO_AGENCY, OTHER_AGENCY } from '../seed/demo-data';
import { NotificationService } from './notification-service';
import { agencyIdOf, consoleCall, testAppForFile, mailsTo } from '../test/test-app';

const t = testAppForFile();
const demo = t.signedIn();
const other = t.signedIn('other');
let demoId: number;
let otherId: number;

beforeAll(async () => {
  demoId = await agencyIdOf(t.app, DEMO_AGENCY.name);
  otherId = await agencyIdOf(t.app, OTHER_AGENCY.name);
}, 60_000);

const modes = (overrides: Partial<Record<NotificationKey, string | boolean>>) => ({
  ...Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, 'off'])),
  ...overrides,
});

const runDigests = (app = t.app, at?: string) =>
  consoleCall(app, 'POST', '/digests/run', at ? { at } : {});

const digestMails = async (to: string) =>
  (await mailsTo(t.app, to)).filter((mail) => mail.subject.includes('通知のまとめ'));

describe('notification modes', () => {
  it('reads and saves the three choices; a boolean keeps a digest key a digest', async () => {
    const saved = await demo.write(
      'PUT',
      '25',
      '/settings/notifications',
      modes({ chat: 'digest', message: 'immediate', cancel: 'off' }),
    );
    expect(saved.statusCode).toBe(200);
    let data = (await demo.get('25', '/settings/notifications')).json().data;
    expect(data.chat).toMatchObject({ value: true, mode: 'digest' });
    expect(data.message).toMatchObject({ value: true, mode: 'immediate' });
    expect(data.cancel).toMatchObject({ value: false, mode: 'off' });

    // A client that knows only the spec's booleans (true = receive) does not undo the digest.
    const booleans = Object.fromEntries(
      NOTIFICATION_KEYS.map((key) => [key, data[key].value as boolean]),
    );
    await demo.write('PUT', '25', '/settings/notifications', { ...booleans, reserve: true });
    data = (await demo.get('25', '/settings/notifications')).json().data;
    expect(data.chat).toMatchObject({ value: true, mode: 'digest' });
    expect(data.reserve).toMatchObject({ value: true, mode: 'immediate' });
    // The account settings carry the same map.
    const account = (await demo.get('25', '/settings/account')).json().data;
    expect(account.introductionNotificationSetting.chat.mode).toBe('digest');
  });

  it('refuses an unknown mode with 422', async () => {
    const response = await demo.write(
      'PUT',
      '25',
      '/settings/notifications',
      modes({ chat: 'weekly' }),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['chat']);
  });
});

describe('the daily digest', () => {
  const notifications = () =>
    new NotificationService(
      t.database.db,
      new MailService(t.database.db, null, 'portal@example.test'),
    );

  it('gathers digest keys, mails them once per address at the run, grouped by kind', async () => {
    await demo.write(
      'PUT',
      '25',
      '/settings/notifications',
      modes({ chat: 'digest', jobPublish: 'digest', message: 'immediate' }),
    );
    const service = notifications();
    const before = (await mailsTo(t.app, DEMO_AGENCY.email)).length;
    expect(await service.notify(demoId, 'chat', { subject: 'チャット1', text: '本文1' })).toEqual(
      [],
    );
    await service.notify(demoId, 'jobPublish', { subject: '求人変更', text: '本文2' });
    await service.notify(demoId, 'chat', { subject: 'チャット2', text: '本文3' });
    // An immediate key still goes out at once.
    expect(
      await service.notify(demoId, 'message', { subject: '即時', text: '本文4' }),
    ).toHaveLength(1 + DEMO_AGENCY.additionalEmails.length);
    expect((await mailsTo(t.app, DEMO_AGENCY.email)).length).toBe(before + 1);

    const at = new Date(Date.now() + 60_000).toISOString();
    const run = await runDigests(t.app, at);
    expect(run.statusCode).toBe(201);
    const mine = run.json().data.digests.find((d: { agencyId: number }) => d.agencyId === demoId);
    expect(mine).toMatchObject({ items: 3 });
    expect(mine.recipients).toEqual([DEMO_AGENCY.email, ...DEMO_AGENCY.additionalEmails]);

    for (const address of [DEMO_AGENCY.email, ...DEMO_AGENCY.additionalEmails]) {
      const digests = await digestMails(address);
      expect(digests).toHaveLength(1);
    }
    const [mail] = await digestMails(DEMO_AGENCY.email);
    const text = mail.text;
    // Grouped by kind in the settings' order (求人の公開 before チャット受信), oldest first.
    expect(text.indexOf('■ 求人の公開（1件）')).toBeGreaterThan(-1);
    expect(text.indexOf('■ チャット受信（2件）')).toBeGreaterThan(text.indexOf('■ 求人の公開'));
    expect(text.indexOf('チャット1')).toBeLessThan(text.indexOf('チャット2'));
    expect(text).not.toContain('即時');

    // The same day again: nothing more (the digest of the day is taken).
    await service.notify(demoId, 'chat', { subject: 'チャット3', text: '本文5' });
    const again = await runDigests(t.app, at);
    expect(again.json().data.digests).toEqual([]);
    expect(await digestMails(DEMO_AGENCY.email)).toHaveLength(1);

    // The next day: only what came since the last digest.
    const nextDay = new Date(Date.parse(at) + 24 * 3600_000).toISOString();
    const next = await runDigests(t.app, nextDay);
    expect(next.json().data.digests).toEqual([
      expect.objectContaining({ agencyId: demoId, items: 1 }),
    ]);
    const [latest] = await digestMails(DEMO_AGENCY.email);
    expect(latest.text).toContain('チャット3');
    expect(latest.text).not.toContain('チャット1');
  });

  it('sends one digest per agency and day when two api instances run it at once', async () => {
    await other.write('PUT', '25', '/settings/notifications', modes({ chat: 'digest' }));
    const service = notifications();
    for (let i = 0; i < 5; i += 1) {
      await service.notify(demoId, 'chat', { subject: `並行${i}`, text: '本文' });
      await service.notify(otherId, 'chat', { subject: `並行${i}`, text: '本文' });
    }
    const demoBefore = (await digestMails(DEMO_AGENCY.email)).length;
    const otherBefore = (await digestMails(OTHER_AGENCY.email)).length;

    // A second api instance on the same database: its own pool on PostgreSQL.
    let secondHandle: DatabaseHandle = t.database;
    if (t.database.kind === 'postgres') {
      const pool = (t.database as unknown as { pool: Pool }).pool;
      const url = (pool as unknown as { options: { connectionString: string } }).options
        .connectionString;
      secondHandle = postgresHandle(new Pool({ connectionString: url, max: 5 }));
    }
    const second = await buildApp({
      logger: false,
      mailTransport: null,
      database: secondHandle,
      config: { seed: false, shellDist: undefined, consoleToken: DEFAULT_CONSOLE_TOKEN },
    });
    await second.ready();
    try {
      const at = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, i) => runDigests(i % 2 ? second : t.app, at)),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
      const sent = responses.flatMap((r) => r.json().data.digests);
      expect(sent.filter((d: { agencyId: number }) => d.agencyId === demoId)).toHaveLength(1);
      expect(sent.filter((d: { agencyId: number }) => d.agencyId === otherId)).toHaveLength(1);
      expect(await digestMails(DEMO_AGENCY.email)).toHaveLength(demoBefore + 1);
      expect(await digestMails(OTHER_AGENCY.email)).toHaveLength(otherBefore + 1);
      const [mail] = await digestMails(OTHER_AGENCY.email);
      for (let i = 0; i < 5; i += 1) expect(mail.text).toContain(`並行${i}`);
    } finally {
      await second.close();
      if (secondHandle !== t.database) await secondHandle.close();
    }
  }, 60_000);
});
