// Test helpers: render inside the portal theme with a user-event session, or a page at a path as
// the shell mounts it (the theme, the query cache and a router at that path; the window's path is
// set too, as the shared client reads the site id from it).
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryProvider } from '../ui/query-provider';
import { PortalThemeProvider } from '../ui/theme';

/** The router's path (and its query, `withSearch`), for tests that assert where a link went. */
export function LocationProbe({ withSearch = false }: { withSearch?: boolean }) {
  const { pathname, search } = useLocation();
  return <output aria-label="現在のパス">{withSearch ? pathname + search : pathname}</output>;
}

function Providers({ children }: { children: ReactNode }) {
  return <PortalThemeProvider>{children}</PortalThemeProvider>;
}

/** The portal's query cache around a hook: renderHook's `wrapper` for the shared queries. */
export const queryWrapper = ({ children }: { children: ReactNode }) => (
  <QueryProvider>{children}</QueryProvider>
);

export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return { user: userEvent.setup(), ...render(ui, { wrapper: Providers, ...options }) };
}

/** `element` routed at `pattern` (any other path renders nothing), `beside` inside the router. */
export function renderRouteAt(
  path: string,
  pattern: string,
  element: ReactElement,
  beside?: ReactNode,
) {
  window.history.replaceState({}, '', path);
  return {
    user: userEvent.setup(),
    ...render(
      <PortalThemeProvider>
        <QueryProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={pattern} element={element} />
              <Route path="*" element={null} />
            </Routes>
            {beside}
          </MemoryRouter>
        </QueryProvider>
      </PortalThemeProvider>,
    ),
  };
}
