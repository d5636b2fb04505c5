// Test helpers: render shell parts at a URL inside the router and theme the app gives them, and
// answer the sidebar-badge and linked-company calls the layout makes.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import type { MatchedCompany } from '@portal/shared/contract/companies';
import type { SidebarBadges } from '@portal/shared/contract/sidebar';
import { getMatchedCompanies } from '@portal/shared/api-get-matched-companies';
import { getSidebarBadges } from '@portal/shared/api-get-sidebar-badges';
import { getSupportContact } from '@portal/shared/api-get-support';
import type { SupportContact } from '@portal/shared/contract/support';
import { resetSupportStore } from '@portal/shared/support-contact';
import {
  EMPTY_BADGES,
  resetBadgesStore,
  resetMatchedCompaniesStore,
  resetSelectedCompanyStore,
} from '@portal/shared/stores';
import { parseSiteId } from '@portal/shared/site';
import { PortalThemeProvider } from '@portal/shared/ui/theme';
import { AppRoutes } from '../app/routes';
import { Layout } from '../layout/layout';

/** Shows the router's current path so tests can assert in-app navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="現在のパス">{location.pathname}</output>;
}

export function renderAt(
  path: string,
  element: ReactElement,
  routePath = '/:siteId/employment-agency/*',
) {
  // The year selector and the http client read window.location, the router reads its own history.
  window.history.replaceState({}, '', path);
  return render(
    <PortalThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </PortalThemeProvider>,
  );
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

/** The shared stores fetch through these modules; tests mock them with jest.mock. */
export function answerLayoutCalls({
  badges = {},
  companies = [],
  support = SUPPORT,
}: {
  badges?: Partial<SidebarBadges>;
  companies?: MatchedCompany[];
  support?: SupportContact;
} = {}) {
  jest
    .mocked(getSidebarBadges)
    .mockResolvedValue({ ok: true, data: { ...EMPTY_BADGES, ...badges } });
  jest.mocked(getMatchedCompanies).mockResolvedValue({ ok: true, data: companies });
  answerSupport(support);
}

/** The header's support link reads GET /support (mock '@portal/shared/api-get-support'). */
export function answerSupport(support: SupportContact = SUPPORT) {
  jest.mocked(getSupportContact).mockResolvedValue({ ok: true, data: support });
}

export function resetSharedStores() {
  resetSupportStore();
  resetBadgesStore();
  resetMatchedCompaniesStore();
  resetSelectedCompanyStore();
}
