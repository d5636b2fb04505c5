// The one query cache of the portal (a federation singleton, like the stores): server state of
// every list and detail (jobs, applicants, candidates, threads, events) with loading, error,
// refetch and "refresh X after Y" through query keys, instead of a hand-written hook per list,
// and the server state of the shell's frame (linked companies, sidebar badges, support contact).
import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { toast } from '@portal/shared/feedback';
import { onChanged, toastFailure } from '@portal/shared/http';
import type { HttpFailure, Result } from './http-errors';

/** The tags a read's answer carries (shared/src/call-query.ts puts them in its meta). */
const tagsOf = (meta: Record<string, unknown> | undefined): unknown =>
  meta && Array.isArray(meta.tags) ? meta.tags : [];

export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    // A failed read is told once, whatever the number of components reading it: the feature's
    // message from the read's meta (`failure`), after the catalogue's rule.
    queryCache: new QueryCache({
      onError: (error, query) => {
        const failure = query.meta?.failure;
        if (typeof failure === 'string') toastError(error, failure);
      },
    }),
    defaultOptions: {
      queries: {
        // The shared client already shows the catalogue's toasts and redirects: retrying a 4xx
        // would only repeat them. Network failures are retried once.
        retry: (failureCount, error) =>
          failureCount < 1 && (error as Partial<QueryFailure>).failure?.kind === 'network',
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createPortalQueryClient();

/**
 * Reads again every answer that carries one of the tags (a write of this browser, a change the
 * live stream pushed); answers no screen shows are marked stale and read when one does. A read
 * already running when the change came is let finish, then made once more (it may have started
 * before the change): cancelling it instead would starve it while changes keep coming faster than
 * it answers (a bulk import's progress, twice a second, on a busy server). Changes that come while
 * it runs share that one more read.
 */
export async function refreshTags(
  tags: readonly string[],
  options: RefreshOptions = {},
): Promise<void> {
  const wanted = new Set(tags);
  return refreshWhere(
    (query) => (tagsOf(query.meta) as string[]).some((tag) => wanted.has(tag)),
    options,
  );
}

interface RefreshOptions {
  client?: QueryClient;
  /** A read already on its way answers, instead of one more (the shell's page change). */
  joinRunning?: boolean;
}

/** refreshTags for the answers `matches` picks. */
async function refreshWhere(
  matches: (query: Query) => boolean,
  { client = queryClient, joinRunning = false }: RefreshOptions,
): Promise<void> {
  const running = joinRunning
    ? []
    : client
        .getQueryCache()
        .findAll({ predicate: (q) => matches(q) && q.state.fetchStatus === 'fetching' });
  await client.invalidateQueries({ predicate: matches }, { cancelRefetch: false });
  if (running.length === 0) return;
  await client.refetchQueries(
    { type: 'active', predicate: (query) => running.includes(query) },
    { cancelRefetch: false },
  );
}

/**
 * After answers were patched from a push (a thread read's unread counts, patchAnswers): a read of
 * them that set out before the push can come back after it with the older data. Each such read is
 * made once more when it ends, so the newest data is what stays; nothing running, nothing is read.
 * (An answer pushed whole drops the running read instead: takePushedAnswer in call-query.ts.)
 */
export function rereadRunning(
  queryKey: readonly unknown[],
  client: QueryClient = queryClient,
): Promise<void> {
  const running = client.getQueryCache().findAll({ queryKey, fetchStatus: 'fetching' });
  if (running.length === 0) return Promise.resolve();
  return refreshWhere((query) => running.includes(query), { client });
}

onChanged((tags) => refreshTags(tags));

/**
 * Reads again every answer a screen shows (the rest is marked stale) but those carrying one of
 * `kept` (the live stream reconnected: anything may have changed meanwhile, except what its
 * message itself carries).
 */
export function refreshAllBut(kept: readonly string[], client: QueryClient = queryClient) {
  const skip = new Set(kept);
  return client.invalidateQueries({
    predicate: (query) => !(tagsOf(query.meta) as string[]).some((tag) => skip.has(tag)),
  });
}

/**
 * A session began or ended (login, sign-up, logout): nothing the previous one loaded — its linked
 * companies, badges, lists — may show to the next user of the browser; every screen loads afresh.
 */
export function forgetSessionData(): void {
  queryClient.clear();
}

/** The error a query or mutation fails with: the shared client's typed failure inside. */
export class QueryFailure extends Error {
  constructor(readonly failure: HttpFailure) {
    super(failure.message);
    this.name = 'QueryFailure';
  }
}

/** The shared client's failure inside a query or mutation error (null for a code exception). */
export function failureOf(error: unknown): HttpFailure | null {
  return error instanceof QueryFailure ? error.failure : null;
}

/** For queryFn / mutationFn: the data of a successful result, else throws a QueryFailure. */
export async function unwrapResult<T>(result: Promise<Result<T>>): Promise<T> {
  const settled = await result;
  if (settled.ok) return settled.data;
  throw new QueryFailure(settled.error);
}

/**
 * The one toast for a failed query or mutation: the catalogue's rule for the shared client's
 * failure (nothing more when it already toasted or redirected, else `fallback`), and
 * `unexpected` for an exception of the code itself (e.g. ファイルの追加中にエラーが発生しました).
 */
export function toastError(error: unknown, fallback: string, unexpected = fallback): void {
  if (error instanceof QueryFailure) toastFailure(error.failure, fallback);
  else toast.error(unexpected);
}
