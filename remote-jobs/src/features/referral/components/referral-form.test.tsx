import { act, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { ReferralRoute } from '../../../app/referral-route';
import type { JobDetail } from '@portal/shared/contract/jobs';
import {
  failure,
  installContractApi,
  ok,
  uninstallContractApi,
} from '@portal/shared/test/contract-api';
import { toast } from '@portal/shared/feedback';
import { queryClient } from '@portal/shared/query-client';
import { useSidebarBadges } from '@portal/shared/frame-queries';
import { callQuery } from '@portal/shared/call-query';
import type { ReferredJobEntry } from '@portal/shared/contract/applicants';
import { referredJob } from '@portal/shared/test/referred-job';
import { renderAt } from '../../../test/render';
import { FIELDS } from '../engine/test-fields';
import { HIDE_DELAY_MS } from './inputs/school-input';

const JOB: JobDetail = {
  id: 5,
  jobName: 'データサイエンティスト',
  companyId: 9,
  companyName: '株式会社みらいテック',
  recruitmentStartDate: '0000-00-00 00:00:00',
  recruitmentEndDate: '0000-00-00 00:00:00',
  isRecruitmentFinished: false,
  detail: [{ label: '勤務地', value: '福岡県' }],
  importFlag: null,
  importProgress: null,
};
const PATH = '/25/employment-agency/jobs/info/5/refer/new-applicant';
const PATTERN = '/:siteId/employment-agency/jobs/info/:jobId/refer/new-applicant';

jest.setTimeout(30_000);

/** The shell's sidebar beside the form: its badges, as it reads them. */
function Sidebar() {
  const badges = useSidebarBadges();
  return <output aria-label="未読">{badges.unreadCandidateThread}</output>;
}

let server: ReturnType<typeof installContractApi>;
beforeEach(() => {
  localStorage.clear();
  server = installContractApi({
    'GET /jobs/{id}': ok(JOB),
    'GET /jobs/{id}/entry-form-fields': ok(FIELDS),
    'GET /master/universities': failure(500, 'x'),
    'POST /jobs/{id}/candidates': ok({ candidateId: 77, companyId: 9 }, 201),
    'GET /sidebar/badges': ok({
      unreadThread: 0,
      importedJob: 0,
      unreadCandidateThread: 0,
      unmatchedCompany: 0,
    }),
  });
});
afterEach(uninstallContractApi);

async function fillRequired(user: ReturnType<typeof renderAt>['user']) {
  await screen.findByRole('textbox', { name: '姓（漢字）' });
  await user.type(screen.getByRole('textbox', { name: '姓（漢字）' }), '佐藤');
  await user.type(screen.getByRole('textbox', { name: '名（漢字）' }), '花子');
  await user.type(screen.getByRole('textbox', { name: 'セイ（カナ）' }), 'サトウ');
  await user.type(screen.getByRole('textbox', { name: 'メイ（カナ）' }), 'ハナコ');
  await user.type(screen.getByLabelText('携帯電話番号'), '090-1111-2222');
  await user.type(screen.getByLabelText('PCメールアドレス'), 'hanako@example.jp');
  await fillAllButIdentity(user);
}

/** The required answers beside the name and contact (an existing applicant brings those). */
async function fillAllButIdentity(user: ReturnType<typeof renderAt>['user']) {
  await user.click(screen.getByRole('radio', { name: '可' }));
  await user.type(screen.getByLabelText('生年月日'), '2004-05-06');
  await user.click(screen.getByRole('checkbox', { name: '営業' }));
  await user.click(screen.getByRole('checkbox', { name: 'エンジニア' }));
  await user.upload(screen.getByLabelText('履歴書'), new File(['%PDF-1.4'], '履歴書.pdf'));
  await user.click(screen.getByRole('button', { name: '職歴を追加' }));
  const entry = screen.getByRole('group', { name: '職歴 1' });
  await user.type(within(entry).getByLabelText('開始年月'), '2023-04');
  await user.type(within(entry).getByLabelText('終了年月'), '2024-03');
  await user.type(within(entry).getByLabelText('会社名'), 'カフェ');
}

it('registers a new applicant: validation on every change, the payload of the spec, the booking modal', async () => {
  const { user } = renderAt(
    PATH,
    PATTERN,
    <>
      <ReferralRoute />
      <Sidebar />
    </>,
  );
  expect(await screen.findByRole('heading', { name: '紹介情報登録' })).toBeInTheDocument();
  expect(
    await screen.findByText(/両方が一致する候補者が既に登録されている場合/),
  ).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { name: 'データサイエンティスト' }),
  ).toBeInTheDocument();
  const submit = screen.getByRole('button', { name: '紹介する' });
  expect(submit).toBeDisabled();
  await user.type(screen.getByLabelText('PCメールアドレス'), 'bad');
  expect(await screen.findByText('メールアドレスの形式が正しくありません')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('PCメールアドレス'));
  await user.type(screen.getByLabelText('自己PR'), '粘り強い');
  expect(screen.getByText('現在4文字')).toBeInTheDocument();
  expect(screen.getByText(/10文字以上400文字以下で入力してください/)).toBeInTheDocument();
  await fillRequired(user);
  expect(submit).toBeEnabled();
  await user.click(submit);
  const dialog = await screen.findByRole('dialog', { name: '紹介情報を登録しました' });
  expect(within(dialog).getByText('続けて説明会・面接の予約を行いますか？')).toBeInTheDocument();
  const sent = server.last('POST /jobs/{id}/candidates')!;
  expect(sent.path).toBe('/jobs/5/candidates');
  const form = sent.body as FormData;
  expect(form.get('seiKanji')).toBe('佐藤');
  expect(form.getAll('interestedJobs[]')).toEqual(['営業', 'エンジニア']);
  expect((form.get('file') as File).name).toBe('履歴書.pdf');
  expect(JSON.parse(String(form.get('employmentHistory')))).toEqual([
    {
      termStart: '2023-04',
      termEnd: '2024-03',
      companyName: 'カフェ',
      departmentPosition: '',
      details: '',
    },
  ]);
  expect(form.get('gender')).toBeNull();
  expect(form.get('introductionApplicantId')).toBe('null');
  expect(form.get('email')).toBe('placeholder@portal.invalid');
  expect(localStorage.length).toBe(0);
  // The referral changed the badges (the contract's CHANGES): the sidebar read them again, with
  // no refresh asked by the form.
  expect(server.calls().filter((call) => call === 'GET /sidebar/badges')).toHaveLength(2);
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  await user.click(within(dialog).getByRole('button', { name: '予約する' }));
  expect(open).toHaveBeenCalledWith(
    '/25/employment-agency/events?companyId=9',
    '_blank',
    'noopener',
  );
  expect(await screen.findByLabelText('現在のURL')).toHaveTextContent(
    '/25/employment-agency/jobs/info/5',
  );
});

