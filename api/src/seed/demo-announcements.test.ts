import type { InfoListItem, SiteId } from '@portal/shared/contract';
import { Browser, testAppForFile } from '../test/test-app';
import { demoThreadGroups } from './demo-activity';
import { siteAnnouncements } from './demo-announcements';

const NEW_GRADUATE_SITES: SiteId[] = ['23', '24', '25', '26', '27', '28'];

it.each(NEW_GRADUATE_SITES)(
  'gives site %s announcements of its own year, in the season that year was recruited',
  (siteId) => {
    const year = 2000 + Number(siteId);
    for (const item of siteAnnouncements(siteId)) {
      expect(item.title).toContain(`【${year}年卒】`);
      const years = `${item.title}${item.content}`.match(/\d{4}年卒/g) ?? [];
      expect(new Set(years)).toEqual(new Set([`${year}年卒`]));
      // Referrals for a graduation year open about two years ahead (2028年卒 in late 2026).
      expect(new Date(item.createdAt).getFullYear()).toBe(year - 2);
    }
  },
);

it('words the mid-career announcements and threads for mid-career hiring', () => {
  const texts = [
    ...siteAnnouncements('mid').flatMap((item) => [item.title, item.content]),
    ...demoThreadGroups('mid').flatMap((group) => [
      group.title,
      ...group.threads.flatMap((thread) => thread.messages.map((message) => message.content)),
    ]),
  ];
  for (const text of texts) expect(text).not.toMatch(/年卒|説明会|専攻/);
  expect(siteAnnouncements('mid').every((item) => item.title.startsWith('【中途採用】'))).toBe(
    true,
  );
});

describe('through the api', () => {
  const t = testAppForFile();

  async function titlesOn(siteId: SiteId): Promise<string[]> {
    const browser = new Browser(t.app);
    await browser.login(siteId);
    return (await browser.get(siteId, '/infos')).json().data.map((i: InfoListItem) => i.title);
  }

  it('shows 2026年卒 announcements on site 26 and no other year', async () => {
    const titles = await titlesOn('26');
    expect(titles.filter((title) => title.includes('【2026年卒】'))).toHaveLength(3);
    expect(titles.filter((title) => /年卒/.test(title) && !title.includes('2026年卒'))).toEqual([]);
  });

  it('shows mid-career announcements on mid and no graduation year', async () => {
    const titles = await titlesOn('mid');
    expect(titles.filter((title) => title.startsWith('【中途採用】'))).toHaveLength(3);
    expect(titles.filter((title) => /年卒/.test(title))).toEqual([]);
  });
});
