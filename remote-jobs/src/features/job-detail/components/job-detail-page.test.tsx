import { screen, waitFor, within } from '@testing-library/react';
import type { ApplicantListItem } from '@portal/shared/contract/applicants';
import type { BulkResults } from '@portal/shared/contract/bulk';
import type { JobDetail } from '@portal/shared/contract/jobs';
import { installContractApi, ok, uninstallContractApi } from '@portal/shared/test/contract-api';
import { applicantListItem as applicant } from '@portal/shared/test/applicant-list-item';
import { renderAt } from '../../../test/render';
import { JobDetailPage } from './job-detail-page';

const JOB: JobDetail = {
  id: 5,
  jobName: 'データサイエンティスト',
  companyId: 9,
  companyName: '株式会社みらいテック',
  recruitmentStartDate: '2020-01-01 00:00:00',
  recruitmentEndDate: '0000-00-00 00:00:00',
  isRecruitmentFinished: false,
  detail: [
    { label: '求人タイトル', value: 'データサイエンティスト' },
    { label: '勤務地', value: '福岡県' },
    { label: '募集開始日時', value: '2026-10-26 00:57:08' },
    { label: '募集終了日時', value: '0000-00-00 00:00:00' },
  ],
  importFlag: 4,
  importProgress: null,
};
const CANDIDATES = [
  {
    id: 1,
    applicantId: 11,
    fullNameKanji: '山田 太郎',
    specialSelectionStatus: 2,
    selectionStepName: '一次面接',
    isCandidate: true,
    isTmpCandidate: false,
    isTmpCandidateDiscarded: false,
    receipt: { referredAt: '2026-11-20T01:02:03.000Z', referredBy: '田中 翔太' },
  },
  {
    id: 2,
    applicantId: 12,
    fullNameKanji: '鈴木 花子',
    specialSelectionStatus: 1,
    selectionStepName: null,
    isCandidate: false,
    isTmpCandidate: true,
    isTmpCandidateDiscarded: false,
    receipt: { referredAt: '2026-11-20T01:02:03.000Z', referredBy: '田中 翔太' },
  },
];

/** A row of the last import that could not be referred: a malformed e-mail. */
const FAILED_ROW = {
  id: 1,
  rowNumber: 4,
  fullNameKanji: '西 誤',
  schoolName: '東北大学',
  ngMessage: 'PCメールアドレス：メールアドレスの形式が正しくありません',
  entryDate: '2026-11-20T01:00:00Z',
};

const NO_RESULTS: BulkResults = {
  import: null,
  counts: { all: 0, referred: 0, failed: 0, linked: 0, flagged: 0 },
  rows: [],
  nextCursor: null,
};
const RESULTS: BulkResults = {
  import: {
    id: 3,
    fileName: 'referrals.csv',
    importFlag: 4,
    totalRows: 3,
    createdAt: '2026-11-20T01:00:00.000Z',
  },
  counts: { all: 3, referred: 2, failed: 1, linked: 1, flagged: 2 },
  rows: [
    {
      rowNumber: 2,
      status: 'referred',
      fullNameKanji: '斎藤 結衣',
      schoolName: '大阪大学',
      ngMessage: null,
      candidateId: 31,
      applicantId: 21,
      linkedApplicantId: 21,
      possibleDuplicate: null,
      notes: [
        { label: '携帯電話番号', typed: '9011112201', read: '09011112201' },
        { label: '生年月日', typed: '2004/5/6', read: '2004-05-06' },
      ],
    },
    {
      rowNumber: 3,
      status: 'referred',
      fullNameKanji: '山崎 健',
      schoolName: '東北大学',
      ngMessage: null,
      candidateId: 32,
      applicantId: 40,
      linkedApplicantId: null,
      possibleDuplicate: {
        applicantId: 22,
        fullNameKanji: '山﨑 健',
        matchedOn: { name: false, phone: true, email: false },
      },
      notes: [],
    },
    {
      rowNumber: 4,
      status: 'failed',
      fullNameKanji: '西 誤',
      schoolName: '東北大学',
      ngMessage: 'PCメールアドレス：メールアドレスの形式が正しくありません',
      candidateId: null,
      applicantId: null,
      linkedApplicantId: null,
      possibleDuplicate: {
        applicantId: 21,
        fullNameKanji: '齋藤 結衣',
        matchedOn: { name: true, phone: false, email: true },
      },
      notes: [],
    },
  ],
  nextCursor: null,
};

