// One message policy through every way in: the agency's message routes (company chat, candidate
// messages) and the company console's message commands store what the shared allow-list keeps —
// OWASP filter-evasion vectors come out with no script, handler or javascript: URL — plain text
// keeps its <, > and &, and the notification mail carries the message as faithful plain text.
import { messageToPlainText } from '@portal/shared/html-policy';
import { OWASP_VECTORS, assertHarmless } from '@portal/shared/test/xss-vectors';
import { DEMO_AGENCY } from '../../seed/demo-data';
import { consoleCall, testAppForFile, mailsTo } from '../../test/test-app';
import { demoApplicant, enableNotifications } from '../candidates/fixtures.test-helper';
import { sendMultipart } from './test-helpers';

const t = testAppForFile();
const demo = t.signedIn();
let threadId: number;
let candidateId: number;

const TEMPLATE_SENT =
  '<p>山田 太郎様</p><p>面接を下記のとおりご案内いたします。</p>' +
  '<ul><li><p>日付：<span data-template-field="date">［日付］</span></p></li><li><p>場所：本社</p></li></ul>' +
  '<p><strong>持ち物</strong>：<a href="https://a.example/map" target="_blank" rel="noopener noreferrer nofollow">地図</a></p>';

beforeAll(async () => {
  const companies = (await demo.get('25', '/job-companies?permitMatchingStatus=MATCHED')).json()
    .data;
  const created = await sendMultipart(demo, '25', '/introduction-chat-thread-groups', [
    ['companyIds', JSON.stringify([companies[0].id])],
    ['threadTitle', '表示ポリシー'],
    ['messageContent', '<p>はじめに</p>'],
  ]);
  threadId = created.json().data.threadId;
  candidateId = (await demoApplicant(t.database.db, '佐藤')).referrals[0].id;
  await enableNotifications(t.database.db, DEMO_AGENCY.name, ['chat', 'message']);
});

async function chatMessages(): Promise<{ messageContent: string }[]> {
  return (
    await demo.get('25', `/introduction-chat-threads/${threadId}/introduction-chat-messages`)
  ).json().data.messages;
}

async function candidateMessages(): Promise<{ messageContent: string }[]> {
  return (await demo.get('25', `/candidates/${candidateId}/messages`)).json().data;
}

async function sendChat(content: string) {
  return sendMultipart(
    demo,
    '25',
    `/introduction-chat-threads/${threadId}/introduction-chat-messages`,
    [
      ['senderType', 'introduction_company'],
      ['messageContent', content],
    ],
  );
}

async function sendCandidate(content: string) {
  return sendMultipart(demo, '25', `/candidates/${candidateId}/messages`, [
    ['messageContent', content],
  ]);
}

describe('messages through every way in', () => {
  it('keep the composer’s formatting and drop the template field marks', async () => {
    expect((await sendChat(TEMPLATE_SENT)).statusCode).toBe(201);
    expect((await sendCandidate(TEMPLATE_SENT)).statusCode).toBe(201);
    const expected =
      '<p>山田 太郎様</p><p>面接を下記のとおりご案内いたします。</p>' +
      '<ul><li><p>日付：［日付］</p></li><li><p>場所：本社</p></li></ul>' +
      '<p><strong>持ち物</strong>：<a href="https://a.example/map">地図</a></p>';
    expect((await chatMessages()).at(-1)?.messageContent).toBe(expected);
    expect((await candidateMessages()).at(-1)?.messageContent).toBe(expected);
  });

  it('keep <, > and & of plain text, both ways', async () => {
    await sendChat('年収 &lt; 600万円 &amp;&amp; 残業 &gt; 20時間');
    await sendCandidate('年収 < 600万円 && 残業 > 20時間');
    const chat = (await chatMessages()).at(-1)!.messageContent;
    const candidate = (await candidateMessages()).at(-1)!.messageContent;
    expect(messageToPlainText(candidate)).toBe('年収 < 600万円 && 残業 > 20時間');
    // A plain message (console, mail) with entities in it is text, not markup.
    expect(chat).toBe('<p>年収 &amp;lt; 600万円 &amp;amp;&amp;amp; 残業 &amp;gt; 20時間</p>');
    const reply = await consoleCall(t.app, 'POST', '/candidates/' + candidateId + '/messages', {
      id: candidateId,
      content: '年収 < 600万円 && 残業 > 20時間',
    });
    expect(reply.statusCode).toBe(201);
    expect(messageToPlainText((await candidateMessages()).at(-1)!.messageContent)).toBe(
      '年収 < 600万円 && 残業 > 20時間',
    );
  });

  it('send the notification mail with the message as plain text', async () => {
    const reply = await consoleCall(t.app, 'POST', `/chat/threads/${threadId}/messages`, {
      threadId,
      content:
        '<p>ご連絡ありがとうございます。</p><ol><li>履歴書</li><li>職務経歴書</li></ol>' +
        '<p>a &lt; b &amp; c <a href="https://a.example/x">詳細</a></p>',
    });
    expect(reply.statusCode).toBe(201);
    const chatMail = (await mailsTo(t.app, DEMO_AGENCY.email)).find((mail) =>
      mail.text.includes('ご連絡ありがとうございます。'),
    );
    expect(chatMail?.text).toContain(
      'ご連絡ありがとうございます。\n\n1. 履歴書\n2. 職務経歴書\n\na < b & c 詳細 (https://a.example/x)',
    );
    expect(chatMail?.text).not.toMatch(/<[a-z/]/);

    const message = await consoleCall(t.app, 'POST', `/candidates/${candidateId}/messages`, {
      id: candidateId,
      content: '<p>内定のご連絡です。</p><ul><li>入社日：4月1日</li></ul>',
    });
    expect(message.statusCode).toBe(201);
    const candidateMail = (await mailsTo(t.app, DEMO_AGENCY.email)).find((mail) =>
      mail.text.includes('内定のご連絡です。'),
    );
    expect(candidateMail?.text).toContain('内定のご連絡です。\n\n・入社日：4月1日');
  });

  it('come out of OWASP filter-evasion vectors harmless, in the store and as answered', async () => {
    for (const [index, vector] of OWASP_VECTORS.entries()) {
      const content = `<p>ベクター${index}</p>${vector}`;
      const ways = [
        () => sendChat(content),
        () => sendCandidate(content),
        () =>
          consoleCall(t.app, 'POST', `/chat/threads/${threadId}/messages`, { threadId, content }),
        () =>
          consoleCall(t.app, 'POST', `/candidates/${candidateId}/messages`, {
            id: candidateId,
            content,
          }),
      ];
      for (const way of ways) {
        const response = await way();
        expect(response.statusCode).toBeLessThan(500);
      }
      for (const stored of [
        ...(await chatMessages()).slice(-2),
        ...(await candidateMessages()).slice(-2),
      ]) {
        expect(stored.messageContent).toContain(`ベクター${index}`);
        assertHarmless(stored.messageContent);
      }
    }
  });
});
