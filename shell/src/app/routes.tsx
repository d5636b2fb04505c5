// The route table: /{id}/employment-agency/* with the id checked first; the auth pages without the
// layout except sign-up (inside it, navigation hidden), every other section inside it, each section
// a remote mounted at run time.
import { useEffect } from 'react';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { configureHttp } from '@portal/shared/http';
import { isSiteId, portalPath } from '@portal/shared/site';
import { Layout } from '../layout/layout';
import { defaultSiteId } from './default-site';
import { InvalidSitePage } from './invalid-site-page';
import { RemoteMount } from './remote-mount';

/** The http client redirects (401, 404) through the router instead of reloading the page. */
function HttpNavigation() {
  const navigate = useNavigate();
  useEffect(() => configureHttp({ navigate: (to) => navigate(to) }), [navigate]);
  return null;
}

function SiteRoutes() {
  const { siteId } = useParams();
  if (!isSiteId(siteId)) return <InvalidSitePage />;
  const infos = portalPath(siteId, 'infos');
  return (
    <Routes>
      <Route path="login" element={<RemoteMount id="remote_auth/Login" />} />
      <Route path="forgot-password" element={<RemoteMount id="remote_auth/ForgotPassword" />} />
      <Route path="reset-password" element={<RemoteMount id="remote_auth/ResetPassword" />} />
      <Route path="welcome" element={<RemoteMount id="remote_auth/Welcome" />} />
      <Route element={<Layout siteId={siteId} />}>
        {/* The layout hides its navigation on sign-up paths: the visitor has no session yet. */}
        <Route path="signup/:hashId?" element={<RemoteMount id="remote_auth/Signup" />} />
        <Route path="infos" element={<RemoteMount id="remote_messaging/Infos" />} />
        <Route path="chat/*" element={<RemoteMount id="remote_messaging/Chat" />} />
        <Route path="settings/*" element={<RemoteMount id="remote_settings/Routes" />} />
        <Route
          path="jobs/info/:jobId/referred-candidate/:candidateId"
          element={<RemoteMount id="remote_applicants/CandidateDetail" />}
        />
        <Route
          path="jobs/info/:jobId/new-candidate/:applicantId"
          element={<RemoteMount id="remote_applicants/CandidateDetail" />}
        />
        <Route path="jobs/*" element={<RemoteMount id="remote_jobs/Routes" />} />
        <Route path="preview/job" element={<RemoteMount id="remote_jobs/Preview" />} />
        <Route path="applicants/*" element={<RemoteMount id="remote_applicants/Routes" />} />
        <Route path="events/*" element={<RemoteMount id="remote_events/Routes" />} />
      </Route>
      <Route path="*" element={<Navigate to={infos} replace />} />
    </Routes>
  );
}

/** `/`, `/27` or `/27/anything`: the infos of that site, or of the default site. */
function FallbackRedirect() {
  const { siteId } = useParams();
  return <Navigate to={portalPath(isSiteId(siteId) ? siteId : defaultSiteId(), 'infos')} replace />;
}

export function AppRoutes() {
  return (
    <>
      <HttpNavigation />
      <Routes>
        <Route path="/:siteId/employment-agency/*" element={<SiteRoutes />} />
        <Route path="/:siteId/*" element={<FallbackRedirect />} />
        <Route path="*" element={<FallbackRedirect />} />
      </Routes>
    </>
  );
}
