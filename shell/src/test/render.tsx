// Test helpers: render shell parts at a URL inside the router, theme and query cache the app gives
// them, and answer the sidebar-badge, linked-company and support calls the layout makes.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import type { MatchedCompany } from '@portal/shared/contract/companies';
import type { SidebarBadges } from '@portal/shared/contract/sidebar';
import { EMPTY_BADGES } from '@portal/shared/frame-queries';
import type { SupportContact } from '@portal/shared/contract/support';
import { queryClient } from '@portal/shared/query-client';
import { resetSelectedCompanyStore } from '@portal/shared/stores';
import { parseSiteId } from '@portal/shared/site';
import { installContractApi, ok, type Handlers } from '@portal/shared/test/contract-api';
import { LocationProbe, renderRouteAt } from '@portal/shared/test/render';
import { PortalThemeProvider } from '@portal/shared/ui/theme';
import { AppRoutes } from '../app/routes';
import { Layout } from '../layout/layout';

export { LocationProbe };

export function renderAt(
  path: string,
  element: ReactElement,
  routePath = '/:siteId/employment-agency/*',
) {
  return renderRouteAt(path, routePath, element, <LocationProbe />);
}

/** The whole app's route table at a URL (remotes are the test's mocks of ../app/remotes). */
export function renderApp(path: string) {
  window.history.replaceState({}, '', path);
  return render(
    <PortalThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </PortalThemeProvider>,
  );
}

/** The layout of the site in the URL around a stand-in page body; render it with renderAt. */
export function SiteLayout() {
  const { siteId } = useParams();
  return (
    <Routes>
      <Route element={<Layout siteId={parseSiteId(siteId)} />}>
        <Route path="*" element={<p>画面の本文</p>} />
      </Route>
    </Routes>
  );
}

/** A support contact as an operator would configure it (GET /support). */
export const SUPPORT: SupportContact = {
  siteUrl: 'https://help.portal.test/agency/',
  mail: 'help@portal.test',
  phone: '0120-000-000',
  hours: '平日 9:00〜17:00',
};

/**
 * The fake api answering the layout's calls (and `more`, e.g. a page's own); returns its handle
 * (recorded calls, `on` to change an answer).
 */
export function answerLayoutCalls({
  badges = {},
  companies = [],
  support = SUPPORT,
  more = {},
}: {
  badges?: Partial<SidebarBadges>;
  companies?: MatchedCompany[];
  support?: SupportContact;
  more?: Handlers;
} = {}) {
  return installContractApi({
    'GET /sidebar/badges': ok({ ...EMPTY_BADGES, ...badges }),
    'GET /job-companies': ok(companies),
    'GET /support': ok(support),
    ...more,
  });
}

/** How often the fake api was called with `call` ('GET /sidebar/badges'). */
export const callsOf = (api: ReturnType<typeof answerLayoutCalls>, call: string) =>
  api.calls().filter((made) => `${made}` === call).length;

/** The query cache and the selected company as on a fresh page load. */
export function resetSharedStores() {
  queryClient.clear();
  resetSelectedCompanyStore();
}
