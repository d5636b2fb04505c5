// Issue 11 journey: the calendar → filter two companies → open an event → search two names →
// reserve → seats go down, entries 予約済み → cancel one after the confirm → the calendar feed
// lists the remaining reservation (and the cancelled one as CANCELLED); closing with a pending
// selection asks first; the page fits 390 px.
import { expect, test, type Page } from '@playwright/test';
import { logInAs } from '../pages/portal';
import { eventsConsole } from '../support/events-console';
import { tokyoDay } from '../support/tokyo';
import { unique } from '../support/console';

const MIRAI = '株式会社みらいソフトウェア';
const TOHO = '東邦精機工業株式会社';
const SAKURA = '株式会社さくらフィナンシャルグループ';

async function openEventsPage(page: Page) {
  await page.goto('/25/employment-agency/events');
  await expect(page.getByRole('heading', { level: 1, name: '説明会・面接動員' })).toBeVisible();
  await expect(page.getByText('イベント情報を読み込み中...')).toBeHidden();
}

test('reserve and cancel on the calendar, then read the feed', async ({ page }) => {
  const companies = await eventsConsole.companies();
  const mirai = companies.find((c) => c.name === MIRAI)!;
  const { date, sameMonth } = tokyoDay(3);
  const title = unique('E2E説明会');
  const { id: eventId } = await eventsConsole.createEvent({
    companyId: mirai.id,
    title,
    date,
    from: '07:00',
    to: '08:30',
    place: '渋谷オフィス',
    address: '東京都渋谷区道玄坂1-10-8',
    content: 'E2E の説明会です。',
  });

  await logInAs(page, '25');
  await openEventsPage(page);
  await expect(page).toHaveTitle('説明会・面接動員 | 紹介会社ポータル');
  await expect(page.getByRole('heading', { level: 2, name: /^\d{4}年\d{2}月$/ })).toBeVisible();
  if (!sameMonth) await page.getByRole('button', { name: '次の月' }).click();

  // 絞り込み: two companies.
  await page.getByRole('button', { name: '絞り込み' }).click();
  const filter = page.getByRole('dialog', { name: '絞り込み' });
  await filter.getByRole('checkbox', { name: MIRAI }).check();
  await filter.getByRole('checkbox', { name: TOHO }).check();
  await filter.getByRole('button', { name: '検索する' }).click();
  await expect(page).toHaveURL(/companyId=\d+&companyId=\d+/);
  await expect(page.getByText('2社で絞り込み中')).toBeVisible();
  await expect(page.getByText(`[${SAKURA}]`, { exact: false })).toHaveCount(0);

  // The event modal.
  // Keyboard: the event is focusable and Enter opens it.
  const item = page.locator('.fc-daygrid-event', {
    has: page.getByTitle(`07:00 [${MIRAI}] ${title}`),
  });
  await item.focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: title });
  await expect(modal.getByTestId('event-vacancy')).toHaveText('5席（定員5名）');
  await expect(modal.getByText(`${date.replace(/-/g, '/')} 07:00 〜 08:30`)).toBeVisible();

  // Two names, separated by a space.
  const listed = await page.request.get(
    `/25/employment-agency/api/event-infos/${eventId}/not-reserving-candidates`,
  );
  const people: { candidateName: string }[] = (await listed.json()).data;
  expect(people.length).toBeGreaterThanOrEqual(2);
  const [first, second] = people.map((p) => p.candidateName);
  await modal
    .getByRole('searchbox', { name: '候補者名で検索' })
    .fill(`${first.split(' ')[0]} ${second.split(' ')[0]}`);
  await modal.getByRole('button', { name: '検索', exact: true }).click();
  const results = modal.getByRole('group', { name: /^検索結果/ });
  await results.getByRole('button', { name: `${first}を予約する候補者に追加` }).click();
  await results.getByRole('button', { name: `${second}を予約する候補者に追加` }).click();
  await expect(modal.getByRole('group', { name: '予約する候補者（2）' })).toBeVisible();
  await modal.getByRole('button', { name: '予約する（2名）' }).click();
  await expect(page.getByText('候補者を予約しました')).toBeVisible();
  await expect(modal.getByTestId('event-vacancy')).toHaveText('3席（定員5名）');
  await expect(modal.getByText('予約済み')).toHaveCount(2);

  // Cancel one, after the question.
  await modal.getByRole('button', { name: `${first}の予約をキャンセル` }).click();
  const ask = page.getByRole('dialog', { name: 'キャンセルしますか？' });
  await ask.getByRole('button', { name: 'キャンセルする' }).click();
  await expect(page.getByText('候補者をキャンセルしました')).toBeVisible();
  await expect(modal.getByText('キャンセル済み')).toBeVisible();
  await expect(modal.getByTestId('event-vacancy')).toHaveText('4席（定員5名）');
  await expect(modal.getByRole('heading', { name: '予約者一覧' })).toBeFocused();

  // Closing with a pending selection asks first.
  await modal
    .getByRole('group', { name: /^検索結果/ })
    .getByRole('button')
    .first()
    .click();
  await modal.getByRole('button', { name: '閉じる' }).first().click();
  const leave = page.getByRole('dialog', { name: 'モーダルを閉じてよろしいですか？' });
  await expect(leave).toContainText('現在登録中の情報は消滅します');
  await leave.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeHidden();

  // The calendar feed lists the remaining reservation live, the cancelled one as CANCELLED.
  await page.getByRole('button', { name: 'URL を発行する' }).click();
  const url = await page.getByRole('textbox', { name: 'カレンダーの URL' }).inputValue();
  expect(url).toMatch(/\/calendar\/[A-Za-z0-9_-]+\.ics$/);
  const feed = await page.request.get(url);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const text = (await feed.text()).replace(/\r\n /g, '');
  const events = text.split('BEGIN:VEVENT').slice(1);
  const ofPerson = (name: string) =>
    events.find((e) => e.includes(`SUMMARY:【${MIRAI}】${title}（${name}）`));
  expect(ofPerson(second)).toContain('STATUS:CONFIRMED');
  expect(ofPerson(first)).toContain('STATUS:CANCELLED');
});

test('the calendar fits a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, '25');
  await openEventsPage(page);
  // The events page itself never overflows the space the shell gives it. The shell's narrow
  // layout (sidebar out of the way) is issue 7's; until it lands on this branch, the sidebar is
  // hidden here the way it will be, so the page gets the width it will have on a phone.
  await page.addStyleTag({ content: 'aside { display: none !important; }' });
  const overflow = await page.evaluate(() => {
    const root = document.querySelector('h1')!.parentElement!;
    const right = root.getBoundingClientRect().right;
    const wider = [...root.querySelectorAll('*')].filter(
      (el) => el.getBoundingClientRect().right > right + 1,
    );
    return { scroll: root.scrollWidth - root.clientWidth, wider: wider.length };
  });
  expect(overflow).toEqual({ scroll: 0, wider: 0 });
  await expect(page.getByRole('button', { name: '次の月' })).toBeVisible();
  await expect(page.getByRole('button', { name: '絞り込み' })).toBeVisible();
});
