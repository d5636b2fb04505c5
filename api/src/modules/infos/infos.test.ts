import { eq } from 'drizzle-orm';
import type { InfoListItem } from '@portal/shared/contract';
import { announcements } from '../../db/schema/announcements';
import {
  demoAnnouncementsOf,
  OTHER_AGENCY_ANNOUNCEMENT,
  siteAnnouncements,
} from '../../seed/demo-announcements';
import { Browser, testAppForFile, signedIn } from '../../test/test-app';

const t = testAppForFile();
const demo = t.signedIn();

async function idOf(title: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: announcements.id })
    .from(announcements)
    .where(eq(announcements.title, title));
  return row.id;
}

describe('GET /infos', () => {
  it('answers 401 without a session', async () => {
    expect((await new Browser(t.app).get('25', '/infos')).statusCode).toBe(401);
  });

  it("lists the site's and the all-sites announcements, newest first, with read states", async () => {
    const response = await demo.get('25', '/infos');
    expect(response.statusCode).toBe(200);
    const items: InfoListItem[] = response.json().data;
    const expected = demoAnnouncementsOf('25');
    expect(items.map((item) => item.title)).toEqual(expected.map((item) => item.title));
    expect(items.map((item) => item.isUnread)).toEqual(expected.map((item) => !item.readByDemo));
    expect(items[0].createdAt).toBe(new Date(expected[0].createdAt).toISOString());
    expect(Object.keys(items[0]).sort()).toEqual(['createdAt', 'id', 'isUnread', 'title']);
  });

  it("never lists another site's or another agency's announcements", async () => {
    const titles = (await demo.get('25', '/infos')).json().data.map((i: InfoListItem) => i.title);
    expect(titles).not.toContain(siteAnnouncements('24')[0].title);
    expect(titles).not.toContain(OTHER_AGENCY_ANNOUNCEMENT.title);
  });
});

describe('GET /infos/{id}', () => {
  it('answers the sanitised HTML and marks the announcement read for this account only', async () => {
    const unread = siteAnnouncements('25').find((item) => !item.readByDemo)!;
    const id = await idOf(unread.title);
    const response = await demo.get('25', `/infos/${id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json().data;
    expect(detail).toMatchObject({ id, title: unread.title, isUnread: false });
    expect(detail.content).toContain('<strong>');
    expect(detail.content).toContain('<li>');

    const list: InfoListItem[] = (await demo.get('25', '/infos')).json().data;
    expect(list.find((item) => item.id === id)?.isUnread).toBe(false);

    // The other agency's account has its own read state for an all-agencies announcement.
    const common = demoAnnouncementsOf('25').find(
      (item) => item.siteId === null && !item.readByDemo,
    )!;
    const other = await signedIn(t.app, 'other');
    await demo.get('25', `/infos/${await idOf(common.title)}`);
    const otherList: InfoListItem[] = (await other.get('25', '/infos')).json().data;
    expect(otherList.find((item) => item.title === common.title)?.isUnread).toBe(true);
  });

  it("answers 404 for another agency's announcement", async () => {
    const id = await idOf(OTHER_AGENCY_ANNOUNCEMENT.title);
    const response = await demo.get('25', `/infos/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'お知らせが見つかりません' });
  });

  it("answers 404 for another site's announcement", async () => {
    const id = await idOf(siteAnnouncements('24')[0].title);
    expect((await demo.get('25', `/infos/${id}`)).statusCode).toBe(404);
    // The same announcement is there on its own site.
    expect((await demo.get('24', `/infos/${id}`)).statusCode).toBe(200);
  });

  it('answers 404 for a missing or malformed id', async () => {
    for (const id of ['999999', 'abc', '-1', '0', '1.5', '99999999999999']) {
      const response = await demo.get('25', `/infos/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'お知らせが見つかりません' });
    }
  });
});
