// The typed client: every call by its contract path, `api.get('/applicants/{id}', { params })`,
// its params, query, body and answer typed from shared/src/contract. Only types come from the
// contract (zod stays out of the bundle); the request itself is the one http client's.
import type { ApiCalls } from './contract/calls';
import { ALWAYS_CHANGED, CHANGES, fillTags } from '@portal/shared/contract/cache';
import type { BodyOf, DataOf, HttpMethod, ParamsOf, QueryOf } from './contract/define';
import { announceChanged, request, type Result } from '@portal/shared/http';
import type { RequestOptions } from './http-request';
import { toFormData, type FormOf } from './multipart';

type Key = keyof ApiCalls & string;
type PathOf<M extends HttpMethod> = Key extends infer K
  ? K extends `${M} ${infer P}`
    ? P
    : never
  : never;
export type CallAt<M extends HttpMethod, P extends string> = ApiCalls[`${M} ${P}` & Key];
/** The path of every GET of the contract. */
export type GetPath = PathOf<'GET'>;

type ParamsPart<C> = C extends { params: object } ? { params: ParamsOf<C> } : { params?: never };
type QueryPart<C> = C extends { query: object } ? { query?: QueryOf<C> } : { query?: never };
type BodyPart<C> = C extends { multipart: object }
  ? { form: FormOf<C>; body?: never }
  : C extends { body: object }
    ? { body: BodyOf<C> }
    : { body?: never };

type Extras = Pick<RequestOptions, 'headers' | 'signal'> & {
  /** A write the user did not start (marking read): no loading overlay. */
  background?: boolean;
};
export type CallOptions<C> = ParamsPart<C> & QueryPart<C> & BodyPart<C> & Extras;

/** Options can be left out when the call has no params and no body. */
type Args<C> = C extends { params: object } | { body: object } | { multipart: object }
  ? [options: CallOptions<C>]
  : [options?: CallOptions<C>];

/** '/applicants/{id}' with { id: 5 } → 'applicants/5' (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined || value === null) throw new Error(`${path}: ${name} is missing`);
      return encodeURIComponent(String(value));
    })
    .replace(/^\/+/, '');
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof FormData) &&
  !Array.isArray(value);

/**
 * What a successful write changed, as the contract's cache tags (shared/src/contract/cache.ts):
 * every answer that carries one of them is read again before the write's promise settles, so the
 * screen the user returns to shows the change.
 */
export function changedTags(
  key: string,
  options: { params?: unknown; query?: unknown; body?: unknown },
): string[] {
  const tags = CHANGES[key as keyof typeof CHANGES];
  if (!tags) return [];
  return fillTags(
    [...tags, ...ALWAYS_CHANGED],
    options.params as Record<string, unknown> | undefined,
    options.query as Record<string, unknown> | undefined,
    isPlainObject(options.body) ? options.body : undefined,
  );
}

async function send<M extends HttpMethod>(
  method: M,
  path: string,
  options: Partial<Extras> & {
    params?: unknown;
    query?: unknown;
    body?: unknown;
    form?: Parameters<typeof toFormData>[0];
  } = {},
  as: 'json' | 'blob' = 'json',
) {
  const result = await request(
    method.toLowerCase() as Lowercase<M>,
    fillPath(path, options.params as Record<string, unknown>),
    options.form ? toFormData(options.form) : options.body,
    {
      searchParams: options.query as RequestOptions['searchParams'],
      headers: options.headers,
      signal: options.signal,
      background: options.background,
    },
    as,
  );
  if (result.ok && method !== 'GET')
    await announceChanged(changedTags(`${method} ${path}`, options));
  return result;
}

type Caller<M extends HttpMethod> = <P extends PathOf<M>>(
  path: P,
  ...args: Args<CallAt<M, P>>
) => Promise<Result<DataOf<CallAt<M, P>>>>;

const caller =
  <M extends HttpMethod>(method: M): Caller<M> =>
  (path, ...args) =>
    send(method, path, args[0] as never) as never;

/** Binary answers (files, CSV formats): the body as a Blob through the same error catalogue. */
type BinaryPath =
  PathOf<'GET'> extends infer P
    ? P extends PathOf<'GET'>
      ? CallAt<'GET', P> extends { answer: 'binary' }
        ? P
        : never
      : never
    : never;

export const api = {
  get: caller('GET'),
  post: caller('POST'),
  put: caller('PUT'),
  patch: caller('PATCH'),
  delete: caller('DELETE'),
  blob: <P extends BinaryPath>(path: P, ...args: Args<CallAt<'GET', P>>): Promise<Result<Blob>> =>
    send('GET', path, args[0] as never, 'blob') as Promise<Result<Blob>>,
};