const page = (items: ApplicantListItem[], total = items.length, nextCursor: number | null = null) =>
  ok({ items, total, nextCursor });

afterEach(uninstallContractApi);

// jsdom lays nothing out: the virtualised lists' scrollers are given the height a browser would
// give them.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === 'applicant-picker-scroller' ||
        this.dataset.testid === 'referred-scroller'
        ? 400
        : 0;
    },
  });
});
afterAll(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
});
const PATTERN = '/:siteId/employment-agency/jobs/info/:jobId';

function setup(job: JobDetail = JOB, site = '25', candidates = CANDIDATES) {
  const fake = installContractApi({
    'GET /jobs/{id}': ok(job),
    'GET /jobs/{id}/candidates': ok(candidates),
    'GET /applicants': page([applicant(11, '山田 太郎'), applicant(13, '高橋 一郎')]),
    'GET /jobs/{id}/bulk-import-results': ok(NO_RESULTS),
  });
  return {
    fake,
    ...renderAt(`/${site}/employment-agency/jobs/info/5`, PATTERN, <JobDetailPage />),
  };
}

it('shows the job, the flag 4 banner, the bulk indicator and the referred candidates', async () => {
  const { user } = setup();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'データサイエンティスト' }),
  ).toBeInTheDocument();
  expect(screen.getByText('株式会社みらいテック')).toBeInTheDocument();
  // Dates as the portal shows them; the unset one as 未設定 (never 0000-00-00).
  expect(screen.getByText('2026/10/26 00:57')).toBeInTheDocument();
  expect(screen.getByText('未設定')).toBeInTheDocument();
  expect(screen.queryByText(/0000-00-00/)).not.toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('一部、紹介できなかった候補者がいます。');
  expect(screen.getByRole('button', { name: /一括紹介/ })).toHaveTextContent(
    '確認が必要な一括紹介の結果があります',
  );
  expect(screen.getByRole('link', { name: '手入力で紹介する' })).toHaveAttribute(
    'href',
    '/25/employment-agency/jobs/info/5/refer/new-applicant',
  );
  const sidebar = screen.getByRole('complementary', { name: '紹介済み候補者一覧' });
  expect(await within(sidebar).findByRole('link', { name: /山田 太郎/ })).toHaveTextContent(
    '選考中/一次面接',
  );
  expect(within(sidebar).queryByRole('link', { name: /鈴木 花子/ })).not.toBeInTheDocument();
  expect(within(sidebar).getByText('重複確認中')).toBeInTheDocument();
  await user.type(within(sidebar).getByRole('searchbox'), '鈴木');
  expect(within(sidebar).queryByText('山田 太郎')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'この求人に紹介する' })).toBeDisabled();
  await user.click(within(sidebar).getByRole('button', { name: '候補者を紹介する' }));
  const picker = screen.getByRole('complementary', { name: '候補者一覧' });
  await user.click(await within(picker).findByRole('button', { name: '高橋 一郎' }));
  expect(screen.getByRole('link', { name: 'この求人に紹介する' })).toHaveAttribute(
    'href',
    '/25/employment-agency/jobs/info/5/refer/13',
  );
  await user.click(within(picker).getByRole('button', { name: '紹介済み一覧に戻る' }));
  expect(screen.getByRole('complementary', { name: '紹介済み候補者一覧' })).toBeInTheDocument();
});

