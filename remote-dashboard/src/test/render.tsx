// Test helper: renders the dashboard's routes at a path (the window's path too, which the shared
// client reads the site id from) inside the theme, the query cache, a router and the toaster, as
// the shell mounts them at dashboard/*; a probe shows where a link or navigation went.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { queryClient } from '@portal/shared/query-client';
import { mountOf, portalPattern, routes } from '@portal/shared/routes';
import { uninstallContractApi } from '@portal/shared/test/contract-api';
import { FeedbackRoot } from '@portal/shared/ui/feedback-root';
import { PortalThemeProvider } from '@portal/shared/ui/theme';
import DashboardRoutes from '../app/routes';

function Probe() {
  const location = useLocation();
  return <output aria-label="現在のパス">{location.pathname + location.search}</output>;
}

export function renderDashboard(path: string) {
  window.history.replaceState({}, '', path);
  return {
    user: userEvent.setup(),
    ...render(
      <PortalThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={portalPattern(mountOf(routes.dashboard))} element={<DashboardRoutes />} />
            <Route path="*" element={null} />
          </Routes>
          <Probe />
        </MemoryRouter>
        <FeedbackRoot />
      </PortalThemeProvider>,
    ),
  };
}

export function resetAfterTest() {
  uninstallContractApi();
  queryClient.clear();
  localStorage.clear();
}
