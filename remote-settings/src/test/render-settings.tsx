// Renders a piece of the settings remote as the shell mounts it: portal theme, a router at
// /{id}/employment-agency/settings, and window.location on the same path for the http client.
// Also the fixtures the settings tests share: a toast spy per test and the account as the api
// answers it (@portal/shared/test/account-settings).
import type { ReactElement } from 'react';
import { toast } from '@portal/shared/feedback';
import type { SiteId } from '@portal/shared/site';
import { queryClient } from '@portal/shared/query-client';
import { installContractApi, uninstallContractApi } from '@portal/shared/test/contract-api';
import { renderRouteAt } from '@portal/shared/test/render';
import { mountOf, portalPattern, routes } from '@portal/shared/routes';

export {
  accountSettings,
  EMPTY_ACCOUNT,
  NOTIFICATIONS_OFF,
} from '@portal/shared/test/account-settings';

export const CSRF_TOKEN = 'token+from/cookie=';

/**
 * The first `method` write of the fake api asked for the CSRF cookie just before it and sent the
 * cookie's token back in X-XSRF-TOKEN.
 */
export function expectCsrfBeforeWrite(
  api: ReturnType<typeof installContractApi>,
  method: 'PUT' | 'PATCH',
) {
  const write = api.sequence.findIndex((call) => call.startsWith(`${method} `));
  expect(api.sequence[write - 1]).toBe('GET /sanctum/csrf-cookie');
  expect(
    api.requests.find((request) => request.method === method)?.headers.get('X-XSRF-TOKEN'),
  ).toBe(CSRF_TOKEN);
}

/** `subPath` (e.g. '/unknown') is below the section's root, where the router starts. */
export function renderSettings(ui: ReactElement, siteId: SiteId = '27', subPath = '') {
  // Each test starts with an empty query cache (the cache is the portal's one singleton).
  queryClient.clear();
  const path = `/${siteId}/employment-agency/settings${subPath}`;
  const cookie = siteId === 'mid' ? 'XSRF-TOKEN-MID' : 'XSRF-TOKEN';
  document.cookie = `${cookie}=${encodeURIComponent(CSRF_TOKEN)}; path=/`;
  return renderRouteAt(path, portalPattern(mountOf(routes.settings)), ui);
}

/**
 * Call at the top of a test file: each test gets silent spies on the success and error toasts,
 * and leaves neither spies nor a fake api to the next.
 */
export function spyOnToasts() {
  const spies = {} as { success: jest.SpyInstance; error: jest.SpyInstance };
  beforeEach(() => {
    spies.success = jest.spyOn(toast, 'success').mockImplementation(() => 1);
    spies.error = jest.spyOn(toast, 'error').mockImplementation(() => 1);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    uninstallContractApi();
  });
  return spies;
}