it('disables the referral buttons outside the window and hides 一括紹介 for mid', async () => {
  setup({ ...JOB, isRecruitmentFinished: true, importFlag: null }, 'mid');
  await screen.findByRole('heading', { level: 1, name: 'データサイエンティスト' });
  expect(screen.getByRole('button', { name: '手入力で紹介する' })).toBeDisabled();
  expect(screen.getByText('募集期間外、または募集終了のため紹介できません。')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /一括紹介/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('disables 一括紹介 outside the recruitment window too (the server refuses it there)', async () => {
  setup({ ...JOB, isRecruitmentFinished: true });
  await screen.findByRole('heading', { level: 1, name: 'データサイエンティスト' });
  expect(screen.getByRole('button', { name: '一括紹介' })).toBeDisabled();
  expect(screen.getByRole('button', { name: '手入力で紹介する' })).toBeDisabled();
});

it('keeps the failed rows of the last import reachable while 一括紹介 is disabled, without a new upload', async () => {
  const { user, fake } = setup({ ...JOB, isRecruitmentFinished: true, importFlag: 4 });
  fake.on('GET /jobs/{id}/bulk-create-failed-candidates', ok([FAILED_ROW]));
  await screen.findByRole('heading', { level: 1, name: 'データサイエンティスト' });
  expect(screen.getByRole('button', { name: '一括紹介' })).toBeDisabled();
  const review = screen.getByRole('button', {
    name: '紹介できなかった候補者を確認 確認が必要な一括紹介の結果があります',
  });
  await user.click(review);
  const modal = screen.getByRole('dialog', { name: '一括紹介' });
  const failed = await within(modal).findByRole('region', { name: '紹介できなかった候補者' });
  expect(await within(failed).findByRole('row', { name: /西 誤/ })).toBeInTheDocument();
  expect(within(failed).getByRole('button', { name: '履歴を削除' })).toBeInTheDocument();
  // Outside the window there is no way to a new upload.
  expect(within(modal).queryByRole('button', { name: 'CSV の登録に戻る' })).toBeNull();
  expect(within(modal).queryByRole('button', { name: 'フォーマットをダウンロード' })).toBeNull();
});

it('sorts and filters the referred candidates with 検索条件', async () => {
  const { user } = setup();
  const sidebar = await screen.findByRole('complementary', { name: '紹介済み候補者一覧' });
  await within(sidebar).findByText('山田 太郎');
  await user.click(within(sidebar).getByRole('button', { name: '検索条件' }));
  const dialog = screen.getByRole('dialog', { name: '検索条件' });
  await user.click(within(dialog).getByRole('checkbox', { name: '選考中' }));
  await user.click(within(dialog).getByRole('button', { name: '適用する' }));
  expect(within(sidebar).getByText('山田 太郎')).toBeInTheDocument();
  expect(within(sidebar).queryByText('鈴木 花子')).not.toBeInTheDocument();
});

it('draws only the referred candidates in view when a bulk import referred thousands', async () => {
  setup(
    JOB,
    '25',
    Array.from({ length: 10_000 }, (_, i) => ({
      ...CANDIDATES[0],
      id: i + 1,
      applicantId: 10_000 + i,
      fullNameKanji: `大量 候補者${String(i + 1).padStart(5, '0')}`,
    })),
  );
  const sidebar = await screen.findByRole('complementary', { name: '紹介済み候補者一覧' });
  expect(await within(sidebar).findByText('大量 候補者00001')).toBeInTheDocument();
  const drawn = within(sidebar).getAllByRole('listitem');
  expect(drawn.length).toBeGreaterThan(5);
  expect(drawn.length).toBeLessThan(40);
});

it('searches the applicants on the server, 50 a page, and chooses one for この求人に紹介する', async () => {
  const { user, fake } = setup();
  fake.on('GET /applicants', (request) => {
    if (request.query.get('keyword') === '高橋') return page([applicant(13, '高橋 一郎')], 1);
    if (request.query.get('cursor') === '11') return page([applicant(9, '佐藤 次郎')], 3);
    return page([applicant(13, '高橋 一郎'), applicant(11, '山田 太郎')], 3, 11);
  });
  const sidebar = await screen.findByRole('complementary', { name: '紹介済み候補者一覧' });
  await user.click(within(sidebar).getByRole('button', { name: '候補者を紹介する' }));
  const picker = screen.getByRole('complementary', { name: '候補者一覧' });
  expect(await within(picker).findByText('3件')).toBeInTheDocument();
  expect(fake.last('GET /applicants')?.query.get('limit')).toBe('50');
  // The next page follows as the list nears its end.
  expect(await within(picker).findByRole('button', { name: '佐藤 次郎' })).toBeInTheDocument();
  expect(fake.last('GET /applicants')?.query.get('cursor')).toBe('11');
  await user.type(within(picker).getByRole('searchbox', { name: '名前で絞り込み' }), '高橋');
  expect(await within(picker).findByText('1件')).toBeInTheDocument();
  expect(fake.last('GET /applicants')?.query.get('keyword')).toBe('高橋');
  expect(within(picker).queryByRole('button', { name: '山田 太郎' })).not.toBeInTheDocument();
  const choice = within(picker).getByRole('button', { name: '高橋 一郎' });
  choice.focus();
  await user.keyboard('{Enter}');
  expect(choice).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('link', { name: 'この求人に紹介する' })).toHaveAttribute(
    'href',
    '/25/employment-agency/jobs/info/5/refer/13',
  );
});

it('links each applicant of 候補者一覧 to their contact and messages beside this job', async () => {
  const { user, fake } = setup();
  fake.on('GET /applicants', page([applicant(13, '高橋 一郎'), applicant(11, '山田 太郎')], 2));
  const sidebar = await screen.findByRole('complementary', { name: '紹介済み候補者一覧' });
  await user.click(within(sidebar).getByRole('button', { name: '候補者を紹介する' }));
  const picker = screen.getByRole('complementary', { name: '候補者一覧' });
  const detail = await within(picker).findByRole('link', { name: /^山田 太郎の ?詳細$/ });
  expect(detail).toHaveAttribute('href', '/25/employment-agency/jobs/info/5/new-candidate/11');
  expect(within(picker).getByRole('link', { name: /^高橋 一郎の ?詳細$/ })).toHaveAttribute(
    'href',
    '/25/employment-agency/jobs/info/5/new-candidate/13',
  );
});

it('renders only the applicants in view, not the whole page', async () => {
  const { user, fake } = setup();
  const many = Array.from({ length: 50 }, (_, i) => applicant(1000 - i, `候補者 ${i + 1}`));
  fake.on('GET /applicants', page(many, 10_000, 951));
  const sidebar = await screen.findByRole('complementary', { name: '紹介済み候補者一覧' });
  await user.click(within(sidebar).getByRole('button', { name: '候補者を紹介する' }));
  const picker = screen.getByRole('complementary', { name: '候補者一覧' });
  expect(await within(picker).findByRole('button', { name: '候補者 1' })).toBeInTheDocument();
  const shown = within(picker).getAllByRole('button', { name: /^候補者 \d+$/ });
  expect(shown.length).toBeGreaterThan(5);
  expect(shown.length).toBeLessThan(30);
  expect(fake.calls().filter((call) => call.startsWith('GET /applicants'))).toHaveLength(1);
});

it('says so when no applicant matches the name', async () => {
  const { user, fake } = setup();
  fake.on('GET /applicants', (request) =>
    request.query.get('keyword') ? page([]) : page([applicant(11, '山田 太郎')]),
  );
  const sidebar = await screen.findByRole('complementary', { name: '紹介済み候補者一覧' });
  await user.click(within(sidebar).getByRole('button', { name: '候補者を紹介する' }));
  const picker = screen.getByRole('complementary', { name: '候補者一覧' });
  await within(picker).findByRole('button', { name: '山田 太郎' });
  await user.type(within(picker).getByRole('searchbox'), '該当なし');
  expect(await within(picker).findByText('該当する候補者はいません')).toBeInTheDocument();
});

it('opens 一括紹介 on its second view, the candidates that could not be referred, and goes back', async () => {
  const { user, fake } = setup();
  fake.on('GET /jobs/{id}/bulk-create-failed-candidates', ok([FAILED_ROW]));
  await user.click(await screen.findByRole('button', { name: /一括紹介/ }));
  const modal = screen.getByRole('dialog', { name: '一括紹介' });
  const failed = await within(modal).findByRole('region', { name: '紹介できなかった候補者' });
  expect(await within(failed).findByRole('row', { name: /西 誤/ })).toBeInTheDocument();
  expect(within(failed).getByRole('button', { name: '履歴を削除' })).toBeInTheDocument();
  expect(within(modal).queryByRole('button', { name: 'フォーマットをダウンロード' })).toBeNull();
  await user.click(within(modal).getByRole('button', { name: 'CSV の登録に戻る' }));
  expect(within(modal).getByRole('button', { name: 'フォーマットをダウンロード' })).toBeVisible();
  await user.click(
    within(modal).getByRole('button', { name: '紹介できなかった候補者を見る（1件）' }),
  );
  expect(within(modal).getByRole('region', { name: '紹介できなかった候補者' })).toBeVisible();
});

it('lists every row of the last import with the linked and possible-duplicate marks (issue 21)', async () => {
  const { user, fake } = setup({ ...JOB, importFlag: 4 });
  fake.on(
    'GET /jobs/{id}/bulk-create-failed-candidates',
    ok([
      {
        ...FAILED_ROW,
        linkedApplicantId: null,
        possibleDuplicate: RESULTS.rows[2].possibleDuplicate,
      },
    ]),
  );
  fake.on('GET /jobs/{id}/bulk-import-results', ok(RESULTS));
  await user.click(await screen.findByRole('button', { name: /一括紹介/ }));
  const modal = screen.getByRole('dialog', { name: '一括紹介' });
  const failed = await within(modal).findByRole('region', { name: '紹介できなかった候補者' });
  const failedRow = await within(failed).findByRole('row', { name: /西 誤/ });
  expect(within(failedRow).getByRole('link', { name: '重複の可能性：齋藤 結衣' })).toHaveAttribute(
    'href',
    '/25/employment-agency/applicants/21/jobs',
  );
  expect(failedRow).toHaveTextContent('氏名とメールアドレスが一致');

  await user.click(
    await within(modal).findByRole('button', { name: '一括紹介の結果を見る（3行）' }),
  );
  const results = within(modal).getByRole('region', { name: '一括紹介の結果' });
  expect(results).toHaveTextContent('referrals.csv（2026/11/20 10:00）');
  const linked = await within(results).findByRole('row', { name: /斎藤 結衣/ });
  expect(linked).toHaveTextContent('紹介済み');
  expect(
    within(linked).getByRole('link', { name: '登録済みの候補者に紐づけ（候補者を見る）' }),
  ).toHaveAttribute('href', '/25/employment-agency/applicants/21/jobs');
  expect(within(linked).getByRole('link', { name: '紹介情報を見る' })).toHaveAttribute(
    'href',
    '/25/employment-agency/jobs/info/5/referred-candidate/31?applicantId=21',
  );
  // What was read differently from what the spreadsheet wrote, per row.
  const readAs = within(linked).getByRole('list', { name: '読み取り方の補正' });
  expect(
    within(readAs)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    '携帯電話番号 9011112201 を 09011112201 として読み取りました',
    '生年月日 2004/5/6 を 2004-05-06 として読み取りました',
  ]);
  const flagged = within(results).getByRole('row', { name: /山崎 健/ });
  expect(within(flagged).queryByRole('list', { name: '読み取り方の補正' })).toBeNull();
  expect(within(flagged).getByRole('link', { name: '重複の可能性：山﨑 健' })).toHaveAttribute(
    'href',
    '/25/employment-agency/applicants/22/jobs',
  );
  expect(flagged).toHaveTextContent('電話番号が一致');
  expect(within(results).getByRole('row', { name: /西 誤/ })).toHaveTextContent(
    '紹介できませんでした',
  );

  // A filter asks the server for its rows.
  fake.on('GET /jobs/{id}/bulk-import-results', ok({ ...RESULTS, rows: RESULTS.rows.slice(1) }));
  await user.click(within(results).getByRole('button', { name: '重複の可能性あり（2）' }));
  await waitFor(() => expect(within(results).queryByRole('row', { name: /斎藤 結衣/ })).toBeNull());
  expect(within(results).getByRole('button', { name: '重複の可能性あり（2）' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(fake.last('GET /jobs/{id}/bulk-import-results')?.query.get('filter')).toBe('flagged');
});

it('offers 履歴を削除 only when there is a history', async () => {
  const { user, fake } = setup({ ...JOB, importFlag: 2 });
  fake.on('GET /jobs/{id}/bulk-create-failed-candidates', ok([]));
  await user.click(await screen.findByRole('button', { name: /一括紹介/ }));
  const modal = screen.getByRole('dialog', { name: '一括紹介' });
  expect(within(modal).getByRole('button', { name: 'フォーマットをダウンロード' })).toBeVisible();
  expect(within(modal).queryByRole('button', { name: /紹介できなかった候補者を見る/ })).toBeNull();
  expect(within(modal).queryByRole('button', { name: '履歴を削除' })).toBeNull();
});

it('lists what the company changed since the last referral, before → after per field (issue 22)', async () => {
  const { fake } = setup();
  fake.on(
    'GET /jobs/{id}/changes',
    ok({
      lastReferredAt: '2026-11-20T01:00:00.000Z',
      changes: [
        {
          field: 'jobName',
          label: '求人タイトル',
          kind: 'text',
          before: 'データアナリスト',
          after: 'データサイエンティスト',
          changedAt: '2026-11-22T03:00:00.000Z',
        },
        {
          field: 'recruitmentEndAt',
          label: '募集終了日時',
          kind: 'datetime',
          before: null,
          after: '2027-03-31T09:00:00.000Z',
          changedAt: '2026-11-22T03:00:00.000Z',
        },
      ],
    }),
  );
  const section = await screen.findByRole('region', { name: /前回の紹介以降の変更内容/ });
  expect(section).toHaveTextContent('変更あり');
  expect(section).toHaveTextContent('最後に紹介した日時（2026/11/20 10:00）以降');
  const [title, end] = within(section).getAllByRole('listitem');
  expect(title).toHaveTextContent('求人タイトル');
  expect(within(title).getByText('データアナリスト').tagName).toBe('DEL');
  expect(within(title).getByText('データサイエンティスト').tagName).toBe('INS');
  expect(end).toHaveTextContent('変更前（なし）');
  expect(end).toHaveTextContent('変更後2027/03/31 18:00');
});

it('shows no change list when nothing changed since the last referral', async () => {
  const { fake } = setup();
  fake.on('GET /jobs/{id}/changes', ok({ lastReferredAt: null, changes: [] }));
  await screen.findByRole('heading', { level: 1, name: 'データサイエンティスト' });
  await waitFor(() => expect(fake.calls()).toContain('GET /jobs/5/changes'));
  await screen.findByRole('link', { name: /山田 太郎/ });
  expect(screen.queryByText('前回の紹介以降の変更内容')).not.toBeInTheDocument();
});

it('shows the progress of a bulk referral it started: the write refreshes the job, no screen asks', async () => {
  let job: JobDetail = { ...JOB, importFlag: null };
  const { user, fake } = setup();
  fake.on('GET /jobs/{id}', () => ok(job));
  fake.on('GET /jobs/{id}/bulk-create-failed-candidates', ok([]));
  fake.on('POST /jobs/{id}/candidates-bulk-store', () => {
    job = { ...job, importFlag: 1, importProgress: { done: 0, total: 3 } };
    return ok({ message: '処理を開始しました', importId: 4, totalRows: 3 });
  });
  await user.click(await screen.findByRole('button', { name: /一括紹介/ }));
  const modal = screen.getByRole('dialog', { name: '一括紹介' });
  await user.upload(
    within(modal).getByLabelText('CSVファイルを選択'),
    new File(['a,b'], 'referrals.csv', { type: 'text/csv' }),
  );
  await user.click(within(modal).getByRole('button', { name: '紹介する' }));
  expect(await screen.findByText('処理済み 0 / 3 件')).toBeInTheDocument();
  expect(fake.calls().filter((call) => call === 'GET /jobs/5')).toHaveLength(2);
});
