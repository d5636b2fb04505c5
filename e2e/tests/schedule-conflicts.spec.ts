// Issue 21 on the composed build, at 1280 and 390 px: one applicant referred to jobs of two
// companies. Reserving the second referral on an event that overlaps the first's reservation
// asks first (予定が重なっています, listing the other booking) and reserves only when told to;
// the candidate's 説明会・面接 tab marks the overlapping date and reservations, and
// この日程で確定する on an overlapping date asks before confirming.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logInAs, openCalendarEvent } from '../pages/portal';
import {
  DESKTOP,
  PHONE,
  checkScreen,
  expectAccessible,
  expectFitsViewport,
  settle,
} from '../support/a11y';
import { candidateConsole } from '../support/applicants-console';
import { eventsConsole } from '../support/events-console';
import { jobForDemo, listCandidates, referToJob } from '../support/jobs-console';
import { agencyCall } from '../support/agency-api';
import { tokyoDay } from '../support/tokyo';

const person = (sei: string, applicantId?: number) => ({
  sei,
  mei: '花子',
  seiKana: 'ジュウフク',
  meiKana: 'ハナコ',
  applicantId,
});

/**
 * axe on the open dialogs (the calendar under the backdrop is measured dimmed), leaving out the
 * reserve panel's picked names: their buttons' names leave out the kana shown under the name
 * (label-content-name-mismatch), a finding of the panel itself that this issue does not touch.
 */
async function expectDialogsAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .exclude('[aria-labelledby="reserve-chosen-title"] button')
    .analyze();
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
  expect(blocking).toEqual([]);
}

for (const [index, viewport] of [DESKTOP, PHONE].entries()) {
  test(`overlapping bookings of one applicant are asked about and marked (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const jobA = await jobForDemo();
    const jobB = await jobForDemo();
    const sei = index === 0 ? '重複' : '二重';
    await logInAs(page, '25');
    await referToJob(page, jobA.jobId, person(sei));
    const [candidateA] = await listCandidates(jobA.agencyId, jobA.jobId);
    const { applicantId } = candidateA as unknown as { applicantId: number };
    await referToJob(page, jobB.jobId, person(sei, applicantId));

    const { date, months } = tokyoDay(40 + index);
    const first = await eventsConsole.createEvent({
      companyId: jobA.companyId,
      title: `説明会A${index}`,
      date,
      from: '10:00',
      to: '11:00',
    });
    await eventsConsole.createEvent({
      companyId: jobB.companyId,
      title: `面接B${index}`,
      date,
      from: '10:30',
      to: '11:30',
    });
    await agencyCall(page, 'POST', `/event-infos/${first.id}/event-entries`, {
      json: {
        candidateIds: [candidateA.id],
      },
    });

    // Reserving the other referral on the overlapping event.
    const modal = await openCalendarEvent(page, `面接B${index}`, months);
    const name = `${sei} 花子`;
    await modal.getByRole('button', { name: `${name}を予約する候補者に追加` }).click();
    await modal.getByRole('button', { name: '予約する（1名）' }).click();
    const ask = page.getByRole('dialog', { name: '予定が重なっています' });
    await expect(ask).toContainText(`${name}：説明会A${index}`);
    await expect(ask).toContainText('10:00 〜 11:00');
    await settle(page);
    await expectDialogsAccessible(page);
    await expectFitsViewport(page);
    await ask.getByRole('button', { name: '重複を承知で予約する' }).click();
    await expect(page.getByText('候補者を予約しました')).toBeVisible();
    // Reserved: listed with a link to the candidate (the picked chip may still be leaving).
    await expect(
      modal.getByRole('link', { name: `${name}（新しいタブで候補者詳細を開く）` }),
    ).toBeVisible();

    // The candidate's 説明会・面接 tab: a proposed date overlapping both, then confirming it.
    await candidateConsole.proposeDates(candidateA.id, [
      { start: `${date}T11:00:00+09:00`, end: `${date}T12:00:00+09:00` },
    ]);
    await page.goto(
      `/25/employment-agency/applicants/${applicantId}/jobs/${jobA.jobId}/${candidateA.id}`,
    );
    await page.getByRole('tab', { name: '説明会・面接' }).click();
    const marks = page.getByRole('note', { name: /他の\d件の予定と時間が重なっています/ });
    // The proposed date (面接B) and the reservation of 説明会A (面接B).
    await expect(marks).toHaveCount(2);
    await expect(marks.first()).toContainText('予定重複');
    await expect(marks.first()).toContainText(`面接B${index}`);
    await checkScreen(page);

    await page.getByRole('button', { name: 'この日程で確定する' }).click();
    const confirm = page.getByRole('dialog', { name: '予定が重なっています' });
    await expect(confirm).toContainText('このまま確定しますか？');
    await expect(confirm).toContainText(`面接B${index}`);
    await settle(page);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: '戻る' }).click();
    await expect(page.getByRole('button', { name: 'この日程で確定する' })).toBeFocused();
    await page.getByRole('button', { name: 'この日程で確定する' }).click();
    await page
      .getByRole('dialog', { name: '予定が重なっています' })
      .getByRole('button', { name: '重複を承知で確定する' })
      .click();
    await expect(page.getByText('日程を確定しました')).toBeVisible();
    await expect(page.getByText('確定済み')).toBeVisible();
  });
}
