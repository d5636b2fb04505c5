// The contract owns the query cache: one query-options function per GET of the contract, so no
// feature writes a query key, a fetcher or an invalidation.
//   useQuery(callQuery('/jobs/{id}', { params: { id } }, { failure: messages.loadFailed }))
// The key is the call's key with its params and query ('GET /jobs/{id}', { id: 5 }, null); the
// answer carries the call's tags (shared/src/contract/cache.ts READS) in its meta, and a write
// through `api` refreshes the answers whose tags it changes (CHANGES, shared/src/api.ts). A read
// that fails is told to the user once, by the cache (`failure`: the feature's message; the
// catalogue's toast when the client already showed one), never by a component's effect.
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, type CallAt, type CallOptions, type GetPath } from '@portal/shared/api';
import { READS, fillTags } from '@portal/shared/contract/cache';
import type { DataOf } from './contract/define';
import type { Result } from './http-errors';
import { queryClient, rereadRunning, unwrapResult } from '@portal/shared/query-client';

/** What the cache keeps beside a read: its tags, and the message of its failure. */
export interface CallMeta extends Record<string, unknown> {
  tags: string[];
  /** Toasted once when the read fails (the catalogue's own toast when the client showed one). */
  failure?: string;
}

// The cache gives the signal. (Not Omit<…, 'signal'>: an Omit of the call's options makes the
// compiler build a union too complex to represent while it infers the path.)
type Options<C> = CallOptions<C> & { signal?: never };
type Extra = { failure?: string };
type Args<C> = C extends { params: object }
  ? [options: Options<C>, extra?: Extra]
  : [options?: Options<C>, extra?: Extra];
type ReadArgs<P extends GetPath> = Args<CallAt<'GET', P>>;

/** `api.get` without its per-path types (the callers below type the answer from the path). */
const getAny = api.get as unknown as (path: string, options: object) => Promise<Result<unknown>>;

interface Parts {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
}

type Untyped = [options?: Parts, extra?: Extra];

/** The cache key of a read: the call's key, its params and its query (null when absent). */
export function callKey(path: string, options: Parts = {}) {
  return [`GET ${path}`, options.params ?? null, options.query ?? null] as const;
}

function metaOf(path: string, options: Parts, failure: string | undefined): CallMeta {
  const tags = fillTags(
    READS[`GET ${path}` as keyof typeof READS] ?? [],
    options.params,
    options.query,
  );
  return failure === undefined ? { tags } : { tags, failure };
}

/** The query options of one GET of the contract (spread them to add enabled, select, …). */
export function callQuery<P extends GetPath>(path: P, ...args: NoInfer<ReadArgs<P>>) {
  const [parts = {}, extra] = args as unknown as Untyped;
  return queryOptions({
    queryKey: callKey(path, parts),
    queryFn: ({ signal }) =>
      unwrapResult(getAny(path, { ...parts, signal })) as Promise<DataOf<CallAt<'GET', P>>>,
    meta: metaOf(path, parts, extra?.failure),
  });
}

/** The type of a paged answer's `nextCursor` (a number, or a string for the audit pages). */
type CursorOf<P extends GetPath> =
  DataOf<CallAt<'GET', P>> extends { nextCursor: infer C } ? C : number | null;

/**
 * A GET read page by page: `cursor` (a query field of the call) is the page parameter, the
 * answer's `nextCursor` the next one.
 */
export function callPagesQuery<P extends GetPath>(path: P, ...args: NoInfer<ReadArgs<P>>) {
  const [parts = {}, extra] = args as unknown as Untyped;
  type Page = DataOf<CallAt<'GET', P>> & { nextCursor: CursorOf<P> };
  return infiniteQueryOptions({
    queryKey: [...callKey(path, parts), 'pages'] as const,
    queryFn: ({ pageParam, signal }) =>
      unwrapResult(
        getAny(path, {
          ...parts,
          query: { ...parts.query, cursor: pageParam ?? undefined },
          signal,
        }),
      ) as Promise<Page>,
    initialPageParam: null as CursorOf<P> | null,
    getNextPageParam: (last: Page) => last.nextCursor,
    meta: metaOf(path, parts, extra?.failure),
  });
}

/**
 * Writes into every answer of a GET already held (any params and query) what a pushed message
 * says changed, instead of reading them again: e.g. the unread counts a read thread changed.
 */
export function patchAnswers<P extends GetPath>(
  path: P,
  update: (answer: DataOf<CallAt<'GET', P>>) => DataOf<CallAt<'GET', P>>,
  client: QueryClient = queryClient,
): void {
  client.setQueriesData<DataOf<CallAt<'GET', P>>>({ queryKey: [`GET ${path}`] }, (answer) =>
    answer === undefined ? answer : update(answer),
  );
  // A read of them already running may answer what was true before the push: read once more.
  void rereadRunning([`GET ${path}`], client);
}

/**
 * Takes an answer the live stream pushed whole (the sidebar badges). A read of it already running
 * set out before the push and may answer older data after it: it is dropped, not waited for, and
 * nothing is read again.
 */
export function takePushedAnswer<P extends GetPath>(
  path: P,
  answer: DataOf<CallAt<'GET', P>>,
  client: QueryClient = queryClient,
): Promise<void> {
  const key = callKey(path);
  const take = () => void client.setQueryData(key, answer);
  if (client.isFetching({ queryKey: key }) === 0) return Promise.resolve(take());
  return client.cancelQueries({ queryKey: key }, { silent: true }).then(take);
}
