// Renders a piece of the settings remote as the shell mounts it: portal theme, a router at
// /{id}/employment-agency/settings, and window.location on the same path for the http client.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SiteId } from '@portal/shared/site';
import { queryClient } from '@portal/shared/query-client';
import { QueryProvider } from '@portal/shared/ui/query-provider';
import { PortalThemeProvider } from '@portal/shared/ui/theme';

export const CSRF_TOKEN = 'token+from/cookie=';

export function renderSettings(ui: ReactElement, siteId: SiteId = '27') {
  // Each test starts with an empty query cache (the cache is the portal's one singleton).
  queryClient.clear();
  const path = `/${siteId}/employment-agency/settings`;
  window.history.replaceState({}, '', path);
  const cookie = siteId === 'mid' ? 'XSRF-TOKEN-MID' : 'XSRF-TOKEN';
  document.cookie = `${cookie}=${encodeURIComponent(CSRF_TOKEN)}; path=/`;
  return {
    user: userEvent.setup(),
    ...render(
      <PortalThemeProvider>
        <QueryProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/:siteId/employment-agency/settings/*" element={ui} />
            </Routes>
          </MemoryRouter>
        </QueryProvider>
      </PortalThemeProvider>,
    ),
  };
}
