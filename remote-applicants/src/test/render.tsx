// Test helper: renders a page of this remote at a path (the window's path too, which the shared
// client reads the site id from) inside the theme, the query cache and a router.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { FeedbackRoot } from '@portal/shared/ui/feedback-root';
import { queryClient } from '@portal/shared/query-client';
import { QueryProvider } from '@portal/shared/ui/query-provider';
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

export function resetQueries() {
  queryClient.clear();
}
