// Renders the auth remote's pages as its routes mount them: portal theme, a router at `path` (with
// optional navigation state), window.location on the same URL for the http client, the CSRF cookie
// set, the client's 401/404 redirects through the router as the shell wires them, and a probe that
// shows where the router went and with which state. watchFeedback spies on what a page tells the
// user (toasts, the console) for every test of a file.
import { useEffect } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@portal/shared/feedback';
import { configureHttp } from '@portal/shared/http';
import { uninstallContractApi } from '@portal/shared/test/contract-api';
import { PortalThemeProvider } from '@portal/shared/ui/theme';
import AuthRoutes from '../app/routes';
import { SITE_ROUTES } from '@portal/shared/routes';

function HttpNavigation() {
  const navigate = useNavigate();
  useEffect(() => configureHttp({ navigate: (to) => void navigate(to) }), [navigate]);
  return null;
}

function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output aria-label="現在のパス">{location.pathname}</output>
      <output aria-label="遷移の状態">{JSON.stringify(location.state ?? null)}</output>
    </>
  );
}

export function renderAuth(path: string, state?: unknown) {
  const url = new URL(path, window.location.origin);
  window.history.replaceState({}, '', path);
  const cookie = url.pathname.startsWith('/mid/') ? 'XSRF-TOKEN-MID' : 'XSRF-TOKEN';
  document.cookie = `${cookie}=test-token; path=/`;
  return {
    user: userEvent.setup(),
    ...render(
      <PortalThemeProvider>
        <MemoryRouter initialEntries={[{ pathname: url.pathname, search: url.search, state }]}>
          <Routes>
            <Route path={SITE_ROUTES.portal} element={<AuthRoutes />} />
          </Routes>
          <HttpNavigation />
          <LocationProbe />
        </MemoryRouter>
      </PortalThemeProvider>,
    ),
  };
}

interface Feedback {
  success: jest.SpyInstance;
  error: jest.SpyInstance;
  /** console.error, silenced: the pages log the failures they show in the form. */
  logged: jest.SpyInstance;
}

/**
 * Registers, for the calling test file, an empty session storage and spies on the toasts and
 * console.error before each test; after each, the spies are restored and the fake api removed.
 * Read the spies through the returned object inside a test.
 */
export function watchFeedback(): Feedback {
  const feedback = {} as Feedback;
  beforeEach(() => {
    sessionStorage.clear();
    feedback.success = jest.spyOn(toast, 'success').mockImplementation(() => 1);
    feedback.error = jest.spyOn(toast, 'error').mockImplementation(() => 1);
    feedback.logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    uninstallContractApi();
  });
  return feedback;
}
