// A login or sign-up starts a new session: nothing the previous one loaded may show to it.

/**
 * Empties the query cache. It is fetched here, after the login, so that the login page's first
 * load never carries the cache.
 */
export async function forgetPreviousSession(): Promise<void> {
  const { forgetSessionData } = await import('@portal/shared/query-client');
  forgetSessionData();
}
