// Names sort by their reading (セイ・メイ), not by the kanji: 伊藤 (イトウ), 佐藤 (サトウ), 高橋
// (タカハシ) in that order, and 阿部 (アベ, U+963F) first and 渡辺 (ワタナベ, U+6E21) last, which
// code-point order would put in the middle — in every list that sorts by name: the applicant list (the job page's 候補者一覧 reads it too, keyset pages), the job's 紹介済み
// candidates (名前 昇順 / 降順) and the candidates an event can reserve. Readings typed in
// hiragana or half-width katakana sort as katakana.
import { DEMO_AGENCY } from '../../seed/demo-data';
import { applicants, candidates } from '../../db/schema/applicants';
import type { ApplicantPage } from '@portal/shared/contract/applicants';
import { agencyIdOf, testAppForFile, NOW } from '../../test/test-app';
import { openJob } from '../referrals/referral-test-support';
import { createEvent } from '../events/events-test-kit';

const t = testAppForFile({ now: () => NOW });
const demo = t.signedIn();
let jobId: number;
let eventId: number;
const ids = new Map<string, number>();

// Inserted in no sorted order.
const PEOPLE = [
  { seiKanji: '高橋', seiKana: 'タカハシ' },
  { seiKanji: '佐藤', seiKana: 'ｻﾄｳ' },
  { seiKanji: '伊藤', seiKana: 'いとう' },
  { seiKanji: '阿部', seiKana: 'アベ' },
  { seiKanji: '渡辺', seiKana: 'ワタナベ' },
];
const ASCENDING = ['阿部', '伊藤', '佐藤', '高橋', '渡辺'];
const MARK = '読順';

beforeAll(async () => {
  const agencyId = await agencyIdOf(t.app, DEMO_AGENCY.name);
  const job = await openJob(demo);
  jobId = job.id;
  const rows = await t.database.db
    .insert(applicants)
    .values(
      PEOPLE.map((person, i) => ({
        agencyId,
        siteId: '25' as const,
        seiKanji: person.seiKanji,
        meiKanji: MARK,
        seiKana: person.seiKana,
        meiKana: 'ヨミジュン',
        email: `reading-${i}@test.example`,
        phone: `0900000100${i}`,
      })),
    )
    .returning({ id: applicants.id, seiKanji: applicants.seiKanji });
  for (const row of rows) ids.set(row.seiKanji, row.id);
  await t.database.db
    .insert(candidates)
    .values(rows.map((row) => ({ applicantId: row.id, jobId, agencyId, siteId: '25' as const })));
  eventId = await createEvent(t.app, { companyId: job.companyId, siteId: '25', title: '読み順' });
});

const sei = (fullName: string) => fullName.split(' ')[0];
const ours = (names: string[]) => names.filter((name) => name.endsWith(` ${MARK}`)).map(sei);

it('lists applicants by reading, paged by keyset across page boundaries', async () => {
  const page = async (limit: number, cursor: number | null) =>
    (
      await demo.get(
        '25',
        `/applicants?keyword=${encodeURIComponent(MARK)}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      )
    ).json().data as ApplicantPage;
  const all = await page(50, null);
  expect(all.items.map((item) => sei(item.fullNameKanji))).toEqual(ASCENDING);
  for (const limit of [1, 2, 3]) {
    const seen: string[] = [];
    let cursor: number | null = null;
    do {
      const next = await page(limit, cursor);
      expect(next.items.length).toBeLessThanOrEqual(limit);
      seen.push(...next.items.map((item) => sei(item.fullNameKanji)));
      cursor = next.nextCursor;
    } while (cursor !== null);
    expect(seen).toEqual(ASCENDING);
  }
  // The whole list (no keyword) is in reading order too, our five among the demo's.
  const whole: string[] = [];
  let cursor: number | null = null;
  do {
    const response = (
      await demo.get('25', `/applicants?limit=7${cursor ? `&cursor=${cursor}` : ''}`)
    ).json().data as ApplicantPage;
    whole.push(...response.items.map((item) => item.fullNameKanji));
    cursor = response.nextCursor;
  } while (cursor !== null);
  expect(ours(whole)).toEqual(ASCENDING);
  expect(new Set(whole).size).toBeGreaterThan(ASCENDING.length);
});

it('sorts the job candidates by 名前 昇順 and 降順 by reading', async () => {
  const list = async (order: 'asc' | 'desc') =>
    ours(
      (await demo.get('25', `/jobs/${jobId}/candidates?sortField=name&sortOrder=${order}`))
        .json()
        .data.map((c: { fullNameKanji: string }) => c.fullNameKanji),
    );
  expect(await list('asc')).toEqual(ASCENDING);
  expect(await list('desc')).toEqual([...ASCENDING].reverse());
});

it('lists the candidates an event can reserve by reading', async () => {
  const list = (await demo.get('25', `/event-infos/${eventId}/not-reserving-candidates`)).json()
    .data as { candidateName: string }[];
  expect(ours(list.map((c) => c.candidateName))).toEqual(ASCENDING);
});
