import { eq } from 'drizzle-orm';
import { files } from '../../db/schema/files';
import { notificationSettings } from '../../db/schema/onboarding';
import { DEMO_AGENCY } from '../../seed/demo-data';
import { agencyIdOf, Browser, consoleCall, testAppForFile, mailsTo } from '../../test/test-app';
import { EXE, PDF, PNG, sendMultipart } from './test-helpers';

const t = testAppForFile();
const demo = t.signedIn();
const other = t.signedIn('other');
let companies: { id: number; name: string }[];
let demoAgencyId: number;

beforeAll(async () => {
  companies = (await demo.get('25', '/job-companies?permitMatchingStatus=MATCHED')).json().data;
  demoAgencyId = await agencyIdOf(t.app, DEMO_AGENCY.name);
});

const fileCount = () => t.database.db.$count(files);
const groups = async (browser = demo, query = '') =>
  (await browser.get('25', `/introduction-chat-thread-groups${query}`)).json().data;
const badges = async () => (await demo.get('25', '/sidebar/badges')).json().data;

async function createGroup(companyIds: number[], title = '面接日程のご相談') {
  const response = await sendMultipart(demo, '25', '/introduction-chat-thread-groups', [
    ['companyIds', JSON.stringify(companyIds)],
    ['threadTitle', title],
    ['messageContent', '<p>候補者の面接日程についてご相談です。</p><script>alert(1)</script>'],
    ['attachments[0]', PDF, '履歴書.pdf'],
    ['attachments[1]', PNG, '写真.png'],
  ]);
  expect(response.statusCode).toBe(201);
  return response.json().data as { threadId: number; bulkSendId: number; threadIds: number[] };
}

