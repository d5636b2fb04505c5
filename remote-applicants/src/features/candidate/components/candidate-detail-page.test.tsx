// jobs/info/:jobId/new-candidate/:applicantId: the job's summary on the left, the applicant's
// contact, the way to refer them and their messages (every referral's thread, newest first, the
// composer on the latest) on the right; a job that cannot be read says so and retries.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReferredJobEntry } from '@portal/shared/contract/applicants';
import type { CandidateMessage } from '@portal/shared/contract/candidates';
import { toast } from '@portal/shared/feedback';
import { EMPTY_BADGES } from '@portal/shared/frame-queries';
import { resetLiveUpdates, startLiveUpdates } from '@portal/shared/live-updates';
import { FakeEventSource } from '@portal/shared/test/fake-event-source';
import {
  failure,
  installContractApi,
  networkError,
  ok,
  type Reply,
} from '@portal/shared/test/contract-api';
import type { JobDetail } from '@portal/shared/contract/jobs';
import { candidateInfo, candidateMessage, referredJob } from '../../../test/candidate-fixtures';
import { renderAt, resetAfterTest } from '../../../test/render';
import { ApplicantCandidatePage, JobCandidatePage } from './candidate-detail-page';

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
  detail: [
    { label: '募集開始日時', value: '2026-10-02 00:00:00' },
    { label: '募集終了日時', value: '0000-00-00 00:00:00' },
    ...Array.from({ length: 7 }, (_, i) => ({ label: `項目${i + 3}`, value: `内容${i + 3}` })),
  ],
  importFlag: null,
  importProgress: null,
};

const referral = (candidateId: number, jobId: number, jobName: string): ReferredJobEntry =>
  referredJob(
    {
      id: jobId,
      name: jobName,
      companyName: '株式会社みらいソフトウェア',
      jobCategory: '',
      area: '',
    },
    { id: candidateId },
  );
// Newest referral first, as GET /applicants/{id}/candidates answers; a duplicate-check
// placeholder has no thread.
const REFERRALS = [
  referral(41, 20, '技術職（開発）'),
  {
    ...referral(40, 21, '重複確認中の求人'),
    candidate: { ...referral(40, 21, '').candidate, isTmpCandidate: true },
  },
  referral(33, 12, '総合職（営業）'),
];
const THREADS: Record<string, CandidateMessage[]> = {
  '41': [candidateMessage(1, '開発職の書類を確認しました')],
  '33': [candidateMessage(2, '営業職の面接日程のご連絡です')],
};

// The sidebar badges are another area's call: opening the messages only asks for a refresh.

afterEach(() => {
  jest.restoreAllMocks();
  resetAfterTest();
});