it("shows the server's 422 errors under their fields", async () => {
  server.on('POST /jobs/{id}/candidates', {
    status: 422,
    body: {
      message: '入力内容に誤りがあります。',
      errors: { meiKana: ['カタカナで入力してください'] },
    },
  });
  const { user } = renderAt(PATH, PATTERN, <ReferralRoute />);
  await screen.findByRole('heading', { name: '紹介情報登録' });
  await fillRequired(user);
  await user.click(screen.getByRole('button', { name: '紹介する' }));
  expect(await screen.findByText('カタカナで入力してください')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('keeps a draft without files and offers it back after the page is closed', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const first = renderAt(PATH, PATTERN, <ReferralRoute />);
  await screen.findByRole('heading', { name: '紹介情報登録' });
  await first.user.type(await screen.findByRole('textbox', { name: '姓（漢字）' }), '佐藤');
  await first.user.click(screen.getByRole('checkbox', { name: '営業' }));
  await act(() => jest.advanceTimersByTimeAsync(500));
  first.unmount();
  jest.useRealTimers();
  const second = renderAt(PATH, PATTERN, <ReferralRoute />);
  expect(await screen.findByText(/入力途中だった内容があります/)).toBeInTheDocument();
  expect(screen.getByText(/添付ファイルは保存されないため/)).toBeInTheDocument();
  await second.user.click(screen.getByRole('button', { name: '復元する' }));
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: '姓（漢字）' })).toHaveValue('佐藤'),
  );
  expect(screen.getByRole('checkbox', { name: '営業' })).toBeChecked();
});