describe('company messages', () => {
  it('lists the seeded groups with unread counts and company names', async () => {
    const list = await groups();
    expect(list.length).toBeGreaterThan(0);
    for (const group of list) {
      expect(group).toEqual(
        expect.objectContaining({
          bulkSendId: expect.any(Number),
          threadTitle: expect.any(String),
          existUnreadThread: group.unreadCount > 0,
          companyNames: expect.any(Array),
        }),
      );
    }
    expect(
      list.reduce((sum: number, group: { unreadCount: number }) => sum + group.unreadCount, 0),
    ).toBe((await badges()).unreadThread);
  });

  it('sends one message to two companies: one group, two threads, the files stored once', async () => {
    const before = await fileCount();
    const [a, b] = companies;
    const created = await createGroup([a!.id, b!.id]);
    expect(created.threadIds).toHaveLength(2);
    expect(created.threadId).toBe(created.threadIds[0]);
    expect(await fileCount()).toBe(before + 2);

    const threads = (
      await demo.get(
        '25',
        `/introduction-chat-groups/${created.bulkSendId}/introduction-chat-threads`,
      )
    ).json().data;
    expect(threads.map((thread: { companyName: string }) => thread.companyName).sort()).toEqual(
      [a!.name, b!.name].sort(),
    );

    const detail = (
      await demo.get(
        '25',
        `/introduction-chat-threads/${created.threadId}/introduction-chat-messages`,
      )
    ).json().data;
    expect(detail.threadTitle).toBe('面接日程のご相談');
    const [message] = detail.messages;
    expect(message.senderType).toBe('introduction_company');
    expect(message.messageContent).toBe('<p>候補者の面接日程についてご相談です。</p>');
    expect(message.attachments.map((file: { fileViewName: string }) => file.fileViewName)).toEqual([
      '履歴書.pdf',
      '写真.png',
    ]);

    const download = await demo.get('25', message.attachments[0].path);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('履歴書.pdf')}`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('filters the groups by the selected company and by keyword', async () => {
    const [, , c] = companies;
    const created = await createGroup([c!.id], '選択企業だけのスレッド');
    const onlyC = await groups(demo, `?selectedCompanyId=${c!.id}`);
    expect(onlyC.map((group: { bulkSendId: number }) => group.bulkSendId)).toContain(
      created.bulkSendId,
    );
    for (const group of onlyC) expect(group.companyNames).toEqual([c!.name]);
    const byKeyword = await groups(demo, `?keyword=${encodeURIComponent('選択企業')}`);
    expect(byKeyword.map((group: { threadTitle: string }) => group.threadTitle)).toEqual([
      '選択企業だけのスレッド',
    ]);
  });

  it('sends a message in a thread and reads it back', async () => {
    const created = await createGroup([companies[0]!.id], '追加メッセージ');
    const response = await sendMultipart(
      demo,
      '25',
      `/introduction-chat-threads/${created.threadId}/introduction-chat-messages`,
      [
        ['senderType', 'introduction_company'],
        ['messageContent', 'よろしくお願いします。\n二行目'],
        ['createdAt', '2020-01-01 00:00:00'],
      ],
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual(
      expect.objectContaining({
        // Plain text is stored as message HTML: escaped, its line break kept.
        messageContent: '<p>よろしくお願いします。<br>二行目</p>',
        attachments: [],
      }),
    );
  });

  it('a company reply makes the thread unread, mails the chat key, and opening it reads it', async () => {
    const created = await createGroup([companies[0]!.id], '返信テスト');
    await t.database.db
      .insert(notificationSettings)
      .values({ agencyId: demoAgencyId, key: 'chat', value: true })
      .onConflictDoUpdate({
        target: [notificationSettings.agencyId, notificationSettings.key],
        set: { value: true },
      });
    const before = (await badges()).unreadThread;
    const reply = await consoleCall(t.app, 'POST', `/chat/threads/${created.threadId}/messages`, {
      content: 'ご連絡ありがとうございます。',
      sentFromEmail: true,
      attachments: [{ name: '会社案内.pdf', base64: PDF.toString('base64') }],
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data).toEqual({ messageId: expect.any(Number) });
    expect((await badges()).unreadThread).toBe(before + 1);
    const group = (await groups()).find(
      (g: { bulkSendId: number }) => g.bulkSendId === created.bulkSendId,
    );
    expect(group.unreadCount).toBe(1);
    expect((await mailsTo(t.app, DEMO_AGENCY.email))[0]?.subject).toContain(
      'メッセージが届きました',
    );

    const listed = (
      await consoleCall(t.app, 'GET', `/chat/threads?agencyId=${demoAgencyId}`)
    ).json().data;
    expect(listed.find((row: { threadId: number }) => row.threadId === created.threadId)).toEqual({
      threadId: created.threadId,
      bulkSendId: created.bulkSendId,
      title: '返信テスト',
      companyId: companies[0]!.id,
      companyName: companies[0]!.name,
      unreadForAgency: true,
    });

    const detail = (
      await demo.get(
        '25',
        `/introduction-chat-threads/${created.threadId}/introduction-chat-messages`,
      )
    ).json().data;
    const last = detail.messages.at(-1);
    expect(last).toEqual(
      expect.objectContaining({ senderType: 'job_company', sentFromEmail: true }),
    );
    const download = await demo.get('25', last.attachments[0].path);
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const read = await demo.write('PATCH', '25', `/introduction-chat-threads/${created.threadId}`);
    expect(read.json().data).toEqual({ threadId: created.threadId, changed: true });
    const again = await demo.write('PATCH', '25', `/introduction-chat-threads/${created.threadId}`);
    expect(again.json().data.changed).toBe(false);
    expect((await badges()).unreadThread).toBe(before);
  });

  it('a company can start a thread through the console', async () => {
    const response = await consoleCall(t.app, 'POST', '/chat/threads', {
      agencyId: demoAgencyId,
      companyId: companies[1]!.id,
      title: '会社からのご連絡',
      content: '<p>説明会のご案内です。</p>',
    });
    expect(response.statusCode).toBe(201);
    const { threadId } = response.json().data;
    const detail = await demo.get(
      '25',
      `/introduction-chat-threads/${threadId}/introduction-chat-messages`,
    );
    expect(detail.json().data.companyName).toBe(companies[1]!.name);
  });
});

describe('hostile or malformed input', () => {
  const upload = (parts: [string, string | Buffer, string?][]) =>
    sendMultipart(demo, '25', '/introduction-chat-thread-groups', [
      ['companyIds', JSON.stringify([companies[0]!.id])],
      ['threadTitle', '件名'],
      ['messageContent', '本文'],
      ...parts,
    ]);

  it.each([
    ['a renamed executable', [['attachments[0]', EXE, 'invoice.pdf']]],
    ['a spoofed image', [['attachments[0]', PDF, 'photo.png']]],
    ['an empty file', [['attachments[0]', Buffer.alloc(0), 'empty.pdf']]],
    ['a path in the name', [['attachments[0]', PDF, '../../etc/passwd.pdf']]],
    ['a type outside the list', [['attachments[0]', PDF, 'script.exe']]],
    [
      'too many files',
      Array.from({ length: 11 }, (_, i) => [`attachments[${i}]`, PDF, `${i}.pdf`]),
    ],
    [
      'an oversize file',
      [['attachments[0]', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'big.pdf']],
    ],
  ] as [string, [string, Buffer, string][]][])(
    'refuses %s with 422 and stores nothing',
    async (_, parts) => {
      const before = await fileCount();
      const groupsBefore = (await groups()).length;
      const response = await upload(parts);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toMatch(/[ぁ-んァ-ン一-龥]/);
      expect(await fileCount()).toBe(before);
      expect((await groups()).length).toBe(groupsBefore);
    },
  );

  it('refuses a renamed executable from the console too', async () => {
    const [thread] = (
      await consoleCall(t.app, 'GET', `/chat/threads?agencyId=${demoAgencyId}`)
    ).json().data;
    const response = await consoleCall(t.app, 'POST', `/chat/threads/${thread.threadId}/messages`, {
      content: 'x',
      attachments: [{ name: 'a.pdf', base64: EXE.toString('base64') }],
    });
    expect(response.statusCode).toBe(422);
  });

  it('answers 422 for missing fields, bad ids, too long content and a JSON body', async () => {
    const missing = await sendMultipart(demo, '25', '/introduction-chat-thread-groups', []);
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining(['companyIds', 'threadTitle']),
    );
    const badIds = await sendMultipart(demo, '25', '/introduction-chat-thread-groups', [
      ['companyIds', '[oops'],
      ['threadTitle', 'x'],
      ['messageContent', 'x'],
    ]);
    expect(badIds.statusCode).toBe(422);
    const tooLong = await upload([]).then(() =>
      sendMultipart(demo, '25', '/introduction-chat-thread-groups', [
        ['companyIds', JSON.stringify([companies[0]!.id])],
        ['threadTitle', 'x'],
        ['messageContent', 'あ'.repeat(10_001)],
      ]),
    );
    expect(tooLong.statusCode).toBe(422);
    const json = await demo.write('POST', '25', '/introduction-chat-thread-groups', { a: 1 });
    expect(json.statusCode).toBe(422);
    const unlinked = await sendMultipart(demo, '25', '/introduction-chat-thread-groups', [
      ['companyIds', JSON.stringify([999_999])],
      ['threadTitle', 'x'],
      ['messageContent', 'x'],
    ]);
    expect(unlinked.statusCode).toBe(422);
    expect(
      (await demo.get('25', '/introduction-chat-threads/abc/introduction-chat-messages'))
        .statusCode,
    ).toBe(404);
  });

  it('answers 419 to a write without the CSRF token', async () => {
    const response = await sendMultipart(demo, '25', '/introduction-chat-thread-groups', [], {
      csrf: false,
    });
    expect(response.statusCode).toBe(419);
    const patch = await demo.request({
      method: 'PATCH',
      url: '/25/employment-agency/api/introduction-chat-threads/1',
    });
    expect(patch.statusCode).toBe(419);
  });
});

describe('tenancy', () => {
  it("answers 404 for another agency's group, thread, message and file, and never lists them", async () => {
    const created = await createGroup([companies[0]!.id], '他社に見せない件名');
    const detail = (
      await demo.get(
        '25',
        `/introduction-chat-threads/${created.threadId}/introduction-chat-messages`,
      )
    ).json().data;
    const path = detail.messages[0].attachments[0].path as string;
    const id = created.threadId;
    const calls = [
      other.get('25', `/introduction-chat-groups/${created.bulkSendId}/introduction-chat-threads`),
      other.get('25', `/introduction-chat-threads/${id}/introduction-chat-messages`),
      other.get('25', path),
      other.write('PATCH', '25', `/introduction-chat-threads/${id}`),
      sendMultipart(other, '25', `/introduction-chat-threads/${id}/introduction-chat-messages`, [
        ['messageContent', '侵入'],
      ]),
      // The same agency on another site does not see it either.
      demo.get('24', `/introduction-chat-threads/${id}/introduction-chat-messages`),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    const titles = (await groups(other)).map((g: { threadTitle: string }) => g.threadTitle);
    expect(titles).not.toContain('他社に見せない件名');
    // Another message's file id through this message is not found either.
    const wrong = path.replace(/fileId=\d+/, 'fileId=1');
    expect((await demo.get('25', wrong)).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const response = await new Browser(t.app).get('25', '/introduction-chat-thread-groups');
    expect(response.statusCode).toBe(401);
  });
});

it('keeps files of an agency to that agency', async () => {
  const rows = await t.database.db
    .select({ agencyId: files.agencyId })
    .from(files)
    .where(eq(files.agencyId, demoAgencyId));
  expect(rows.length).toBeGreaterThan(0);
});
