import type { ApplicantPage, ReferredJobEntry } from '@portal/shared/contract/applicants';
import { and, eq, inArray } from 'drizzle-orm';
import { agencies } from '../../db/schema/agencies';
import { applicants, candidates } from '../../db/schema/applicants';
import { DEMO_AGENCY } from '../../seed/demo-data';
import { api, Browser, testAppForFile } from '../../test/test-app';
import { demoApplicant, otherAgencyReferral } from '../candidates/fixtures.test-helper';

const t = testAppForFile();
const demo = t.signedIn();

/** The demo agency's applicants on site 25 as the seeds left them (several seeds add some). */
async function seededNames(): Promise<string[]> {
  const rows = await t.database.db
    .select({ sei: applicants.seiKanji, mei: applicants.meiKanji })
    .from(applicants)
    .innerJoin(agencies, eq(agencies.id, applicants.agencyId))
    .where(and(eq(agencies.email, DEMO_AGENCY.email), eq(applicants.siteId, '25')));
  return rows.map((row) => `${row.sei} ${row.mei}`);
}

const payload = {
  seiKanji: '  森 ',
  meiKanji: '花子',
  seiKana: 'モリ',
  meiKana: 'ハナコ',
  email: 'hanako.mori@student.example',
  phone: '090-1111-2222',
  directMessageFlag: true,
};

describe('GET /applicants', () => {
  it('answers 401 without a session', async () => {
    expect((await new Browser(t.app).get('25', '/applicants')).statusCode).toBe(401);
  });

  it('lists the site applicants in reading order with card data, paged by cursor', async () => {
    const first: ApplicantPage = (await demo.get('25', '/applicants?limit=3')).json().data;
    expect(first.total).toBe((await seededNames()).length);
    expect(first.items).toHaveLength(3);
    expect(first.nextCursor).toBe(first.items[2].id);
    const rest: ApplicantPage = (
      await demo.get('25', `/applicants?limit=50&cursor=${first.nextCursor}`)
    ).json().data;
    expect(rest.items.length + 3).toBe(first.total);
    expect(rest.nextCursor).toBeNull();
    const all = [...first.items, ...rest.items];
    const watanabe = all.find((item) => item.fullNameKanji === '渡辺 大輔')!;
    expect(watanabe).toMatchObject({
      fullNameKana: 'ワタナベ ダイスケ',
      directMessageFlag: true,
      referralCount: 2,
    });
    expect(watanabe.latestReferrals[0]).toMatchObject({ isCandidate: false });
    expect(watanabe.latestReferrals[1]).toMatchObject({ isTmpCandidateDiscarded: true });
    // Each state says whose job it is (the card shows it beside the pill).
    for (const state of watanabe.latestReferrals) {
      expect(state.companyName).toEqual(expect.stringMatching(/\S/));
      expect(state.jobName).toEqual(expect.stringMatching(/\S/));
    }
    const yamada = all.find((item) => item.fullNameKanji === '山田 太郎')!;
    expect(yamada).toMatchObject({ unreadCount: 1, hasUnreadMessage: true });
  });

  it('counts every referral of a card but shows its latest three, newest first', async () => {
    const created = (
      await demo.write('POST', '25', '/applicants', {
        ...payload,
        meiKanji: '五件',
        email: 'five@example.jp',
      })
    ).json().data;
    const none = async () =>
      (
        (await demo.get('25', `/applicants?limit=1&keyword=${encodeURIComponent('五件')}`)).json()
          .data as ApplicantPage
      ).items[0];
    expect(await none()).toMatchObject({
      id: created.id,
      referralCount: 0,
      unreadCount: 0,
      latestReferrals: [],
    });
    const [row] = await t.database.db
      .select({ agencyId: applicants.agencyId })
      .from(applicants)
      .where(eq(applicants.id, created.id));
    await t.database.db.insert(candidates).values(
      [1, 2, 3, 4, 5].map((status) => ({
        applicantId: created.id,
        agencyId: row.agencyId,
        siteId: '25' as const,
        specialSelectionStatus: status,
        selectionStepName: `step ${status}`,
      })),
    );
    const card = await none();
    expect(card.referralCount).toBe(5);
    expect(card.latestReferrals.map((r) => r.selectionStepName)).toEqual([
      'step 5',
      'step 4',
      'step 3',
    ]);
    await t.database.db.delete(applicants).where(eq(applicants.id, created.id));
  });

  it('filters by a case-insensitive substring of the kanji name, % and _ taken literally', async () => {
    const page: ApplicantPage = (
      await demo.get('25', `/applicants?keyword=${encodeURIComponent('藤')}`)
    ).json().data;
    const expected = (await seededNames()).filter((name) => name.includes('藤')).sort();
    expect(expected).toEqual(expect.arrayContaining(['伊藤 さくら', '佐藤 美咲']));
    expect(page.items.map((item) => item.fullNameKanji).sort()).toEqual(expected);
    expect(page.total).toBe(expected.length);
    const none: ApplicantPage = (await demo.get('25', '/applicants?keyword=%25')).json().data;
    expect(none.total).toBe(0);
  });

  it('keeps the total (a counter kept by triggers) equal to the rows, through inserts and deletes', async () => {
    const total = async (siteId: '25' | '24') =>
      ((await demo.get(siteId, '/applicants?limit=1')).json().data as ApplicantPage).total;
    const before = await total('25');
    const otherSite = await total('24');
    const created = await demo.write('POST', '25', '/applicants', { ...payload, email: 'c@x.jp' });
    expect(await total('25')).toBe(before + 1);
    expect(await total('24')).toBe(otherSite);
    // Several rows in one statement, then removed in one statement.
    const [agency] = await t.database.db
      .select({ id: agencies.id })
      .from(agencies)
      .where(eq(agencies.email, DEMO_AGENCY.email));
    const rows = await t.database.db
      .insert(applicants)
      .values(
        [1, 2, 3].map((n) => ({
          agencyId: agency.id,
          siteId: '25' as const,
          seiKanji: '一括',
          meiKanji: `${n}`,
          seiKana: 'イッカツ',
          meiKana: `${n}`,
          email: `bulk${n}@x.jp`,
          phone: '0312345678',
        })),
      )
      .returning({ id: applicants.id });
    expect(await total('25')).toBe(before + 4);
    await t.database.db
      .delete(applicants)
      .where(inArray(applicants.id, [...rows.map((r) => r.id), created.json().data.id]));
    expect(await total('25')).toBe(before);
    expect(before).toBe((await seededNames()).length);
  });

  it('answers 422 for a malformed page query', async () => {
    const response = await demo.get('25', '/applicants?limit=abc&cursor=-1');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('limit');
  });

  it("never lists another site's or another agency's applicants", async () => {
    await otherAgencyReferral(t.database.db, '25');
    const page: ApplicantPage = (await demo.get('25', '/applicants?limit=200')).json().data;
    expect(page.items.some((item) => item.fullNameKanji === '他社 太郎')).toBe(false);
    const otherSite: ApplicantPage = (await demo.get('24', '/applicants?limit=200')).json().data;
    const ids = new Set(page.items.map((item) => item.id));
    expect(otherSite.items.some((item) => ids.has(item.id))).toBe(false);
  });
});

