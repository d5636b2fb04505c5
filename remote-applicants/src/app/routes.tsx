// The applicant routes, relative to the shell's `applicants/*`; an unknown sub-path returns to the top.
import { Navigate, Route, Routes } from 'react-router-dom';
import { portalPath } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { ApplicantsPage } from '../features/applicants/components/applicants-page';

export default function ApplicantsRoutes() {
  const siteId = useSiteId();
  return (
    <Routes>
      <Route index element={<ApplicantsPage />} />
      <Route path="*" element={<Navigate to={portalPath(siteId, 'applicants')} replace />} />
    </Routes>
  );
}