it('says when the university list cannot be loaded and keeps free entry', async () => {
  const { user } = renderAt(PATH, PATTERN, <ReferralRoute />);
  await screen.findByRole('heading', { name: '紹介情報登録' });
  const school = await screen.findByRole('combobox', { name: '学校名' });
  await user.click(school);
  expect(
    await screen.findByText('大学名データの取得に失敗しました。学校名は直接入力してください。'),
  ).toBeInTheDocument();
  await user.type(school, '放送大学');
  expect(school).toHaveValue('放送大学');
});

it('toasts the university failure too (spec 2), once', async () => {
  const error = jest.spyOn(toast, 'error');
  server.on('GET /master/universities', failure(403));
  const { user } = renderAt(PATH, PATTERN, <ReferralRoute />);
  await screen.findByRole('heading', { name: '紹介情報登録' });
  await user.click(await screen.findByRole('combobox', { name: '学校名' }));
  await waitFor(() =>
    expect(error).toHaveBeenCalledWith(
      '大学名データの取得に失敗しました。学校名は直接入力してください。',
    ),
  );
  expect(error).toHaveBeenCalledTimes(1);
  error.mockRestore();
});

it('picks a school suggestion with the keyboard and keeps the focus after restoring a draft', async () => {
  server.on('GET /master/universities', ok(['東北大学', '東京大学', '京都大学']));
  localStorage.setItem(
    'portal:draft:referral:25:5:new:register',
    JSON.stringify({ savedAt: new Date().toISOString(), values: { seiKanji: '下書き' } }),
  );
  const { user } = renderAt(PATH, PATTERN, <ReferralRoute />);
  await user.click(await screen.findByRole('button', { name: '復元する' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: '姓（漢字）' })).toHaveFocus());
  expect(screen.getByRole('textbox', { name: '姓（漢字）' })).toHaveValue('下書き');
  const school = screen.getByRole('combobox', { name: '学校名' });
  await user.click(school);
  await user.type(school, '東');
  expect(await screen.findByRole('option', { name: '東京大学' })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: '京都大学' })).toBeNull();
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(school).toHaveValue('東京大学');
});

it('keeps the school suggestions open when the field is left and focused again within the hide delay', async () => {
  server.on('GET /master/universities', ok(['東北大学', '東京大学', '京都大学']));
  const { user } = renderAt(PATH, PATTERN, <ReferralRoute />);
  const school = await screen.findByRole('combobox', { name: '学校名' });
  await user.click(school);
  await user.type(school, '東');
  expect(await screen.findByRole('option', { name: '東京大学' })).toBeInTheDocument();
  act(() => school.blur());
  act(() => school.focus());
  // Past the blur's 200 ms: the list is still there for the focused field.
  await act(() => new Promise((resolve) => setTimeout(resolve, HIDE_DELAY_MS + 100)));
  expect(school).toHaveFocus();
  expect(screen.getByRole('option', { name: '東京大学' })).toBeVisible();
});

it('suggests the real faculties of a known school and takes a typed faculty where the master has none', async () => {
  // The form of job 5 as earlier tests cached it has no faculty: this test's form is read afresh.
  queryClient.clear();
  const school = FIELDS.find((field) => field.key === 'schoolName')!;
  server.on(
    'GET /jobs/{id}/entry-form-fields',
    ok([
      ...FIELDS,
      { ...school, key: 'facultyName', label: '学部' },
      { ...school, key: 'majorName', label: '学科' },
    ]),
  );
  server.on('GET /master/universities', ok(['東京大学', '北見工業大学']));
  server.on('GET /master/universities/departments', ({ query }) =>
    ok(query.get('school') === '東京大学' ? ['工学部', '法学部', '経済学部'] : []),
  );
  server.on('GET /master/universities/majors', ok([]));
  const { user } = renderAt(PATH, PATTERN, <ReferralRoute />);
  const schoolBox = await screen.findByRole('combobox', { name: '学校名' });
  await user.type(schoolBox, '東京大学');
  const faculty = screen.getByRole('combobox', { name: '学部' });
  await user.click(faculty);
  expect(await screen.findByRole('option', { name: '経済学部' })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: '商学部' })).toBeNull();

  // A school without faculty data: no suggestion, and what the user types stays.
  await user.clear(schoolBox);
  await user.type(schoolBox, '北見工業大学');
  await user.click(faculty);
  await waitFor(() =>
    expect(server.last('GET /master/universities/departments')?.query.get('school')).toBe(
      '北見工業大学',
    ),
  );
  expect(faculty).toHaveAttribute('aria-expanded', 'false');
  await user.clear(faculty);
  await user.type(faculty, '工学部');
  expect(faculty).toHaveValue('工学部');
  const suggestions = document.getElementById(faculty.getAttribute('aria-controls')!)!;
  expect(suggestions.querySelectorAll('[role="option"]')).toHaveLength(0);
});

