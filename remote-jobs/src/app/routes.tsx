// The jobs routes, relative to the shell's `jobs/*`, each from the route table
// (@portal/shared/routes); the section opens on the job search. The job list is a pathless layout
// around its pages (jobs/info and jobs/info/:jobId). The shell maps jobs/info/:jobId/referred-candidate/… and new-candidate/… to the candidate detail of
// remote-applicants itself (its own route table), so they are not here.
// Weight: the job detail and the referral form (with the form library and its rules) are their
// own chunks, fetched when their route opens, not with the search.
import { Navigate, Route, Routes } from 'react-router-dom';
import { routes, within, type PortalRoute } from '@portal/shared/routes';
import { Later, lazyPage } from '@portal/shared/ui/lazy-page';
import { QueryProvider } from '@portal/shared/ui/query-provider';
import { useSiteId } from '@portal/shared/use-site-id';
import { JobSearchPage } from '../features/search/components/job-search-page';
import { JobsLayout, SelectJobHint } from './jobs-layout';

const { jobs } = routes;
const JobDetailPage = lazyPage([jobs.info], () =>
  import(
    /* webpackChunkName: "page.jobs.info" */ '../features/job-detail/components/job-detail-page'
  ).then((module) => module.JobDetailPage),
);
const ReferralRoute = lazyPage([jobs.referNew, jobs.refer], () =>
  import(/* webpackChunkName: "page.jobs.refer" */ './referral-route').then(
    (module) => module.ReferralRoute,
  ),
);

/** A route of the table, relative to the section's mount (jobs/*). */
const at = (route: PortalRoute) => within(jobs, route);

export default function JobsRoutes() {
  const siteId = useSiteId();
  return (
    <QueryProvider>
      <Routes>
        <Route path={at(jobs.search)} element={<JobSearchPage />} />
        <Route element={<JobsLayout />}>
          <Route path={at(jobs.list)} element={<SelectJobHint />} />
          <Route
            path={at(jobs.info)}
            element={
              <Later>
                <JobDetailPage />
              </Later>
            }
          />
        </Route>
        {[jobs.referNew, jobs.refer].map((route) => (
          <Route
            key={route.path}
            path={at(route)}
            element={
              <Later>
                <ReferralRoute />
              </Later>
            }
          />
        ))}
        <Route path="*" element={<Navigate to={jobs.search.href(siteId)} replace />} />
      </Routes>
    </QueryProvider>
  );
}
