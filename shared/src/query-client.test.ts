import { QueryFailure, createPortalQueryClient, unwrapResult } from './query-client';

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
