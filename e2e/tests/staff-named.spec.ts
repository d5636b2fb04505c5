// Issue 22 on the composed build, at 1280 and 390 px: a sub-account (田中 翔太) sends a message
// on a candidate's page and reserves the candidate on an event; the main account then sees that
// staff member's name on the message (送信者), on the reservation (the event's 予約者一覧 and the
// candidate's 説明会・面接 tab: 予約者) and in the applicant's 履歴 (操作者). Each page fits the
// screen and passes axe.
import { expect, test } from '@playwright/test';
import { logInAs, openCalendarEvent } from '../pages/portal';
import { DESKTOP, PHONE, checkScreen } from '../support/a11y';
import { eventsConsole } from '../support/events-console';
import { jobForDemo, listCandidates, referToJob } from '../support/jobs-console';
import { tokyoDay } from '../support/tokyo';

/** The demo agency's first sub-account (api/src/seed/demo-data.ts DEMO_STAFF). */
const STAFF = { userId: 'demo-tanaka', password: 'portal-staff-2026' };
const STAFF_NAME = '田中 翔太';

const person = (sei: string) => ({
  sei,
  mei: '花子',
  seiKana: 'タントウ',
  meiKana: 'ハナコ',
});

for (const [index, viewport] of [DESKTOP, PHONE].entries()) {
  test(`the main account sees which staff member sent, reserved and acted (${viewport.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const job = await jobForDemo();
    const sei = index === 0 ? '担当' : '担務';
    const name = `${sei} 花子`;
    const text = `担当の田中です（${viewport.width}）。`;
    const title = `担当者説明会${index}`;
    const { date, months } = tokyoDay(50 + index);
    await eventsConsole.createEvent({
      companyId: job.companyId,
      title,
      date,
      from: '14:00',
      to: '15:00',
    });

    // The sub-account refers the applicant, sends a message and reserves them.
    await logInAs(page, '25', STAFF);
    await referToJob(page, job.jobId, person(sei));
    const [candidate] = await listCandidates(job.agencyId, job.jobId);
    const applicantId = candidate!.applicantId!;
    const candidatePage = `/25/employment-agency/applicants/${applicantId}/jobs/${job.jobId}/${candidate!.id}`;
    await page.goto(candidatePage);
    const messages = page.getByRole('tabpanel', { name: 'メッセージ' });
    await messages.getByRole('textbox', { name: 'メッセージ' }).fill(text);
    await messages.getByRole('button', { name: '送信' }).click();
    await expect(page.getByText('メッセージを作成しました')).toBeVisible();
    await expect(messages.getByRole('article').filter({ hasText: text })).toContainText(
      `送信者：${STAFF_NAME}`,
    );

    let modal = await openCalendarEvent(page, title, months);
    await modal.getByRole('button', { name: `${name}を予約する候補者に追加` }).click();
    await modal.getByRole('button', { name: '予約する（1名）' }).click();
    await expect(page.getByText('候補者を予約しました')).toBeVisible();
    await expect(
      modal.getByRole('link', { name: `${name}（新しいタブで候補者詳細を開く）` }),
    ).toBeVisible();

    // The main account.
    await page.context().clearCookies();
    await logInAs(page, '25');

    // The reservation in the event's 予約者一覧.
    modal = await openCalendarEvent(page, title, months);
    const entries = modal.getByRole('region', { name: '予約者一覧' });
    await expect(entries.getByRole('listitem').filter({ hasText: name })).toContainText(
      `予約者：${STAFF_NAME}`,
    );
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    // The message and the reservation on the candidate's page.
    await page.goto(candidatePage);
    const thread = page.getByRole('tabpanel', { name: 'メッセージ' });
    await expect(thread.getByRole('article').filter({ hasText: text })).toContainText(
      `送信者：${STAFF_NAME}`,
    );
    await checkScreen(page);
    await page.getByRole('tab', { name: '説明会・面接' }).click();
    const reservations = page.getByRole('list', { name: '履歴' });
    await expect(reservations.getByRole('listitem').filter({ hasText: title })).toContainText(
      `予約者：${STAFF_NAME}`,
    );
    await checkScreen(page);

    // The applicant's 履歴, from their referred jobs.
    await page.goto(`/25/employment-agency/applicants/${applicantId}/jobs`);
    await page.getByRole('link', { name: '履歴を見る' }).click();
    await page.waitForURL(`**/applicants/${applicantId}/history`);
    await expect(page.getByRole('heading', { level: 1, name: `${name} さんの履歴` })).toBeVisible();
    const history = page.getByRole('list', { name: '操作の履歴' });
    const newest = history.getByTestId('audit-entry').first();
    await expect(newest).toContainText('説明会・面接の予約');
    await expect(newest).toContainText(`操作者：${STAFF_NAME}`);
    await expect(
      history.getByTestId('audit-entry').filter({ hasText: 'メッセージ送信' }),
    ).toContainText(`操作者：${STAFF_NAME}`);
    await expect(
      history
        .getByTestId('audit-entry')
        .filter({ hasText: /\d紹介操作者/ })
        .first(),
    ).toContainText(`操作者：${STAFF_NAME}`);
    await checkScreen(page);
  });
}
