import { EARLY_READ_FRESH_MS, startEarlyReads, takeEarlyRead } from './early-reads';

const fetchMock = jest.fn((..._args: unknown[]) => Promise.resolve(new Response('{}')));

beforeEach(() => {
  fetchMock.mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('early reads', () => {
  it('asks once per URL, with the session cookie and no header of its own', () => {
    startEarlyReads(['http://localhost/a', 'http://localhost/a', 'http://localhost/b']);
    expect(fetchMock.mock.calls).toEqual([
      ['http://localhost/a', { credentials: 'include' }],
      ['http://localhost/b', { credentials: 'include' }],
    ]);
    expect(takeEarlyRead('http://localhost/a')).toBeDefined();
    expect(takeEarlyRead('http://localhost/a')).toBeUndefined();
    expect(takeEarlyRead('http://localhost/b')).toBeDefined();
  });

  it('never adopts a stale answer', () => {
    startEarlyReads(['http://localhost/c'], 1000);
    expect(takeEarlyRead('http://localhost/c', 1000 + EARLY_READ_FRESH_MS + 1)).toBeUndefined();
  });

  it('keeps a failed read from being an unhandled rejection', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    startEarlyReads(['http://localhost/d']);
    await expect(takeEarlyRead('http://localhost/d')).rejects.toThrow('offline');
  });
});
