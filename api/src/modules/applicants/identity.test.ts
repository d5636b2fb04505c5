// Issue 21: one person in many forms. Variants link to one applicant in single and bulk referral,
// the possible duplicates are answered before saving, and two applicants merge into one.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MergePreview, PossibleDuplicate } from '@portal/shared/contract/applicants';
import type { BulkResults, FailedCandidate } from '@portal/shared/contract/bulk';
import { hashPassword } from '../auth/passwords';
import { accounts } from '../../db/schema/agencies';
import { applicantMerges, applicants, candidates } from '../../db/schema/applicants';
import { candidateMessages } from '../../db/schema/candidate-activity';
import { DEMO_DUPLICATE_PAIR } from '../../seed/demo-applicants';
import { DEMO_AGENCY, OTHER_AGENCY } from '../../seed/demo-data';
import { BulkWorker } from '../../background/bulk-worker';
import { HEADER, goodRow, toCsv, upload } from '../bulk/bulk-test-support';
import { FileStore } from '../../files/file-store';
import { accountIdOf, Browser, consoleCall, testAppForFile, NOW } from '../../test/test-app';
import { agencyId, demoApplicant } from '../candidates/fixtures.test-helper';
import { answers, openJob, refer } from '../referrals/referral-test-support';
import { MERGE_MAIN_ONLY_MESSAGE } from './merge-service';

const t = testAppForFile({ now: () => NOW });
const demo = t.signedIn();
let demoId: number;
beforeAll(async () => {
  demoId = await agencyId(t.database.db, DEMO_AGENCY.name);
});

