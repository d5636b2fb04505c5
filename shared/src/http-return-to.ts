// Where the login sends the user back to after a 401 (`?returnTo=`): only a page of the same
// service line of this portal. Anything else (absolute or protocol-relative URLs, backslashes,
// control characters, another site id, dot segments leaving /{id}/employment-agency/, the auth
// pages themselves) is ignored and the login goes to お知らせ as usual.
import { isAuthPath, loginPath, portalPath, type SiteId } from './site';

export const RETURN_TO_PARAM = 'returnTo';

// Any base works: only a same-origin, same-prefix result is accepted.
const BASE = 'http://portal.invalid';

/** The path (with query and hash) to return to, or null when `raw` is not a safe target. */
export function safeReturnPath(raw: string | null | undefined, siteId: SiteId): string | null {
  if (typeof raw !== 'string' || raw === '' || raw.length > 2000) return null;
  // Must be a root-relative path; '//host' and '/\host' are other origins to a browser.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const prefix = `${portalPath(siteId)}/`;
  if (!url.pathname.startsWith(prefix) || url.pathname.includes('//')) return null;
  if (isAuthPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page of the service line, carrying the page to come back to when it is safe. */
export function loginPathReturningTo(siteId: SiteId, current: string): string {
  const target = safeReturnPath(current, siteId);
  const login = loginPath(siteId);
  return target === null
    ? login
    : `${login}?${new URLSearchParams({ [RETURN_TO_PARAM]: target }).toString()}`;
}
