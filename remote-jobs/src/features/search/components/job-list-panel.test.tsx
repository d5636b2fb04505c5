import { screen, within } from '@testing-library/react';
import type { JobListItem } from '@portal/shared/contract/jobs';
import { installContractApi, ok, uninstallContractApi } from '@portal/shared/test/contract-api';
import { renderAt } from '../../../test/render';
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
