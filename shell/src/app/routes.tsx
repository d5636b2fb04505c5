// The route table: /{id}/employment-agency/* with the id checked first; the auth pages without the
// layout except sign-up (inside it, navigation hidden), every other section inside it, each section
// a remote mounted at run time. Each route names the document ("お知らせ | 紹介会社ポータル") at the
// 'section' level; a page that names itself (PageTitle, useDocumentTitle) refines it. Which remote
// serves which route is the shared map (@portal/shared/route-remotes), also read by the api, and
// for a section added after the shell was built, the run-time registry (./registry.ts).
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { configureHttp } from '@portal/shared/http';
import { isSiteId, portalPath, type SiteId } from '@portal/shared/site';
import { SITE_ROUTES } from '@portal/shared/routes';
import { DocumentTitle } from '@portal/shared/ui/document-title';
import { RouteAnnouncer } from '../layout/route-announcer';
import { defaultSiteId } from './default-site';
import { InvalidSitePage } from './invalid-site-page';
import { sectionTitles } from './section-titles';
import { RemoteMount } from './remote-mount';
import type { RemoteModuleId } from './remotes';
import { useRegistrySections } from './registry';
import type { RegistrySection } from '@portal/shared/section-registry';
import { ROUTE_REMOTES, type RouteFrame } from '@portal/shared/route-remotes';

/**
 * The logged-in frame, fetched when a page inside it opens: it reads the query cache (linked
 * companies, badges), which the login page's first load therefore never carries. A deep link to
 * a page inside it asks for it before the first render (../index.ts), through this same import:
 * an import of its own from the entry made a second chunk with the same modules.
 */
export const loadLayout = () => import(/* webpackChunkName: "layout" */ '../layout/layout');
const Layout = lazy(() => loadLayout().then(({ Layout }) => ({ default: Layout })));

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

function remoteRoutes(siteId: SiteId, frame: RouteFrame) {
  const titles = sectionTitles(siteId);
  return ROUTE_REMOTES.filter((route) => route.frame === frame).map((route) => (
    <Route
      key={route.path}
      path={route.path}
      element={<Titled title={titles[route.title]} id={route.module} />}
    />
  ));
}

/** The routes of the sections the registry adds: inside the layout, titled by the registry. */
function registryRoutes(sections: readonly RegistrySection[]) {
  return sections.flatMap((section) =>
    section.routes.map((route) => (
      <Route
        key={`registry:${route.path}`}
        path={route.path}
        element={<Titled title={route.title} id={route.module} />}
      />
    )),
  );
}

function SiteRoutes() {
  const { siteId } = useParams();
  const sections = useRegistrySections();
  if (!isSiteId(siteId)) return <InvalidSitePage />;
  return (
    <Routes>
      {remoteRoutes(siteId, 'bare')}
      <Route
        element={
          <Suspense fallback={null}>
            <Layout siteId={siteId} />
          </Suspense>
        }
      >
        {remoteRoutes(siteId, 'layout')}
        {registryRoutes(sections)}
      </Route>
      <Route path="*" element={<Navigate to={portalPath(siteId, 'infos')} replace />} />
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
      <RouteAnnouncer />
      <Routes>
        <Route path={SITE_ROUTES.portal} element={<SiteRoutes />} />
        <Route path={SITE_ROUTES.site} element={<FallbackRedirect />} />
        <Route path="*" element={<FallbackRedirect />} />
      </Routes>
    </>
  );
}
