// The one HTTP client of the portal (spec 1 §7/§8): ky against /{id}/employment-agency/api with
// CSRF before writes, serviceType defaulting, `data` unwrapping and the error catalogue.
import ky from 'ky';
import { endDraftSession } from './drafts';
import { takeEarlyRead } from './early-reads';
import { toast, withLoading } from './feedback';
import {
  MESSAGES,
  bodyMessage,
  notFoundRedirectPath,
  parseErrorBody,
  samePath,
  validationMessage,
  type HttpFailure,
  type Result,
} from './http-errors';
import {
  isRawBody,
  readCookie,
  toSearchParams,
  withServiceType,
  type Method,
  type RequestOptions,
} from './http-request';
import { loginPathReturningTo } from './http-return-to';
import {
  INVALID_SITE_ID_MESSAGE,
  apiBase,
  csrfCookieName,
  isAuthPath,
  isPreviewPath,
  siteIdFromPath,
  type SiteId,
} from './site';

export type { HttpFailure, Result } from './http-errors';
export type { RequestOptions, SearchParamValue } from './http-request';
export { DEFAULT_SERVICE_TYPE } from './http-request';
export {
  failureMessage,
  isHttpFailure,
  isHttpStatus,
  isValidationFailure,
  notFoundRedirectPath,
} from './http-errors';

type ChangeListener = (tags: string[]) => Promise<unknown> | void;
const changeListeners = new Set<ChangeListener>();

/**
 * Hears the cache tags a successful write changed (the query cache refreshes the answers that
 * carry them). The login page has no cache: nothing listens there. Answers the unsubscribe.
 */
export function onChanged(listener: ChangeListener): () => void {
  changeListeners.add(listener);
  return () => void changeListeners.delete(listener);
}

/**
 * The longest a write waits for the answers it changed to be read again. A page that keeps
 * changing (a running bulk import pushes its progress twice a second, and each push starts the
 * read again) could otherwise hold the write, and its dialog, until the changes stop.
 */
export const CHANGE_WAIT_MS = 3_000;

/**
 * Tells the listeners what changed; settles once they have (the refreshed answers are read) or
 * after CHANGE_WAIT_MS, the reads going on.
 */
export async function announceChanged(tags: string[]): Promise<void> {
  if (tags.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all([...changeListeners].map((listener) => listener(tags))),
    new Promise((resolve) => (timer = setTimeout(resolve, CHANGE_WAIT_MS))),
  ]);
  clearTimeout(timer);
}

export interface HttpConfig {
  /** How the catalogue redirects (401, 404); the shell passes react-router's navigate. */
  navigate: (to: string) => void;
}

const defaultConfig: HttpConfig = { navigate: (to) => window.location.assign(to) };
let config: HttpConfig = defaultConfig;

export function configureHttp(next: Partial<HttpConfig>): void {
  config = { ...config, ...next };
}

export function resetHttpConfig(): void {
  config = defaultConfig;
}

const baseOptions = {
  credentials: 'include',
  timeout: false,
  retry: 0,
  throwHttpErrors: false,
} as const;

async function fetchCsrfCookie(siteId: SiteId, signal?: AbortSignal): Promise<Response> {
  return ky(`${window.location.origin}/sanctum/csrf-cookie`, {
    ...baseOptions,
    searchParams: { id: siteId },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    signal,
  });
}

function send(
  siteId: SiteId,
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    ...options.headers,
  };
  if (method !== 'get') {
    // Spec 1 §7: the token in X-XSRF-TOKEN and again in a header named after the service
    // line's cookie (XSRF-TOKEN or XSRF-TOKEN-MID).
    const cookieName = csrfCookieName(siteId);
    const token = readCookie(cookieName);
    if (token !== undefined) {
      headers['X-XSRF-TOKEN'] = token;
      headers[cookieName] = token;
    }
  }
  const url = `${window.location.origin}${apiBase(siteId)}/${path.replace(/^\/+/, '')}`;
  const payload = body === undefined ? {} : isRawBody(body) ? { body } : { json: body };
  const searchParams = toSearchParams(options.searchParams);
  const ask = () =>
    ky(url, { ...baseOptions, ...payload, method, headers, searchParams, signal: options.signal });
  // A deep link's first read, asked for by the shell's entry before this page's code arrived.
  const query = searchParams?.toString();
  const early = method === 'get' ? takeEarlyRead(query ? `${url}?${query}` : url) : undefined;
  return early ? early.catch(ask) : ask();
}

async function readData(response: Response, as: 'json' | 'blob'): Promise<unknown> {
  if (as === 'blob') return response.blob();
  if (response.status === 204) return null;
  const text = await response.text();
  if (text.trim() === '') return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && 'data' in parsed ? parsed.data : parsed;
  } catch {
    return text;
  }
}

/** Navigates to `target` (which may carry a query) unless the browser is on its path already. */
function navigateUnlessThere(target: string): boolean {
  if (samePath(window.location.pathname, target.split('?')[0] ?? target)) return false;
  config.navigate(target);
  return true;
}