describe('POST /applicants and PUT /applicants/{id}', () => {
  it('registers an applicant with trimmed fields and reads it back', async () => {
    const response = await demo.write('POST', '25', '/applicants', payload);
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({
      seiKanji: '森',
      fullNameKanji: '森 花子',
      directMessageFlag: true,
    });
    const read = await demo.get('25', `/applicants/${created.id}`);
    expect(read.json().data).toMatchObject({ email: payload.email, phone: payload.phone });
  });

  it('answers 422 naming every field left blank after trimming', async () => {
    const response = await demo.write('POST', '25', '/applicants', {
      ...payload,
      seiKana: '  ',
      email: 'x',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'seiKana']);
    expect(response.json().errors.seiKana[0]).toBe('セイは必須です。');
  });

  it('answers 422, never 500, for a body that is not an object', async () => {
    const response = await demo.write('POST', '25', '/applicants', [1, 2]);
    expect(response.statusCode).toBe(422);
  });

  it('updates an applicant', async () => {
    const { applicant } = await demoApplicant(t.database.db, '中村');
    const response = await demo.write('PUT', '25', `/applicants/${applicant.id}`, {
      ...payload,
      meiKanji: '綾',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.fullNameKanji).toBe('森 綾');
  });

  it('answers 419 for a write without the CSRF header', async () => {
    const response = await demo.request({ method: 'POST', url: api('25', '/applicants'), payload });
    expect(response.statusCode).toBe(419);
  });
});

describe('tenancy', () => {
  it("answers 404 for another agency's applicant on every id route", async () => {
    const { applicant } = await otherAgencyReferral(t.database.db, '25');
    expect((await demo.get('25', `/applicants/${applicant.id}`)).statusCode).toBe(404);
    expect((await demo.get('25', `/applicants/${applicant.id}/candidates`)).statusCode).toBe(404);
    expect((await demo.write('PUT', '25', `/applicants/${applicant.id}`, payload)).statusCode).toBe(
      404,
    );
    const { applicant: own } = await demoApplicant(t.database.db, '佐藤');
    for (const [id, sourceApplicantId] of [
      [applicant.id, own.id],
      [own.id, applicant.id],
    ]) {
      const preview = `/applicants/${id}/merge-preview?sourceApplicantId=${sourceApplicantId}`;
      expect((await demo.get('25', preview)).statusCode).toBe(404);
      const merge = await demo.write('POST', '25', `/applicants/${id}/merge`, {
        sourceApplicantId,
      });
      expect(merge.statusCode).toBe(404);
    }
  });

  it('answers 404 for an id from another site and for malformed ids', async () => {
    const { applicant } = await demoApplicant(t.database.db, '佐藤', '24');
    expect((await demo.get('25', `/applicants/${applicant.id}`)).statusCode).toBe(404);
    expect((await demo.get('25', '/applicants/abc')).statusCode).toBe(404);
    expect((await demo.get('25', '/applicants/99999999999')).statusCode).toBe(404);
  });
});

describe('GET /applicants/{id}/candidates', () => {
  it('lists the referred jobs with status and unread counts, filtered by company', async () => {
    const { applicant, referrals } = await demoApplicant(t.database.db, '佐藤');
    const entries: ReferredJobEntry[] = (
      await demo.get('25', `/applicants/${applicant.id}/candidates`)
    ).json().data;
    expect(entries).toHaveLength(2);
    expect(entries.map((entry) => entry.candidate.id).sort()).toEqual(
      referrals.map((r) => r.id).sort(),
    );
    const inSelection = entries.find((entry) => entry.candidate.specialSelectionStatus === 2)!;
    expect(inSelection.candidate.selectionStepName).toBe('二次面接');
    expect(inSelection.job?.companyName).toBeTruthy();
    const companyId = referrals.find((r) => r.id === inSelection.candidate.id)!.jobId;
    expect(companyId).not.toBeNull();
    const filtered: ReferredJobEntry[] = (
      await demo.get('25', `/applicants/${applicant.id}/candidates?selectedCompanyId=999999`)
    ).json().data;
    expect(filtered).toEqual([]);
  });
});
