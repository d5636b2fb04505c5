// Read marking under parallel calls (run with DATABASE_URL for real concurrency): every call
// succeeds, exactly one of them changes the thread, and the badge goes down by exactly one.
import { consoleCall, testAppForFile } from '../../test/test-app';
import { sendMultipart } from './test-helpers';

const t = testAppForFile();
const demo = t.signedIn();

it('is idempotent under 20 parallel PATCHes', async () => {
  const [company] = (await demo.get('25', '/job-companies?permitMatchingStatus=MATCHED')).json()
    .data;
  const created = await sendMultipart(demo, '25', '/introduction-chat-thread-groups', [
    ['companyIds', JSON.stringify([company.id])],
    ['threadTitle', '同時既読テスト'],
    ['messageContent', 'テスト'],
  ]);
  const { threadId } = created.json().data;
  await consoleCall(t.app, 'POST', `/chat/threads/${threadId}/messages`, { content: '返信です' });
  const before = (await demo.get('25', '/sidebar/badges')).json().data.unreadThread;
  const token = await demo.csrfToken('25');

  const responses = await Promise.all(
    Array.from({ length: 20 }, () =>
      demo.request({
        method: 'PATCH',
        url: `/25/employment-agency/api/introduction-chat-threads/${threadId}`,
        headers: { 'x-xsrf-token': token },
      }),
    ),
  );
  expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
  expect(responses.filter((response) => response.json().data.changed)).toHaveLength(1);
  expect((await demo.get('25', '/sidebar/badges')).json().data.unreadThread).toBe(before - 1);
});