it('shows the job summary beside the applicant and links to refer them to this job', async () => {
  installContractApi({
    'GET /applicants/{id}/candidates': ok([]),
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
  // Dates as people read them, an unset one as 未設定 (as on the job's own page).
  expect(within(side).queryByText('2026-10-02 00:00:00')).not.toBeInTheDocument();
  expect(within(side).getByText('未設定')).toBeInTheDocument();
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

it("shows the applicant's threads newest first beside the contact, the composer on the latest", async () => {
  const sent: string[] = [];
  const success = jest.spyOn(toast, 'success').mockImplementation(() => 1);
  const api = installContractApi({
    'GET /applicants/{id}': ok(applicant),
    'GET /jobs/{id}': ok(job),
    'GET /applicants/{id}/candidates': ({ params }) =>
      params.id === '7' ? ok(REFERRALS) : failure(404),
    'GET /candidates/{id}/messages': ({ params }) => ok(THREADS[params.id] ?? []),
    'POST /candidates/{id}/messages': ({ params, body }) => {
      sent.push(`${params.id}:${(body as FormData).get('messageContent')}`);
      return ok({ id: 99 }, 201);
    },
  });
  const { user } = renderAt(PATH, ROUTE, <JobCandidatePage />);
  const messages = await screen.findByRole('region', { name: 'メッセージ' });
  const threads = await within(messages).findAllByRole('heading', { level: 3 });
  expect(threads.map((heading) => heading.textContent)).toEqual([
    '最新 株式会社みらいソフトウェア／技術職（開発）',
    '株式会社みらいソフトウェア／総合職（営業）',
  ]);
  expect(await within(messages).findByText('開発職の書類を確認しました')).toBeInTheDocument();
  expect(await within(messages).findByText('営業職の面接日程のご連絡です')).toBeInTheDocument();
  expect(api.calls()).not.toContain('GET /candidates/40/messages');
  // Each thread links to its candidate; one composer, on the latest referral's thread.
  expect(
    within(messages)
      .getAllByRole('link', { name: '紹介情報を見る' })
      .map((link) => link.getAttribute('href')),
  ).toEqual([
    '/25/employment-agency/applicants/7/jobs/20/41',
    '/25/employment-agency/applicants/7/jobs/12/33',
  ]);
  const boxes = within(messages).getAllByRole('textbox');
  expect(boxes).toHaveLength(1);
  await user.type(boxes[0], '来週の面談日程をご相談させてください');
  await user.click(within(messages).getByRole('button', { name: '送信' }));
  await waitFor(() => expect(sent).toEqual(['41:<p>来週の面談日程をご相談させてください</p>']));
  // The user is told once the write settles (after the loading's minimum time): inside this
  // test, not as a real toast in the next one.
  await waitFor(() => expect(success).toHaveBeenCalledWith('メッセージを作成しました'));
});

it('says there are no messages when the applicant was never referred', async () => {
  installContractApi({
    'GET /applicants/{id}': ok(applicant),
    'GET /jobs/{id}': ok(job),
    'GET /applicants/{id}/candidates': ok([]),
  });
  renderAt(PATH, ROUTE, <JobCandidatePage />);
  expect(
    await screen.findByText(
      'この候補者はまだどの求人にも紹介されていないため、メッセージはありません',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

it('says when the job cannot be read, keeps the applicant, and reads it again on retry', async () => {
  // The 5xx is also told once as a toast (the client's catalogue); sonner's own timers stay out.
  const error = jest.spyOn(toast, 'error').mockImplementation(() => 1);
  let jobReply: Reply<JobDetail> = failure(500, 'x');
  installContractApi({
    'GET /applicants/{id}/candidates': ok([]),
    'GET /applicants/{id}': ok(applicant),
    'GET /jobs/{id}': () => jobReply,
  });
  const { user } = renderAt(PATH, ROUTE, <JobCandidatePage />);
  expect(await screen.findByText('求人情報の取得に失敗しました')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: '試験 花子' })).toBeInTheDocument();
  jobReply = ok(job);
  await user.click(screen.getByRole('button', { name: '再読み込み' }));
  expect(await screen.findByRole('heading', { name: '総合職（営業）' })).toBeInTheDocument();
  expect(error).toHaveBeenCalledTimes(1);
});

it('on jobs/info/:jobId/referred-candidate/:candidateId, links the job beside the candidate back to it', async () => {
  installContractApi({
    'GET /candidates/{id}': ({ params }) =>
      params.id !== '30'
        ? failure(404)
        : ok(
            candidateInfo({
              id: 30,
              applicantId: 7,
              applicant: { ...applicant, directMessageFlag: true },
              job: { id: 12, name: '総合職（営業）', companyName: '株式会社みらいソフトウェア' },
            }),
          ),
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

const CANDIDATE_PATH = '/25/employment-agency/applicants/7/jobs/12/30';
const CANDIDATE_ROUTE =
  '/:siteId/employment-agency/applicants/:applicantId/jobs/:jobId/:candidateId';

it('reads each call of the candidate page once when it opens', async () => {
  const api = installContractApi({
    'GET /candidates/{id}': ok(candidateInfo({ id: 30, applicantId: 7 })),
    'GET /candidates/{id}/messages': ok([candidateMessage(1, '書類を確認しました')]),
    'GET /candidates/{id}/event-history': ok([]),
  });
  renderAt(CANDIDATE_PATH, CANDIDATE_ROUTE, <ApplicantCandidatePage />);
  expect(await screen.findByText('書類を確認しました')).toBeInTheDocument();
  // Whatever else settles after the first paint (the header's dates, the badges' refresh).
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect([...api.calls()].sort()).toEqual([
    'GET /candidates/30',
    'GET /candidates/30/event-history',
    'GET /candidates/30/messages',
  ]);
});

it('says a candidate that cannot be read on the page and once as a toast, and reads it on retry', async () => {
  const error = jest.spyOn(toast, 'error').mockImplementation(() => 1);
  let reply: Reply<ReturnType<typeof candidateInfo>> = networkError();
  installContractApi({
    'GET /candidates/{id}': () => reply,
    'GET /candidates/{id}/messages': ok([]),
    'GET /candidates/{id}/event-history': ok([]),
  });
  const { user } = renderAt(CANDIDATE_PATH, CANDIDATE_ROUTE, <ApplicantCandidatePage />);
  expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
    '候補者情報の取得に失敗しました',
  );
  expect(error).toHaveBeenCalledTimes(1);
  expect(error).toHaveBeenCalledWith('候補者情報の取得に失敗しました');
  reply = ok(candidateInfo({ id: 30, applicantId: 7 }));
  await user.click(screen.getByRole('button', { name: '再読み込み' }));
  expect(await screen.findByRole('tablist')).toBeInTheDocument();
  expect(error).toHaveBeenCalledTimes(1);
});

it('asks for the candidate every 15 s only while the live stream is down', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  resetLiveUpdates();
  FakeEventSource.install();
  const api = installContractApi({
    'GET /candidates/{id}': ok(candidateInfo({ id: 30, applicantId: 7 })),
    'GET /candidates/{id}/messages': ok([]),
    'GET /candidates/{id}/event-history': ok([]),
  });
  const reads = () => api.calls().filter((call) => call === 'GET /candidates/30').length;
  const stop = startLiveUpdates('25');
  try {
    renderAt(CANDIDATE_PATH, CANDIDATE_ROUTE, <ApplicantCandidatePage />);
    await screen.findByRole('tab', { name: 'メッセージ' });
    // Not connected yet: the page asks by itself.
    await act(() => jest.advanceTimersByTimeAsync(15_000));
    expect(reads()).toBe(2);
    // Connected: a change by the company comes by the stream; the page stops asking.
    act(() =>
      FakeEventSource.last().emit('hello', { type: 'hello', badges: EMPTY_BADGES, tags: [] }),
    );
    await act(() => jest.advanceTimersByTimeAsync(45_000));
    expect(reads()).toBe(2);
    // The stream dropped: it asks again every 15 s.
    act(() => FakeEventSource.last().drop());
    await act(() => jest.advanceTimersByTimeAsync(15_000));
    expect(reads()).toBe(3);
  } finally {
    act(() => stop());
    resetLiveUpdates();
    jest.useRealTimers();
  }
});
