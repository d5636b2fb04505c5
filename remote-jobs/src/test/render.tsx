// Renders a jobs page under /{siteId}/employment-agency/jobs/* with the theme, a fresh query
// cache and a probe of the current URL; the window's path is set too (the http client reads it).
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createPortalQueryClient } from '@portal/shared/query-client';
import { PortalThemeProvider } from '@portal/shared/ui/theme';

function Where() {
  const location = useLocation();
  return <output aria-label="現在のURL">{`${location.pathname}${location.search}`}</output>;
}

export function renderAt(path: string, routePattern: string, element: ReactElement) {
  window.history.replaceState(null, '', path);
  const client = createPortalQueryClient();
  const user = userEvent.setup();
  const result = render(
    <PortalThemeProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePattern} element={element} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </PortalThemeProvider>,
  );
  return { user, client, ...result };
}
