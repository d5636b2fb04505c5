// Building a request for the http client: query strings, the CSRF cookie, and the body rules
// (serviceType default on JSON POSTs; FormData, Blob and strings are sent as they are).

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type SearchParamValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export interface RequestOptions {
  /** Arrays become repeated keys; null and undefined are left out. */
  searchParams?: Record<string, SearchParamValue> | URLSearchParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A write the user did not start (marking a thread read): no loading overlay. */
  background?: boolean;
}

export const DEFAULT_SERVICE_TYPE = 'new_graduate';

export function toSearchParams(
  params: RequestOptions['searchParams'],
): URLSearchParams | undefined {
  if (params === undefined || params instanceof URLSearchParams) return params;
  const result = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    const values: readonly (string | number | boolean)[] = Array.isArray(value) ? value : [value];
    for (const item of values) result.append(key, String(item));
  }
  return result;
}

export function readCookie(name: string): string | undefined {
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(name.length + 1));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
  );
}

/** Spec: every POST body that is not form data gets serviceType new_graduate unless set. */
export function withServiceType(method: Method, body: unknown): unknown {
  if (method !== 'post') return body;
  if (body === undefined || body === null) return { serviceType: DEFAULT_SERVICE_TYPE };
  if (isPlainObject(body) && body.serviceType === undefined) {
    return { ...body, serviceType: DEFAULT_SERVICE_TYPE };
  }
  return body;
}

export function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob ||
    typeof body === 'string'
  );
}
