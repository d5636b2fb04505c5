import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, Route, Routes } from 'react-router-dom';
import type { JobDetail, JobListItem } from '@portal/shared/contract/jobs';
import { installContractApi, ok, uninstallContractApi } from '@portal/shared/test/contract-api';
import { renderAt } from '../../../test/render';
import { JobDetailPage } from '../../job-detail/components/job-detail-page';
import { messages } from '../../../messages';
import { JobListPanel } from './job-list-panel';

const job = (id: number, jobName: string, extra: Partial<JobListItem> = {}): JobListItem => ({
  id,
  jobName,
  companyId: 1,
  companyName: '株式会社みらいテック',
  department: '',
  jobCategory: '',
  area: '',
  candidateCount: 1,
  hasImportedHistory: false,
  recruitmentStartDate: '2026-01-01 00:00:00',
  recruitmentEndDate: '0000-00-00 00:00:00',
  isRecruitmentFinished: false,
  ...extra,
});

afterEach(uninstallContractApi);

it('marks 変更あり on the jobs the company changed since the last referral (issue 22)', async () => {
  installContractApi({
    'GET /jobs': ok([
      job(1, '総合職', { hasChangesSinceReferral: true }),
      job(2, '技術職', { hasChangesSinceReferral: false }),
      // An api that predates the marker answers without it.
      job(3, '研究職'),
    ]),
  });
  renderAt(
    '/25/employment-agency/jobs/info',
    '/:siteId/employment-agency/jobs/info',
    <JobListPanel />,
  );
  const changed = await screen.findByRole('link', { name: /総合職/ });
  expect(changed).toHaveTextContent('変更あり');
  expect(
    within(changed).getByText('前回の紹介以降に求人内容が変更されています'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /技術職/ })).not.toHaveTextContent('変更あり');
  expect(screen.getByRole('link', { name: /研究職/ })).not.toHaveTextContent('変更あり');
});

const DETAIL: JobDetail = {
  id: 2,
  jobName: '技術職',
  companyId: 1,
  companyName: '株式会社みらいテック',
  recruitmentStartDate: '2026-01-01 00:00:00',
  recruitmentEndDate: '0000-00-00 00:00:00',
  isRecruitmentFinished: false,
  detail: [{ label: '勤務地', value: '福岡県' }],
  importFlag: null,
  importProgress: null,
};

/** The list with the job page beside it, as jobs/info lays them out. */
function renderListWithDetail() {
  const api = installContractApi({
    'GET /jobs': ok([job(1, '総合職'), job(2, '技術職')]),
    'GET /jobs/{id}': ok(DETAIL),
    'GET /jobs/{id}/candidates': ok([]),
    'GET /jobs/{id}/changes': ok({ lastReferredAt: null, changes: [] }),
  });
  const view = renderAt(
    '/25/employment-agency/jobs/info',
    '/:siteId/employment-agency/jobs/info/*',
    <Routes>
      <Route
        element={
          <>
            <JobListPanel />
            <Outlet />
          </>
        }
      >
        <Route index element={null} />
        <Route path=":jobId" element={<JobDetailPage />} />
      </Route>
    </Routes>,
  );
  const detailCalls = () => api.calls().filter((call) => call === 'GET /jobs/2');
  return { api, detailCalls, ...view };
}

it('loads a job when its row is hovered, and opens it without loading it again', async () => {
  const { api, user, detailCalls } = renderListWithDetail();
  const row = await screen.findByRole('link', { name: /技術職/ });
  expect(detailCalls()).toHaveLength(0);
  fireEvent.mouseEnter(row);
  await waitFor(() => expect(detailCalls()).toHaveLength(1));
  // Resting on it again costs nothing: the entry is fresh.
  fireEvent.mouseEnter(row);
  await user.click(row);
  // The page opens already loaded: no loading line, the job at once.
  expect(screen.queryByText(messages.jobLoading)).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: '技術職' })).toBeInTheDocument();
  expect(screen.getByText('福岡県')).toBeInTheDocument();
  await waitFor(() => expect(api.calls()).toContain('GET /jobs/2/changes'));
  expect(detailCalls()).toHaveLength(1);
});

it('loads a job when its row gets the keyboard focus', async () => {
  const { detailCalls } = renderListWithDetail();
  const row = await screen.findByRole('link', { name: /技術職/ });
  fireEvent.focus(row);
  await waitFor(() => expect(detailCalls()).toHaveLength(1));
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
});