/** Applies the error catalogue to a failed response (spec 1 §8). */
function catalogue(siteId: SiteId, path: string, status: number, body: unknown): HttpFailure {
  const failure = { kind: 'http', status, body } as const;
  if (status === 401) {
    const isLoginCall = path.replace(/^\/+/, '').split('?')[0] === 'login';
    // The session ended: the drafts of its forms (personal data) leave with it.
    if (!isLoginCall) endDraftSession();
    // The login brings the user back to this page afterwards (same service line only).
    const { pathname, search, hash } = window.location;
    const redirect =
      !isLoginCall &&
      !isAuthPath(pathname) &&
      navigateUnlessThere(loginPathReturningTo(siteId, `${pathname}${search}${hash}`));
    const message = bodyMessage(body) ?? MESSAGES.unauthenticated;
    return redirect ? { ...failure, message, handled: 'redirect' } : { ...failure, message };
  }
  if (status === 404) {
    const redirect = navigateUnlessThere(notFoundRedirectPath(window.location.pathname, siteId));
    const message = bodyMessage(body) ?? MESSAGES.notFound;
    return redirect ? { ...failure, message, handled: 'redirect' } : { ...failure, message };
  }
  if (status === 422 || status === 429) return { ...failure, message: validationMessage(body) };
  if (status === 419) return { ...failure, message: MESSAGES.csrf };
  if (status >= 500) {
    const message = bodyMessage(body) ?? (status === 503 ? MESSAGES.unavailable : MESSAGES.system);
    toast.error(message);
    return { ...failure, message, handled: 'toast' };
  }
  return { ...failure, message: bodyMessage(body) ?? MESSAGES.generic };
}

function thrownFailure(error: unknown): HttpFailure {
  const isNetwork =
    error instanceof TypeError ||
    (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'));
  return isNetwork
    ? { kind: 'network', name: 'AxiosError', message: MESSAGES.network }
    : { kind: 'unknown', name: 'UnknownError', message: MESSAGES.unexpected };
}

async function execute<T>(
  siteId: SiteId,
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
  as: 'json' | 'blob',
): Promise<Result<T>> {
  const isWrite = method !== 'get';
  try {
    // Writes first refresh the CSRF cookie; a failed cookie call is the failure of the write.
    const attempt = async (): Promise<Response> => {
      if (isWrite) {
        const csrf = await fetchCsrfCookie(siteId, options.signal);
        if (!csrf.ok) return csrf;
      }
      return send(siteId, method, path, body, options);
    };
    let response = await attempt();
    // A 419 means the CSRF token went stale: fetch a fresh cookie and try exactly once more.
    if (isWrite && response.status === 419) response = await attempt();
    if (response.ok) return { ok: true, data: (await readData(response, as)) as T };
    const errorBody = parseErrorBody(await response.text());
    return { ok: false, error: catalogue(siteId, path, response.status, errorBody) };
  } catch (error) {
    return { ok: false, error: thrownFailure(error) };
  }
}

/** One request through the catalogue; `api` (shared/src/api.ts) calls it by contract path. */
export function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions = {},
  as: 'json' | 'blob' = 'json',
): Promise<Result<T>> {
  const { pathname } = window.location;
  // Preview mode never contacts the server: every call is an empty success.
  if (isPreviewPath(pathname)) {
    return Promise.resolve({ ok: true, data: (as === 'blob' ? new Blob([]) : null) as T });
  }
  let siteId: SiteId;
  try {
    siteId = siteIdFromPath(pathname);
  } catch {
    return Promise.resolve({
      ok: false,
      error: { kind: 'unknown', name: 'UnknownError', message: INVALID_SITE_ID_MESSAGE },
    });
  }
  const finalBody = withServiceType(method, body);
  const run = () => execute<T>(siteId, method, path, finalBody, options, as);
  return method === 'get' || options.background ? run() : withLoading(run);
}

/**
 * `path` is relative to /{id}/employment-agency/api, the id read from the URL at call time.
 * In preview mode every call resolves to `{ ok: true, data: null }` (an empty Blob for `blob`).
 */
export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('get', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('post', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('put', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('patch', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) =>
    request<T>('delete', path, undefined, options),
  /** Downloads (files, CSV formats): the body as a Blob, errors through the same catalogue. */
  blob: (path: string, options?: RequestOptions) =>
    request<Blob>('get', path, undefined, options, 'blob'),
};

/**
 * Turns a failure into the one toast the user should see: nothing when the client already
 * toasted (5xx) or redirected (401/404), the server's message for 422/429, else `fallback`.
 */
export function toastFailure(failure: HttpFailure, fallback: string): void {
  if (failure.kind === 'http') {
    if (failure.handled !== undefined) return;
    if (failure.status === 422 || failure.status === 429) {
      toast.error(failure.message);
      return;
    }
  }
  toast.error(fallback);
}
