// The jobs routes, relative to the shell's `jobs/*`; the section opens on the job search. The
// shell maps jobs/info/:jobId/referred-candidate/… and new-candidate/… to the candidate detail of
// remote-applicants itself (its own route table), so they are not here.
import { Navigate, Route, Routes } from 'react-router-dom';
import { portalPath } from '@portal/shared/site';
import { QueryProvider } from '@portal/shared/ui/query-provider';
import { useSiteId } from '@portal/shared/use-site-id';
import { JobDetailPage } from '../features/job-detail/components/job-detail-page';
import { JobSearchPage } from '../features/search/components/job-search-page';
import { JobsLayout, SelectJobHint } from './jobs-layout';
import { ReferralRoute } from './referral-route';

export default function JobsRoutes() {
  const siteId = useSiteId();
  return (
    <QueryProvider>
      <Routes>
        <Route path="search" element={<JobSearchPage />} />
        <Route path="info" element={<JobsLayout />}>
          <Route index element={<SelectJobHint />} />
          <Route path=":jobId" element={<JobDetailPage />} />
        </Route>
        <Route path="info/:jobId/refer/new-applicant" element={<ReferralRoute />} />
        <Route path="info/:jobId/refer/:applicantId" element={<ReferralRoute />} />
        <Route path="*" element={<Navigate to={portalPath(siteId, 'jobs/search')} replace />} />
      </Routes>
    </QueryProvider>
  );
}
