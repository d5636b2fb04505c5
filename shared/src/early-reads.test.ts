import { EARLY_READ_FRESH_MS, adoptAnswers, startEarlyReads, takeEarlyRead } from './early-reads';

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

describe('the answers a first sight came with', () => {
  it('are taken over by the reads of the same URL, once', async () => {
    adoptAnswers(
      JSON.stringify({
        '/25/employment-agency/api/jobs/1': { status: 200, body: '{"data":{"id":1}}' },
        'http://elsewhere/x': { status: 200, body: '{}' },
        '/25/employment-agency/api/jobs/2': { status: '200', body: '{}' },
      }),
      'http://portal.test',
    );
    const response = await takeEarlyRead('http://portal.test/25/employment-agency/api/jobs/1');
    expect(await response?.json()).toEqual({ data: { id: 1 } });
    expect(takeEarlyRead('http://portal.test/25/employment-agency/api/jobs/1')).toBeUndefined();
    // Not a path of this site, or not an answer: asked for as usual.
    expect(takeEarlyRead('http://portal.testhttp://elsewhere/x')).toBeUndefined();
    expect(takeEarlyRead('http://portal.test/25/employment-agency/api/jobs/2')).toBeUndefined();
    // Nothing asked over the network for them.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leave nothing behind when missing or malformed', () => {
    for (const json of [undefined, null, '', 'not json', '[1]', 'null']) {
      expect(() => adoptAnswers(json, 'http://portal.test')).not.toThrow();
    }
  });
});
