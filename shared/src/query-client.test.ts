import { QueryObserver } from '@tanstack/react-query';
import {
  QueryFailure,
  createPortalQueryClient,
  refreshTags,
  rereadRunning,
  unwrapResult,
} from './query-client';

describe('query client', () => {
  it('unwraps a successful result to its data', async () => {
    await expect(
      unwrapResult(Promise.resolve({ ok: true as const, data: [1, 2] })),
    ).resolves.toEqual([1, 2]);
  });

  it('throws a QueryFailure carrying the typed failure', async () => {
    const failure = { kind: 'http' as const, status: 422, message: '入力内容を確認してください' };
    const error = await unwrapResult(Promise.resolve({ ok: false as const, error: failure })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(QueryFailure);
    expect((error as QueryFailure).failure).toBe(failure);
  });

  it('retries a network failure once but never an http failure', () => {
    const retry = createPortalQueryClient().getDefaultOptions().queries?.retry as (
      count: number,
      error: unknown,
    ) => boolean;
    const network = new QueryFailure({ kind: 'network', name: 'AxiosError', message: 'x' });
    const http = new QueryFailure({ kind: 'http', status: 500, message: 'x' });
    expect(retry(0, network)).toBe(true);
    expect(retry(1, network)).toBe(false);
    expect(retry(0, http)).toBe(false);
  });
});

describe('refreshTags', () => {
  /** An answer on screen tagged 'job:1' whose reads the test answers one by one. */
  function watched() {
    const client = createPortalQueryClient();
    const reads: { answer: (value: string) => void; signal: AbortSignal }[] = [];
    const observer = new QueryObserver(client, {
      queryKey: ['job', 1],
      meta: { tags: ['job:1'] },
      queryFn: ({ signal }) =>
        new Promise<string>((resolve) => reads.push({ answer: resolve, signal })),
    });
    const stop = observer.subscribe(() => undefined);
    const data = () => client.getQueryData<string>(['job', 1]);
    return { client, reads, data, stop };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('lets a running read finish, then reads once more for all the changes meanwhile', async () => {
    const { client, reads, data, stop } = watched();
    await settle();
    expect(reads).toHaveLength(1);
    // Three changes while the first read runs (a bulk import's progress pushes).
    const refreshed = Promise.all([1, 2, 3].map(() => refreshTags(['job:1'], { client })));
    await settle();
    expect(reads).toHaveLength(1);
    reads[0]!.answer('before');
    await settle();
    expect(data()).toBe('before');
    expect(reads).toHaveLength(2);
    reads[1]!.answer('after');
    await refreshed;
    expect(data()).toBe('after');
    expect(reads).toHaveLength(2);
    expect(reads.some((read) => read.signal.aborted)).toBe(false);
    stop();
  });

  it('reads at once when nothing is running, and joins a running read when asked to', async () => {
    const { client, reads, data, stop } = watched();
    await settle();
    reads[0]!.answer('first');
    await settle();
    const refreshed = refreshTags(['job:1', 'other'], { client });
    await settle();
    expect(reads).toHaveLength(2);
    const joined = refreshTags(['job:1'], { client, joinRunning: true });
    reads[1]!.answer('second');
    await Promise.all([refreshed, joined]);
    expect(data()).toBe('second');
    expect(reads).toHaveLength(2);
    stop();
  });

  it('a push written while a read runs: the read is made once more, so the push is not undone', async () => {
    const { client, reads, data, stop } = watched();
    await settle();
    expect(reads).toHaveLength(1);
    // The live stream carries the new answer while the read (set out before the change) runs.
    client.setQueryData(['job', 1], 'pushed');
    const reread = rereadRunning(['job', 1], client);
    reads[0]!.answer('before the change');
    await settle();
    expect(reads).toHaveLength(2);
    reads[1]!.answer('pushed');
    await reread;
    expect(data()).toBe('pushed');
    expect(reads.some((read) => read.signal.aborted)).toBe(false);
    stop();
  });

  it('a push written with no read running reads nothing', async () => {
    const { client, reads, data, stop } = watched();
    await settle();
    reads[0]!.answer('first');
    await settle();
    client.setQueryData(['job', 1], 'pushed');
    await rereadRunning(['job', 1], client);
    await settle();
    expect(reads).toHaveLength(1);
    expect(data()).toBe('pushed');
    stop();
  });
});
