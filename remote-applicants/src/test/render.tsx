// Test helper: renders a page of this remote at a path (the window's path too, which the shared
// client reads the site id from) inside the theme, the query cache and a router; resetAfterTest
// leaves neither a fake api nor cached answers to the next test.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { FeedbackRoot } from '@portal/shared/ui/feedback-root';
import { queryClient } from '@portal/shared/query-client';
import { QueryProvider } from '@portal/shared/ui/query-provider';
import { uninstallContractApi } from '@portal/shared/test/contract-api';
import { PortalThemeProvider } from '@portal/shared/ui/theme';

function Probe() {
  return <output aria-label="現在のパス">{useLocation().pathname}</output>;
}

export function renderAt(path: string, routePattern: string, element: ReactElement) {
  window.history.replaceState({}, '', path);
  return {
    user: userEvent.setup(),
    ...render(
      <PortalThemeProvider>
        <QueryProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={routePattern} element={element} />
              <Route path="*" element={null} />
            </Routes>
            <Probe />
          </MemoryRouter>
          <FeedbackRoot />
        </QueryProvider>
      </PortalThemeProvider>,
    ),
  };
}

export function resetAfterTest() {
  uninstallContractApi();
  queryClient.clear();
}