/** An applicant already registered (GET /applicants/{id}). */
const TARO = {
  id: 41,
  seiKanji: '山田',
  meiKanji: '太郎',
  seiKana: 'ヤマダ',
  meiKana: 'タロウ',
  fullNameKanji: '山田 太郎',
  fullNameKana: 'ヤマダ タロウ',
  email: 'taro@example.jp',
  phone: '09033334444',
  directMessageFlag: false,
};

it("starts an existing applicant's referral from their name and contact", async () => {
  server.on('GET /applicants/{id}', ok(TARO));
  renderAt(
    '/25/employment-agency/jobs/info/5/refer/41',
    '/:siteId/employment-agency/jobs/info/:jobId/refer/:applicantId',
    <ReferralRoute />,
  );
  expect(await screen.findByRole('textbox', { name: '姓（漢字）' })).toHaveValue('山田');
  expect(screen.getByRole('textbox', { name: 'メイ（カナ）' })).toHaveValue('タロウ');
  expect(screen.getByLabelText('PCメールアドレス')).toHaveValue('taro@example.jp');
  expect(screen.getByLabelText('携帯電話番号')).toHaveValue('09033334444');
  // Everything else starts empty.
  expect(screen.getByLabelText('生年月日')).toHaveValue('');
});

it('starts empty when the applicant cannot be read, and still lets the referral be made', async () => {
  server.on('GET /applicants/{id}', failure(404, '見つかりません'));
  renderAt(
    '/25/employment-agency/jobs/info/5/refer/42',
    '/:siteId/employment-agency/jobs/info/:jobId/refer/:applicantId',
    <ReferralRoute />,
  );
  expect(await screen.findByRole('textbox', { name: '姓（漢字）' })).toHaveValue('');
  expect(screen.getByRole('button', { name: '紹介する' })).toBeInTheDocument();
});

it("refreshes the applicant's referred jobs when a referral of them is made, before the form is done", async () => {
  const entry = referredJob(
    { id: 5, name: JOB.jobName, companyName: JOB.companyName, jobCategory: '', area: '' },
    { id: 77 },
  );
  let referred: ReferredJobEntry[] = [];
  server.on('GET /applicants/{id}', ok(TARO));
  server.on('GET /applicants/{id}/candidates', () => ok(referred));
  server.on('POST /jobs/{id}/candidates', () => {
    referred = [entry];
    return ok({ candidateId: 77, companyId: 9 }, 201);
  });
  // The applicant's referred jobs as remote-applicants' column reads them (the same read).
  function ReferredJobs() {
    const query = useQuery(
      callQuery('/applicants/{id}/candidates', {
        params: { id: 41 },
        query: { selectedCompanyId: undefined },
      }),
    );
    return <output aria-label="紹介済み">{query.data?.length ?? '-'}</output>;
  }
  const { user } = renderAt(
    '/25/employment-agency/jobs/info/5/refer/41',
    '/:siteId/employment-agency/jobs/info/:jobId/refer/:applicantId',
    <>
      <ReferralRoute />
      <ReferredJobs />
    </>,
  );
  await waitFor(() => expect(screen.getByLabelText('紹介済み')).toHaveTextContent('0'));
  expect(await screen.findByRole('textbox', { name: '姓（漢字）' })).toHaveValue('山田');
  await fillAllButIdentity(user);
  await user.click(screen.getByRole('button', { name: '紹介する' }));
  // The booking question is the form's end: by then the list already shows the referral.
  await screen.findByRole('dialog', { name: '紹介情報を登録しました' });
  expect(screen.getByLabelText('紹介済み')).toHaveTextContent('1');
  expect(server.calls().filter((call) => call === 'GET /applicants/41/candidates')).toHaveLength(2);
});
