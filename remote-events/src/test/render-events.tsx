// Test renderer of the events remote: theme, the portal's one query cache emptied per test (no
// answer shared between tests; the one a write's tags refresh), the router at /{siteId}/employment-agency/events and a user-event session.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { queryClient } from '@portal/shared/query-client';
import { PortalThemeProvider } from '@portal/shared/ui/theme';
import { portalPattern, routes } from '@portal/shared/routes';

export function renderEvents(element: ReactElement, path = '/25/employment-agency/events') {
  const client = queryClient;
  client.clear();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false, staleTime: 30_000 },
    mutations: { ...defaults.mutations, retry: false },
  });
  window.history.replaceState({}, '', path);
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <PortalThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={portalPattern(routes.events.ofCompany.path)} element={element} />
          </Routes>
        </MemoryRouter>
      </PortalThemeProvider>
    </QueryClientProvider>,
  );
  return { user, client, ...view };
}
