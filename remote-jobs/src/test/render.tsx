// Renders a jobs page under /{siteId}/employment-agency/jobs/* with the theme, the portal's query
// cache emptied (the one a write through the api refreshes) and a probe of the current URL; the
// window's path is set too (the http client reads it).
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { queryClient } from '@portal/shared/query-client';
import { QueryProvider } from '@portal/shared/ui/query-provider';
import { PortalThemeProvider } from '@portal/shared/ui/theme';

function Where() {
  const location = useLocation();
  return <output aria-label="現在のURL">{`${location.pathname}${location.search}`}</output>;
}

export function renderAt(path: string, routePattern: string, element: ReactElement) {
  window.history.replaceState(null, '', path);
  queryClient.clear();
  const user = userEvent.setup();
  const result = render(
    <PortalThemeProvider>
      <QueryProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePattern} element={element} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryProvider>
    </PortalThemeProvider>,
  );
  return { user, client: queryClient, ...result };
}
