// jobs/info/:jobId/new-candidate/:applicantId: the job's summary on the left, the applicant's
// contact and the way to refer them on the right; a job that cannot be read says so and retries.
import { screen, within } from '@testing-library/react';
import { useBadgesStore } from '@portal/shared/stores';
import {
  failure,
  installContractApi,
  ok,
  uninstallContractApi,
  type Reply,
} from '@portal/shared/test/contract-api';
import type { JobDetail } from '@portal/shared/contract/jobs';
import { renderAt, resetQueries } from '../../../test/render';
import { JobCandidatePage } from './candidate-detail-page';

const ROUTE = '/:siteId/employment-agency/jobs/info/:jobId/new-candidate/:applicantId';
const PATH = '/25/employment-agency/jobs/info/12/new-candidate/7';

const applicant = {
  id: 7,
  seiKanji: '試験',
  meiKanji: '花子',
  seiKana: 'シケン',
  meiKana: 'ハナコ',
  fullNameKanji: '試験 花子',
  fullNameKana: 'シケン ハナコ',
  email: 'hanako@example.jp',
  phone: '09012345678',
  directMessageFlag: true,
};
const job: JobDetail = {
  id: 12,
  jobName: '総合職（営業）',
  companyId: 3,
  companyName: '株式会社みらいソフトウェア',
  recruitmentStartDate: '2026-04-01 00:00:00',
  recruitmentEndDate: '2027-03-31 23:59:59',
  isRecruitmentFinished: false,
  detail: Array.from({ length: 9 }, (_, i) => ({ label: `項目${i + 1}`, value: `内容${i + 1}` })),
  importFlag: null,
  importProgress: null,
};

// The sidebar badges are another area's call: opening the messages only asks for a refresh.
const refreshBadges = jest.fn(async () => undefined);
beforeEach(() => useBadgesStore.setState({ refresh: refreshBadges }));

afterEach(() => {
  uninstallContractApi();
  resetQueries();
});

it('shows the job summary beside the applicant and links to refer them to this job', async () => {
  installContractApi({
    'GET /applicants/{id}': ({ params }) => (params.id === '7' ? ok(applicant) : failure(404)),
    'GET /jobs/{id}': ({ params }) => (params.id === '12' ? ok(job) : failure(404)),
  });
  renderAt(PATH, ROUTE, <JobCandidatePage />);
  const side = await screen.findByRole('complementary', { name: '求人情報' });
  expect(await within(side).findByRole('heading', { name: '総合職（営業）' })).toBeInTheDocument();
  expect(within(side).getByText('企業名：株式会社みらいソフトウェア')).toBeInTheDocument();
  // The first six detail lines: a summary, the rest is on the job's own page.
  expect(within(side).getByText('内容6')).toBeInTheDocument();
  expect(within(side).queryByText('内容7')).not.toBeInTheDocument();
  expect(within(side).getByRole('link', { name: '求人の詳細を見る' })).toHaveAttribute(
    'href',
    '/25/employment-agency/jobs/info/12',
  );

  expect(await screen.findByRole('heading', { name: '試験 花子' })).toBeInTheDocument();
  const contact = screen.getByLabelText('連絡先');
  expect(contact).toHaveTextContent('hanako@example.jp');
  expect(screen.getByText('不可')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'この求人に紹介する' })).toHaveAttribute(
    'href',
    '/25/employment-agency/applicants/7/refer/12',
  );
});

it('says when the job cannot be read, keeps the applicant, and reads it again on retry', async () => {
  let jobReply: Reply<JobDetail> = failure(500, 'x');
  installContractApi({ 'GET /applicants/{id}': ok(applicant), 'GET /jobs/{id}': () => jobReply });
  const { user } = renderAt(PATH, ROUTE, <JobCandidatePage />);
  expect(await screen.findByText('求人情報の取得に失敗しました')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: '試験 花子' })).toBeInTheDocument();
  jobReply = ok(job);
  await user.click(screen.getByRole('button', { name: '再読み込み' }));
  expect(await screen.findByRole('heading', { name: '総合職（営業）' })).toBeInTheDocument();
});

it('on jobs/info/:jobId/referred-candidate/:candidateId, links the job beside the candidate back to it', async () => {
  installContractApi({
    'GET /candidates/{id}': ({ params }) =>
      params.id !== '30'
        ? failure(404)
        : ok({
            id: 30,
            applicantId: 7,
            applicant: { ...applicant, directMessageFlag: true },
            job: { id: 12, name: '総合職（営業）', companyName: '株式会社みらいソフトウェア' },
            formFields: [],
            status: {
              specialSelectionStatus: 2,
              selectionStepName: null,
              isCandidate: true,
              isTmpCandidate: false,
              isTmpCandidateDiscarded: false,
            },
            company: { companyId: 3 },
            receipt: { referredAt: '2026-11-20T01:02:03.000Z', referredBy: '田中 翔太' },
          }),
    'GET /candidates/{id}/messages': ok([]),
    'GET /candidates/{id}/event-history': ok([]),
  });
  renderAt(
    '/25/employment-agency/jobs/info/12/referred-candidate/30?applicantId=7',
    '/:siteId/employment-agency/jobs/info/:jobId/referred-candidate/:candidateId',
    <JobCandidatePage />,
  );
  const side = await screen.findByRole('complementary', { name: '求人情報' });
  expect(within(side).getByRole('heading', { name: '総合職（営業）' })).toBeInTheDocument();
  expect(within(side).getByRole('link', { name: '求人の詳細を見る' })).toHaveAttribute(
    'href',
    '/25/employment-agency/jobs/info/12',
  );
});
