// The jobs routes, relative to the shell's `jobs/*`; the section opens on the job search. The
// shell maps jobs/info/:jobId/referred-candidate/… and new-candidate/… to the candidate detail of
// remote-applicants itself (its own route table), so they are not here.
// Weight: the job detail and the referral form (with the form library and its rules) are their
// own chunks, fetched when their route opens, not with the search.
import { Suspense, lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { portalPath } from '@portal/shared/site';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { QueryProvider } from '@portal/shared/ui/query-provider';
import { useSiteId } from '@portal/shared/use-site-id';
import { JobSearchPage } from '../features/search/components/job-search-page';
import { JobsLayout, SelectJobHint } from './jobs-layout';

const JobDetailPage = lazy(() =>
  import('../features/job-detail/components/job-detail-page').then((module) => ({
    default: module.JobDetailPage,
  })),
);
const ReferralRoute = lazy(() =>
  import('./referral-route').then((module) => ({ default: module.ReferralRoute })),
);

/** A page fetched when its route opens: a loading line in its place meanwhile. */
function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingText />}>{children}</Suspense>;
}

export default function JobsRoutes() {
  const siteId = useSiteId();
  return (
    <QueryProvider>
      <Routes>
        <Route path="search" element={<JobSearchPage />} />
        <Route path="info" element={<JobsLayout />}>
          <Route index element={<SelectJobHint />} />
          <Route
            path=":jobId"
            element={
              <Later>
                <JobDetailPage />
              </Later>
            }
          />
        </Route>
        {['info/:jobId/refer/new-applicant', 'info/:jobId/refer/:applicantId'].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <Later>
                <ReferralRoute />
              </Later>
            }
          />
        ))}
        <Route path="*" element={<Navigate to={portalPath(siteId, 'jobs/search')} replace />} />
      </Routes>
    </QueryProvider>
  );
}
