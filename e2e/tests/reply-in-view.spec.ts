// The reply is in view: on a laptop (1366×768) and a phone (390 px), a company thread and a
// candidate's メッセージ tab fill the window — the messages scroll inside their list and the
// composer's 送信 is on screen without scrolling the page (before: 送信 at y≈857 on the thread page,
// its list 280 px tall).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInAs } from '../pages/portal';
import { PHONE, checkScreen } from '../support/a11y';
import { candidateConsole } from '../support/applicants-console';
import { agencyWithThread, chatConsole } from '../support/chat-console';
import { randomDigits } from '../support/identity-console';
import { jobForDemo, listCandidates, referToJob } from '../support/jobs-console';

const LAPTOP = { width: 1366, height: 768 } as const;
const LONG = '面接日程について確認させてください。候補日をいくつかお送りします。';

/** 送信 lies inside the window while the page is not scrolled; the message list scrolls. */
async function expectReplyInView(page: Page, list: Locator) {
  // The messages have arrived, scrolled to the newest (measuring earlier saw an empty list).
  await expect(list.getByText(`${LONG}（12）`)).toBeInViewport();
  const send = page.getByRole('button', { name: '送信', exact: true });
  await expect(send).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await send.boundingBox())!;
  const height = page.viewportSize()!.height;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
  const { scrollHeight, clientHeight } = await list.evaluate((element) => ({
    scrollHeight: element.scrollHeight,
    clientHeight: element.clientHeight,
  }));
  expect(scrollHeight).toBeGreaterThan(clientHeight);
  expect(clientHeight).toBeGreaterThanOrEqual(90);
}

async function threadWithManyMessages() {
  const { account, threadId } = await agencyWithThread('株式会社みらいソフトウェア', {
    title: '一次面接の日程について',
    content: `${LONG}（1）`,
  });
  for (let n = 2; n <= 12; n++) await chatConsole.reply(threadId, { content: `${LONG}（${n}）` });
  return { account, threadId };
}

for (const [name, viewport] of [
  ['laptop 1366×768', LAPTOP],
  ['phone 390 px', PHONE],
] as const) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 90_000 });

    test('a company thread: the list scrolls and 送信 is on screen without scrolling', async ({
      page,
    }) => {
      const { account, threadId } = await threadWithManyMessages();
      await logInAs(page, '25', account);
      await page.goto(`/25/employment-agency/chat/conversation/${threadId}`);
      await expectReplyInView(page, page.getByRole('list', { name: 'メッセージ' }));
      await checkScreen(page);
    });

    test("a candidate's メッセージ tab: the thread scrolls and 送信 is on screen without scrolling", async ({
      page,
    }) => {
      const job = await jobForDemo();
      await logInAs(page);
      const digits = randomDigits();
      await referToJob(page, job.jobId, {
        sei: '返信',
        mei: `花子${digits.slice(-3)}`,
        seiKana: 'ヘンシン',
        meiKana: 'ハナコ',
      });
      const [candidate] = await listCandidates(job.agencyId, job.jobId);
      for (let n = 1; n <= 12; n++) {
        await candidateConsole.sendMessage(candidate!.id, `<p>${LONG}（${n}）</p>`);
      }
      await page.goto(
        `/25/employment-agency/applicants/${candidate!.applicantId}/jobs/${job.jobId}/${candidate!.id}`,
      );
      const panel = page.getByRole('tabpanel', { name: 'メッセージ' });
      await expectReplyInView(page, panel.getByRole('log'));
      await checkScreen(page);
    });
  });
}
