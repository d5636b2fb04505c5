// The jobs routes, relative to the shell's `jobs/*`; the section opens on the job search.
import { Navigate, Route, Routes } from 'react-router-dom';
import { portalPath } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { JobSearchPage } from '../features/search/components/job-search-page';

export default function JobsRoutes() {
  const siteId = useSiteId();
  return (
    <Routes>
      <Route path="search" element={<JobSearchPage />} />
      <Route path="*" element={<Navigate to={portalPath(siteId, 'jobs/search')} replace />} />
    </Routes>
  );
}