/** The console command: an applicant with phone and e-mail exactly as given. */
async function consoleApplicant(person: Record<string, unknown>) {
  const response = await consoleCall(t.app, 'POST', '/applicants', {
    agencyId: demoId,
    seiKanji: '髙橋',
    meiKanji: '太郎',
    seiKana: 'ﾀｶﾊｼ',
    meiKana: 'ﾀﾛｳ',
    ...person,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; phoneKey: string; emailKey: string };
}

const duplicates = async (query: Record<string, string | number>) => {
  const response = await demo.get(
    '25',
    `/applicants/possible-duplicates?${new URLSearchParams(
      Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    )}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json().data as PossibleDuplicate[];
};

describe('the console command', () => {
  it('stores phone and e-mail as given and answers their keys', async () => {
    const created = await consoleApplicant({
      phone: '０９０-４４４４-１２１２',
      email: ' Key.Check@Example.JP ',
    });
    expect(created).toMatchObject({ phoneKey: '09044441212', emailKey: 'key.check@example.jp' });
    const [row] = await t.database.db
      .select()
      .from(applicants)
      .where(eq(applicants.id, created.id));
    expect(row).toMatchObject({
      phone: '０９０-４４４４-１２１２',
      email: ' Key.Check@Example.JP ',
    });
    expect(row.nameKey).toBe('高橋太郎');
    expect(row.kanaKey).toBe('タカハシタロウ');
  });
});

describe('single and bulk referral link the variants to one applicant', () => {
  it('links +81 90 … and taro.yamada@… to the applicant stored as ０９０-… and Taro.Yamada@…', async () => {
    const stored = await consoleApplicant({
      seiKanji: '山田',
      seiKana: 'ヤマダ',
      phone: '０９０-２４６８-１３５７',
      email: 'Taro.Yamada@Example.jp',
    });
    const job = await openJob(demo);
    const response = await refer(
      demo,
      '25',
      job.id,
      answers({ sei: '⼭田', phone: '+81 90 2468 1357', email: 'taro.yamada@example.jp' }),
    );
    expect(response.statusCode).toBe(201);
    const [candidate] = await t.database.db
      .select({ applicantId: candidates.applicantId })
      .from(candidates)
      .where(eq(candidates.id, response.json().data.candidateId));
    expect(candidate.applicantId).toBe(stored.id);
    const people = await t.database.db
      .select({ id: applicants.id })
      .from(applicants)
      .where(and(eq(applicants.agencyId, demoId), eq(applicants.phoneKey, '09024681357')));
    expect(people).toHaveLength(1);
  });

  it('links CSV rows written in other forms to the existing applicant, and one new person once', async () => {
    const stored = await consoleApplicant({
      phone: '080-2222-3333',
      email: 'bulk.person@example.jp',
    });
    const job = await openJob(demo, '25', 'ITコンサルタント');
    const row = (phone: string, email: string, i: number) => {
      const cells = goodRow(900 + i);
      cells[0] = i % 2 ? '髙橋' : '高橋';
      cells[4] = phone;
      cells[5] = email;
      return cells;
    };
    const csv = toCsv([
      HEADER,
      row('＋８１ ８０ ２２２２ ３３３３', 'BULK.PERSON@EXAMPLE.JP', 1),
      row('070-9999-0000', 'New.Person@Example.jp', 2),
      row('０７０９９９９００００', 'new.person@example.jp', 3),
    ]);
    expect((await upload(demo, '25', job.id, 'variants.csv', Buffer.from(csv))).statusCode).toBe(
      202,
    );
    const worker = new BulkWorker(t.database.db, new FileStore(t.database.db), { chunkSize: 2 });
    expect(await worker.runOnce()).toBe(1);
    const referred = await t.database.db
      .select({ applicantId: candidates.applicantId })
      .from(candidates)
      .where(eq(candidates.jobId, job.id));
    expect(referred.map((r) => r.applicantId)).toContain(stored.id);
    const newPeople = await t.database.db
      .select({ id: applicants.id })
      .from(applicants)
      .where(and(eq(applicants.agencyId, demoId), eq(applicants.phoneKey, '07099990000')));
    expect(newPeople).toHaveLength(1);

    // The same person again: already referred, and the failure list links to them.
    const again = toCsv([HEADER, row('080 2222 3333', 'Bulk.Person@example.jp', 4)]);
    expect((await upload(demo, '25', job.id, 'again.csv', Buffer.from(again))).statusCode).toBe(
      202,
    );
    expect(await worker.runOnce()).toBe(1);
    const failed = (await demo.get('25', `/jobs/${job.id}/bulk-create-failed-candidates`)).json()
      .data as { rowNumber: number; linkedApplicantId: number | null; ngMessage: string }[];
    expect(failed.find((f) => f.linkedApplicantId === stored.id)).toMatchObject({
      ngMessage: 'この候補者は既にこの求人に紹介されています',
    });
  });
});

describe('the bulk result list (GET /jobs/{id}/bulk-import-results)', () => {
  it('lists every row, marking rows linked to an applicant and rows flagged as possible duplicates', async () => {
    const linkedTo = await consoleApplicant({
      seiKanji: '齋藤',
      meiKanji: '結衣',
      seiKana: 'サイトウ',
      meiKana: 'ユイ',
      phone: '080-4444-5555',
      email: 'Yui.Saito@Example.jp',
    });
    const flaggedTo = await consoleApplicant({
      seiKanji: '山﨑',
      meiKanji: '健',
      seiKana: 'ヤマサキ',
      meiKana: 'ケン',
      phone: '080-6666-7777',
      email: 'ken.yamasaki@example.jp',
    });
    const job = await openJob(demo, '25', 'Webアプリケーション');
    const row = (i: number, person: Partial<Record<'sei' | 'mei' | 'phone' | 'email', string>>) => {
      const cells = goodRow(950 + i);
      cells[0] = person.sei ?? cells[0];
      cells[1] = person.mei ?? cells[1];
      cells[4] = person.phone ?? cells[4];
      cells[5] = person.email ?? cells[5];
      return cells;
    };
    const csv = toCsv([
      HEADER,
      // 2: the same person as 齋藤 結衣 in other forms: linked (and referred).
      row(1, {
        sei: '斎藤',
        mei: '結衣',
        phone: '０８０４４４４５５５５',
        email: ' YUI.SAITO@example.jp',
      }),
      // 3: another e-mail, 山﨑's phone: a new applicant flagged (phone alone).
      row(2, { phone: '+81 80 6666 7777' }),
      // 4: 山崎 健 with 山﨑's e-mail and another phone: flagged (name and e-mail).
      row(3, { sei: '山崎', mei: '健', email: 'KEN.YAMASAKI@EXAMPLE.JP' }),
      // 5: not referred (bad e-mail) but 齋藤's phone: the failure is flagged too.
      row(4, { phone: '080 4444 5555', email: 'not-an-email' }),
      // 6: someone new: neither.
      row(5, {}),
    ]);
    expect((await upload(demo, '25', job.id, 'marks.csv', Buffer.from(csv))).statusCode).toBe(202);
    const worker = new BulkWorker(t.database.db, new FileStore(t.database.db), { chunkSize: 2 });
    expect(await worker.runOnce()).toBe(1);

    const results = async (query = '') => {
      const response = await demo.get('25', `/jobs/${job.id}/bulk-import-results${query}`);
      expect(response.statusCode).toBe(200);
      return response.json().data as BulkResults;
    };
    const all = await results();
    expect(all.import).toMatchObject({ fileName: 'marks.csv', importFlag: 4, totalRows: 5 });
    expect(all.counts).toEqual({ all: 5, referred: 4, failed: 1, linked: 1, flagged: 3 });
    expect(all.nextCursor).toBeNull();
    const byRow = new Map(all.rows.map((r) => [r.rowNumber, r]));
    expect([...byRow.keys()]).toEqual([2, 3, 4, 5, 6]);
    expect(byRow.get(2)).toMatchObject({
      status: 'referred',
      fullNameKanji: '斎藤 結衣',
      schoolName: '大阪大学',
      ngMessage: null,
      applicantId: linkedTo.id,
      linkedApplicantId: linkedTo.id,
      possibleDuplicate: null,
    });
    expect(byRow.get(2)!.candidateId).toEqual(expect.any(Number));
    expect(byRow.get(3)).toMatchObject({
      status: 'referred',
      linkedApplicantId: null,
      possibleDuplicate: {
        applicantId: flaggedTo.id,
        fullNameKanji: '山﨑 健',
        matchedOn: { phone: true, email: false, name: false },
      },
    });
    expect(byRow.get(3)!.applicantId).not.toBe(flaggedTo.id);
    expect(byRow.get(4)).toMatchObject({
      status: 'referred',
      possibleDuplicate: {
        applicantId: flaggedTo.id,
        matchedOn: { phone: false, email: true, name: true },
      },
    });
    expect(byRow.get(5)).toMatchObject({
      status: 'failed',
      candidateId: null,
      possibleDuplicate: { applicantId: linkedTo.id, matchedOn: { phone: true } },
    });
    expect(byRow.get(5)!.ngMessage).toContain('PCメールアドレス');
    expect(byRow.get(6)).toMatchObject({
      status: 'referred',
      linkedApplicantId: null,
      possibleDuplicate: null,
    });

    // Filters and pages by row number.
    expect((await results('?filter=flagged')).rows.map((r) => r.rowNumber)).toEqual([3, 4, 5]);
    expect((await results('?filter=linked')).rows.map((r) => r.rowNumber)).toEqual([2]);
    expect((await results('?filter=failed')).rows.map((r) => r.rowNumber)).toEqual([5]);
    expect((await results('?filter=referred&cursor=3')).rows.map((r) => r.rowNumber)).toEqual([
      4, 6,
    ]);
    expect((await demo.get('25', `/jobs/${job.id}/bulk-import-results?filter=x`)).statusCode).toBe(
      422,
    );

    // The failure list marks the failed row too.
    const failed = (await demo.get('25', `/jobs/${job.id}/bulk-create-failed-candidates`)).json()
      .data as FailedCandidate[];
    expect(failed.find((f) => f.rowNumber === 5)).toMatchObject({
      linkedApplicantId: null,
      possibleDuplicate: { applicantId: linkedTo.id, fullNameKanji: '齋藤 結衣' },
    });

    // Cleared history: no import, no rows.
    expect(
      (await demo.write('DELETE', '25', `/jobs/${job.id}/bulk-create-failed-candidates`))
        .statusCode,
    ).toBe(200);
    expect(await results()).toEqual({
      import: null,
      counts: { all: 0, referred: 0, failed: 0, linked: 0, flagged: 0 },
      rows: [],
      nextCursor: null,
    });
  });
});

describe('GET /applicants/possible-duplicates', () => {
  let stored: { id: number };
  beforeAll(async () => {
    stored = await consoleApplicant({
      seiKanji: '渡邉',
      meiKanji: '花子',
      seiKana: 'ワタナベ',
      meiKana: 'ハナコ',
      phone: '090-8765-4321',
      email: 'Hanako.W@Example.jp',
    });
  });

  it('finds the applicant by phone alone, in any form', async () => {
    const found = await duplicates({ phone: '+81 90 8765 4321' });
    expect(found.map((d) => d.id)).toEqual([stored.id]);
    expect(found[0]).toMatchObject({
      fullNameKanji: '渡邉 花子',
      matchedOn: { phone: true, email: false, name: false },
      samePerson: false,
    });
  });

  it('finds it by name and e-mail, and says when phone and e-mail both match', async () => {
    const byName = await duplicates({ name: '渡辺 花子', email: 'hanako.w@example.jp' });
    expect(byName[0]).toMatchObject({ id: stored.id, matchedOn: { name: true, email: true } });
    const kana = await duplicates({ kana: 'ﾜﾀﾅﾍﾞ ﾊﾅｺ', email: 'HANAKO.W@EXAMPLE.JP' });
    expect(kana[0].id).toBe(stored.id);
    const same = await duplicates({ phone: '09087654321', email: 'hanako.w@example.jp' });
    expect(same[0]).toMatchObject({ id: stored.id, samePerson: true });
  });

  it('finds the demo pair: 髙橋 一郎 (０９０-…) and 高橋 一郎 (090…) are possible duplicates', async () => {
    const pair = await t.database.db
      .select({ id: applicants.id, seiKanji: applicants.seiKanji, phone: applicants.phone })
      .from(applicants)
      .where(
        and(
          eq(applicants.agencyId, demoId),
          eq(applicants.siteId, '25'),
          eq(applicants.phoneKey, DEMO_DUPLICATE_PAIR.phoneKey),
        ),
      )
      .orderBy(applicants.id);
    expect(pair.map((p) => [p.seiKanji, p.phone])).toEqual([
      ['髙橋', '０９０-３１４１-５９２６'],
      ['高橋', '09031415926'],
    ]);
    // Registering the second again: the first is answered on name and phone, not the same person.
    const found = await duplicates({
      name: '高橋 一郎',
      phone: '09031415926',
      email: 'someone.new@example.jp',
      exceptId: pair[1].id,
    });
    expect(found).toEqual([
      expect.objectContaining({
        id: pair[0].id,
        fullNameKanji: DEMO_DUPLICATE_PAIR.names[0],
        matchedOn: { name: true, phone: true, email: false },
        samePerson: false,
      }),
    ]);
  });

  it('answers nothing for a name alone, a half-typed phone, or the applicant being edited', async () => {
    expect(await duplicates({ name: '渡辺花子' })).toEqual([]);
    expect(await duplicates({ phone: '090' })).toEqual([]);
    expect(await duplicates({ name: '渡辺花子', email: 'someone.else@example.jp' })).toEqual([]);
    expect(await duplicates({ phone: '09087654321', exceptId: stored.id })).toEqual([]);
  });

  it("never answers another agency's or another site's applicant", async () => {
    const other = await agencyId(t.database.db, OTHER_AGENCY.name);
    await consoleCall(t.app, 'POST', '/applicants', {
      agencyId: other,
      seiKanji: '他社',
      meiKanji: '次郎',
      seiKana: 'タシャ',
      meiKana: 'ジロウ',
      phone: '090-5050-6060',
      email: 'jiro@example.jp',
    });
    await consoleApplicant({ siteId: '24', phone: '090-5050-7070', email: 'a@example.jp' });
    expect(await duplicates({ phone: '09050506060' })).toEqual([]);
    expect(await duplicates({ phone: '09050507070' })).toEqual([]);
  });
});

describe('merging two applicants', () => {
  const countsOf = async (applicantId: number) => {
    const referrals = await t.database.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.applicantId, applicantId));
    const ids = referrals.map((r) => r.id);
    const messages = ids.length
      ? await t.database.db
          .select({ id: candidateMessages.id })
          .from(candidateMessages)
          .where(inArray(candidateMessages.candidateId, ids))
      : [];
    return { referrals: ids, messages: messages.map((m) => m.id) };
  };

  it('previews, then moves every referral and message to the kept applicant, records it and redirects the old id', async () => {
    const { applicant: source } = await demoApplicant(t.database.db, '佐藤');
    const kept = await consoleApplicant({ phone: '090-0000-1111', email: 'kept@example.jp' });
    const before = await countsOf(source.id);
    expect(before.referrals.length).toBeGreaterThan(0);
    const preview = await demo.get(
      '25',
      `/applicants/${kept.id}/merge-preview?sourceApplicantId=${source.id}`,
    );
    expect(preview.statusCode).toBe(200);
    const moves = (preview.json().data as MergePreview).moves;
    expect(moves.referrals).toBe(before.referrals.length);
    expect(moves.messages).toBe(before.messages.length);

    const merged = await demo.write('POST', '25', `/applicants/${kept.id}/merge`, {
      sourceApplicantId: source.id,
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().data).toEqual({ keptApplicantId: kept.id, moved: moves });
    const after = await countsOf(kept.id);
    expect(after.referrals.sort()).toEqual(before.referrals.sort());
    expect(after.messages.sort()).toEqual(before.messages.sort());

    const old = await demo.get('25', `/applicants/${source.id}`);
    expect(old.statusCode).toBe(200);
    expect(old.json().data.id).toBe(kept.id);
    const oldJobs = await demo.get('25', `/applicants/${source.id}/candidates`);
    expect(oldJobs.json().data).toHaveLength(before.referrals.length);

    const [record] = await t.database.db
      .select()
      .from(applicantMerges)
      .where(eq(applicantMerges.sourceApplicantId, source.id));
    expect(record).toMatchObject({
      keptApplicantId: kept.id,
      mergedByAccountId: await accountIdOf(t.database.db, DEMO_AGENCY.account.userId),
      moved: moves,
    });
    expect(record.source).toMatchObject({ seiKanji: '佐藤', email: source.email });

    // Merged again: the first id follows to the newest kept applicant.
    const last = await consoleApplicant({ phone: '090-0000-2222', email: 'last@example.jp' });
    expect(
      (
        await demo.write('POST', '25', `/applicants/${last.id}/merge`, {
          sourceApplicantId: kept.id,
        })
      ).statusCode,
    ).toBe(200);
    expect((await demo.get('25', `/applicants/${source.id}`)).json().data.id).toBe(last.id);
    expect((await countsOf(last.id)).messages.sort()).toEqual(before.messages.sort());
  });

  it('answers 404 across agencies and sites, 422 for the same applicant, and moves nothing', async () => {
    const kept = await consoleApplicant({ phone: '090-3000-1111', email: 'k2@example.jp' });
    const other = await agencyId(t.database.db, OTHER_AGENCY.name);
    const [foreign] = await t.database.db
      .select({ id: applicants.id })
      .from(applicants)
      .where(eq(applicants.agencyId, other))
      .limit(1);
    const otherSite = await consoleApplicant({
      siteId: '24',
      phone: '090-3000-2222',
      email: 'k3@example.jp',
    });
    for (const sourceId of [foreign.id, otherSite.id]) {
      const response = await demo.write('POST', '25', `/applicants/${kept.id}/merge`, {
        sourceApplicantId: sourceId,
      });
      expect(response.statusCode).toBe(404);
      const preview = await demo.get(
        '25',
        `/applicants/${kept.id}/merge-preview?sourceApplicantId=${sourceId}`,
      );
      expect(preview.statusCode).toBe(404);
      // Nor the other way round.
      expect(
        (
          await demo.write('POST', '25', `/applicants/${sourceId}/merge`, {
            sourceApplicantId: kept.id,
          })
        ).statusCode,
      ).toBe(404);
    }
    const same = await demo.write('POST', '25', `/applicants/${kept.id}/merge`, {
      sourceApplicantId: kept.id,
    });
    expect(same.statusCode).toBe(422);
    const [still] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(applicants)
      .where(inArray(applicants.id, [kept.id, foreign.id, otherSite.id]));
    expect(still.n).toBe(3);
  });

  it('answers 403 with a Japanese message to a sub-account', async () => {
    await t.database.db.insert(accounts).values({
      agencyId: demoId,
      kind: 'sub',
      userId: 'demo-sub-merge',
      email: 'demo-sub-merge@agency.example',
      passwordHash: await hashPassword('sub-password-2026'),
    });
    const sub = new Browser(t.app);
    await sub.login('25', { email: 'demo-sub-merge', password: 'sub-password-2026' });
    const a = await consoleApplicant({ phone: '090-4000-1111', email: 's1@example.jp' });
    const b = await consoleApplicant({ phone: '090-4000-2222', email: 's2@example.jp' });
    const response = await sub.write('POST', '25', `/applicants/${a.id}/merge`, {
      sourceApplicantId: b.id,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MERGE_MAIN_ONLY_MESSAGE);
    const preview = await sub.get(
      '25',
      `/applicants/${a.id}/merge-preview?sourceApplicantId=${b.id}`,
    );
    expect(preview.statusCode).toBe(403);
    const [left] = await t.database.db
      .select({ id: applicants.id })
      .from(applicants)
      .where(eq(applicants.id, b.id));
    expect(left).toBeDefined();
  });
});
