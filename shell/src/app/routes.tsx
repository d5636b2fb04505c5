// The route table: /{id}/employment-agency/* with the id checked first; the auth pages without the
// layout except sign-up (inside it, navigation hidden), every other section inside it, each section
// a remote mounted at run time. Each route names the document ("お知らせ | 紹介会社ポータル") at the
// 'section' level; a page that names itself (PageTitle, useDocumentTitle) refines it.
import { useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { configureHttp } from '@portal/shared/http';
import { isSiteId, portalPath, wording, type SiteId } from '@portal/shared/site';
import { DocumentTitle } from '@portal/shared/ui/document-title';
import { Layout } from '../layout/layout';
import { RouteAnnouncer } from '../layout/route-announcer';
import { messages } from '../messages';
import { defaultSiteId } from './default-site';
import { InvalidSitePage } from './invalid-site-page';
import { RemoteMount } from './remote-mount';
import type { RemoteModuleId } from './remotes';

/** The http client redirects (401, 404) through the router instead of reloading the page. */
function HttpNavigation() {
  const navigate = useNavigate();
  useEffect(() => configureHttp({ navigate: (to) => navigate(to) }), [navigate]);
  return null;
}

/** A remote page under its section's document title. */
function Titled({ title, id }: { title: string; id: RemoteModuleId }): ReactNode {
  return (
    <>
      <DocumentTitle title={title} level="section" />
      <RemoteMount id={id} />
    </>
  );
}

function SiteRoutes() {
  const { siteId } = useParams();
  if (!isSiteId(siteId)) return <InvalidSitePage />;
  const infos = portalPath(siteId, 'infos');
  const t = sectionTitles(siteId);
  return (
    <Routes>
      <Route path="login" element={<Titled title={t.login} id="remote_auth/Login" />} />
      <Route
        path="forgot-password"
        element={<Titled title={t.forgotPassword} id="remote_auth/ForgotPassword" />}
      />
      <Route
        path="reset-password"
        element={<Titled title={t.resetPassword} id="remote_auth/ResetPassword" />}
      />
      <Route path="welcome" element={<Titled title={t.welcome} id="remote_auth/Welcome" />} />
      <Route element={<Layout siteId={siteId} />}>
        {/* The layout hides its navigation on sign-up paths: the visitor has no session yet. */}
        <Route
          path="signup/:hashId?"
          element={<Titled title={t.signup} id="remote_auth/Signup" />}
        />
        <Route path="infos" element={<Titled title={t.infos} id="remote_messaging/Infos" />} />
        <Route path="chat/*" element={<Titled title={t.chat} id="remote_messaging/Chat" />} />
        <Route
          path="settings/*"
          element={<Titled title={t.settings} id="remote_settings/Routes" />}
        />
        <Route
          path="jobs/info/:jobId/referred-candidate/:candidateId"
          element={<Titled title={t.candidate} id="remote_applicants/CandidateDetail" />}
        />
        <Route
          path="jobs/info/:jobId/new-candidate/:applicantId"
          element={<Titled title={t.candidate} id="remote_applicants/CandidateDetail" />}
        />
        <Route path="jobs/*" element={<Titled title={t.jobs} id="remote_jobs/Routes" />} />
        <Route
          path="preview/job"
          element={<Titled title={t.jobPreview} id="remote_jobs/Preview" />}
        />
        <Route
          path="applicants/*"
          element={<Titled title={t.applicants} id="remote_applicants/Routes" />}
        />
        <Route path="events/*" element={<Titled title={t.events} id="remote_events/Routes" />} />
      </Route>
      <Route path="*" element={<Navigate to={infos} replace />} />
    </Routes>
  );
}

function sectionTitles(siteId: SiteId) {
  return { ...messages.titles, events: wording(siteId).eventsTitle };
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
      <RouteAnnouncer />
      <Routes>
        <Route path="/:siteId/employment-agency/*" element={<SiteRoutes />} />
        <Route path="/:siteId/*" element={<FallbackRedirect />} />
        <Route path="*" element={<FallbackRedirect />} />
      </Routes>
    </>
  );
}
