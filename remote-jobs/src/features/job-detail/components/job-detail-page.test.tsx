import { screen, within } from '@testing-library/react';
import { installFakeServer, ok, uninstallFakeServer } from '../../../test/fake-server';
import { renderAt } from '../../../test/render';
import { JobDetailPage } from './job-detail-page';

const JOB = {
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
  },
];

afterEach(uninstallFakeServer);
const PATTERN = '/:siteId/employment-agency/jobs/info/:jobId';

function setup(
  job: Omit<typeof JOB, 'importFlag'> & { importFlag: number | null } = JOB,
  site = '25',
) {
  installFakeServer({
    'GET /jobs/5': ok(job),
    'GET /jobs/5/candidates': ok(CANDIDATES),
    'GET /applicants': ok([
      { id: 11, fullNameKanji: '山田 太郎' },
      { id: 13, fullNameKanji: '高橋 一郎' },
    ]),
  });
  return renderAt(`/${site}/employment-agency/jobs/info/5`, PATTERN, <JobDetailPage />);
}

it('shows the job, the flag 4 banner, the bulk indicator and the referred candidates', async () => {
  const { user } = setup();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'データサイエンティスト' }),
  ).toBeInTheDocument();
  expect(screen.getByText('株式会社みらいテック')).toBeInTheDocument();
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
