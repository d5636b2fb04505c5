import { draftsAllowed } from './drafts';
import { startEarlyReads } from './early-reads';
import { toast, useLoadingStore, resetLoadingStore } from './feedback';
import {
  announceChanged,
  CHANGE_WAIT_MS,
  configureHttp,
  http,
  onChanged,
  resetHttpConfig,
  toastFailure,
  type HttpFailure,
} from './http';

type Handler = (request: Request) => Response | Promise<Response>;

const fetchMock = jest.fn<Promise<Response>, [Request]>();
/** Bodies of the API writes, read when sent (ky cancels request bodies once it is done). */
let sentBodies: { contentType: string; text: string }[] = [];
const navigate = jest.fn<void, [string]>();
let toastError: jest.SpyInstance;

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function text(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/plain' } });
}

/** Answers the CSRF endpoint with 204 and everything else with `handler`. */
function serve(handler: Handler): void {
  fetchMock.mockImplementation(async (request) => {
    if (new URL(request.url).pathname === '/sanctum/csrf-cookie') {
      return new Response(null, { status: 204 });
    }
    if (request.method !== 'GET') {
      const contentType = request.headers.get('content-type') ?? '';
      sentBodies.push({ contentType, text: await request.clone().text() });
    }
    return handler(request);
  });
}

function calls(): { method: string; url: string; request: Request }[] {
  return fetchMock.mock.calls.map(([request]) => ({
    method: request.method,
    url: request.url,
    request,
  }));
}

function sentJson(index: number): unknown {
  return JSON.parse(sentBodies[index]?.text ?? 'null');
}

function at(pathname: string): void {
  window.history.pushState({}, '', pathname);
}

function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  fetchMock.mockReset();
  sentBodies = [];
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  navigate.mockReset();
  configureHttp({ navigate });
  toastError = jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
  resetLoadingStore();
  clearCookies();
  at('/25/employment-agency/infos');
});

afterEach(() => {
  resetHttpConfig();
  toastError.mockRestore();
});

describe('reads', () => {
  it('gets from the api base of the site in the URL and unwraps data', async () => {
    serve(() => json(200, { data: [{ id: 1, name: '株式会社サンプル' }] }));
    const result = await http.get('/job-companies', {
      searchParams: { permitMatchingStatus: 'MATCHED', keyword: undefined },
    });
    expect(result).toEqual({ ok: true, data: [{ id: 1, name: '株式会社サンプル' }] });
    expect(calls()).toHaveLength(1);
    expect(calls()[0]?.url).toBe(
      'http://localhost/25/employment-agency/api/job-companies?permitMatchingStatus=MATCHED',
    );
    expect(calls()[0]?.request.credentials).toBe('include');
  });

  it("adopts a deep link's early read of the same URL instead of asking again, once", async () => {
    const url = 'http://localhost/25/employment-agency/api/jobs/3/candidates?sortField=name';
    fetchMock.mockImplementationOnce((() =>
      Promise.resolve(json(200, { data: { early: true } }))) as never);
    startEarlyReads([url]);
    serve(() => json(200, { data: { early: false } }));
    const read = () => http.get('/jobs/3/candidates', { searchParams: { sortField: 'name' } });
    expect(await read()).toEqual({ ok: true, data: { early: true } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next read asks the api.
    expect(await read()).toEqual({ ok: true, data: { early: false } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks again when the early read failed, and never adopts one for another query', async () => {
    const url = 'http://localhost/25/employment-agency/api/jobs/4';
    fetchMock.mockImplementationOnce((() => Promise.reject(new TypeError('offline'))) as never);
    startEarlyReads([url]);
    serve(() => json(200, { data: 'fresh' }));
    expect(await http.get('/jobs/4')).toEqual({ ok: true, data: 'fresh' });
    fetchMock.mockImplementationOnce((() =>
      Promise.resolve(json(200, { data: 'early' }))) as never);
    startEarlyReads(['http://localhost/25/employment-agency/api/jobs/5?x=1']);
    expect(await http.get('/jobs/5')).toEqual({ ok: true, data: 'fresh' });
  });

  it('reads the site id at call time', async () => {
    serve(() => json(200, { data: null }));
    at('/mid/employment-agency/chat');
    await http.get('infos');
    expect(calls()[0]?.url).toBe('http://localhost/mid/employment-agency/api/infos');
  });

  it('sends arrays as repeated keys', async () => {
    serve(() => json(200, { data: [] }));
    await http.get('/event-infos', { searchParams: { jobCompanyIds: [3, 5] } });
    expect(new URL(calls()[0]!.url).searchParams.getAll('jobCompanyIds')).toEqual(['3', '5']);
  });

  it('answers a 204 or an empty body with null data', async () => {
    serve(() => new Response(null, { status: 204 }));
    expect(await http.get('/sidebar/badges')).toEqual({ ok: true, data: null });
    serve(() => new Response('', { status: 200 }));
    expect(await http.get('/sidebar/badges')).toEqual({ ok: true, data: null });
  });

  it('downloads a blob', async () => {
    serve(() => new Response('a,b\n1,2', { status: 200, headers: { 'content-type': 'text/csv' } }));
    const result = await http.blob('/jobs/1/bulk-entry-form-fields');
    if (!result.ok) throw new Error('expected success');
    expect(await result.data.text()).toBe('a,b\n1,2');
  });

  it('fails with the site-id message when the URL has no valid id', async () => {
    at('/22/employment-agency/infos');
    const result = await http.get('/infos');
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'unknown',
        name: 'UnknownError',
        message: 'URL から有効な ID を取得できませんでした。',
      },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('writes', () => {
  it('fetches the CSRF cookie before every write and sends the decoded token', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D%3D; path=/';
    serve(() => json(200, { data: { ok: 1 } }));
    for (const write of [
      () => http.post('/logout'),
      () => http.put('/settings/notifications', { chat: true }),
      () => http.patch('/introduction-chat-threads/9'),
      () => http.delete('/candidates/1/esfiles/2'),
    ]) {
      fetchMock.mockClear();
      await write();
      const [csrf, call] = calls();
      expect(calls()).toHaveLength(2);
      expect(csrf?.url).toBe('http://localhost/sanctum/csrf-cookie?id=25');
      expect(csrf?.method).toBe('GET');
      expect(call?.request.headers.get('X-XSRF-TOKEN')).toBe('abc==');
      expect(call?.request.headers.get('XSRF-TOKEN')).toBe('abc==');
    }
  });

  it('uses the mid CSRF cookie and id on mid', async () => {
    document.cookie = 'XSRF-TOKEN=wrong; path=/';
    document.cookie = 'XSRF-TOKEN-MID=mid%2Btoken; path=/';
    at('/mid/employment-agency/settings');
    serve(() => json(200, { data: null }));
    await http.patch('/settings/password', {});
    expect(calls()[0]?.url).toBe('http://localhost/sanctum/csrf-cookie?id=mid');
    expect(calls()[1]?.request.headers.get('X-XSRF-TOKEN')).toBe('mid+token');
    expect(calls()[1]?.request.headers.get('XSRF-TOKEN-MID')).toBe('mid+token');
    expect(calls()[1]?.request.headers.has('XSRF-TOKEN')).toBe(false);
  });

  it('adds serviceType new_graduate to JSON POST bodies', async () => {
    serve(() => json(200, { data: null }));
    await http.post('/login', { email: 'demo', password: 'x', remember_me: false });
    expect(sentJson(0)).toEqual({
      email: 'demo',
      password: 'x',
      remember_me: false,
      serviceType: 'new_graduate',
    });
  });

  it('adds serviceType to a POST without a body', async () => {
    serve(() => json(200, { data: null }));
    await http.post('/logout');
    expect(sentJson(0)).toEqual({ serviceType: 'new_graduate' });
  });

  it('keeps a serviceType the caller set', async () => {
    serve(() => json(200, { data: null }));
    await http.post('/applicants', { seiKanji: '山田', serviceType: 'mid_career' });
    expect(sentJson(0)).toEqual({ seiKanji: '山田', serviceType: 'mid_career' });
  });

  it('does not add serviceType to PUT or PATCH bodies', async () => {
    serve(() => json(200, { data: null }));
    await http.put('/applicants/1', { seiKanji: '山田' });
    await http.patch('/settings/account', { address: '東京都' });
    expect(sentJson(0)).toEqual({ seiKanji: '山田' });
    expect(sentJson(1)).toEqual({ address: '東京都' });
  });

  it('sends FormData untouched, without serviceType', async () => {
    serve(() => json(200, { data: { threadId: 4 } }));
    const form = new FormData();
    form.append('threadTitle', '面接日程について');
    const result = await http.post('/introduction-chat-thread-groups', form);
    expect(result).toEqual({ ok: true, data: { threadId: 4 } });
    const { contentType, text: raw } = sentBodies[0]!;
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const sent = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
    expect(sent.get('threadTitle')).toBe('面接日程について');
    expect(sent.has('serviceType')).toBe(false);
  });

  it('shows the loading overlay during a write for at least 300 ms', async () => {
    serve(() => json(200, { data: null }));
    const startedAt = Date.now();
    const pending = http.post('/logout');
    expect(useLoadingStore.getState().visible).toBe(true);
    await pending;
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(295);
    expect(useLoadingStore.getState().visible).toBe(false);
  });

  it('does not show the loading overlay for reads', async () => {
    serve(() => json(200, { data: null }));
    const pending = http.get('/infos');
    expect(useLoadingStore.getState().visible).toBe(false);
    await pending;
  });

  it('refreshes the CSRF cookie and retries exactly once on 419', async () => {
    let posts = 0;
    serve(() =>
      ++posts === 1 ? json(419, { message: 'CSRF token mismatch.' }) : json(200, { data: 'ok' }),
    );
    expect(await http.post('/logout')).toEqual({ ok: true, data: 'ok' });
    expect(calls().map((call) => new URL(call.url).pathname)).toEqual([
      '/sanctum/csrf-cookie',
      '/25/employment-agency/api/logout',
      '/sanctum/csrf-cookie',
      '/25/employment-agency/api/logout',
    ]);
  });

  it('does not send the write when the CSRF cookie cannot be fetched', async () => {
    fetchMock.mockResolvedValue(json(500, { message: 'セッションを開始できません' }));
    const result = await http.post('/logout');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(!result.ok && result.error).toEqual(expect.objectContaining({ status: 500 }));
    expect(toastError).toHaveBeenCalledWith('セッションを開始できません');
  });

  it('gives up after the one retry when 419 persists', async () => {
    serve(() => json(419, { message: 'CSRF token mismatch.' }));
    const result = await http.post('/logout');
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind === 'http' && result.error.status).toBe(419);
  });
});

describe('error catalogue', () => {
  it('sends a 401 to the login page of the current service line, which returns to this page', async () => {
    at('/mid/employment-agency/chat?keyword=営業');
    serve(() => json(401, { message: 'Unauthenticated.' }));
    const result = await http.get('/introduction-chat-thread-groups');
    expect(navigate).toHaveBeenCalledWith(
      `/mid/employment-agency/login?returnTo=${encodeURIComponent('/mid/employment-agency/chat?keyword=%E5%96%B6%E6%A5%AD')}`,
    );
    expect(!result.ok && result.error).toEqual(
      expect.objectContaining({ status: 401, handled: 'redirect' }),
    );
  });

  it('ends the drafts of the session at a 401, but not at a failed login', async () => {
    localStorage.setItem('portal:draft:referral:25:3:7:register', '{}');
    serve(() => json(401, { message: 'メールアドレスまたはパスワードが違います。' }));
    await http.post('/login', { email: 'demo', password: 'bad' });
    expect(localStorage.getItem('portal:draft:referral:25:3:7:register')).toBe('{}');
    serve(() => json(401, { message: 'Unauthenticated.' }));
    await http.get('/sidebar/badges');
    expect(localStorage.getItem('portal:draft:referral:25:3:7:register')).toBeNull();
    expect(draftsAllowed()).toBe(false);
    localStorage.clear();
  });

  it('does not redirect a 401 on an auth page or from the login call itself', async () => {
    serve(() => json(401, { message: 'メールアドレスまたはパスワードが違います。' }));
    at('/25/employment-agency/welcome');
    await http.get('/sidebar/badges');
    at('/25/employment-agency/infos');
    const login = await http.post('/login', { email: 'demo', password: 'bad' });
    expect(navigate).not.toHaveBeenCalled();
    expect(!login.ok && login.error.message).toBe('メールアドレスまたはパスワードが違います。');
  });

  it.each([
    ['/25/employment-agency', '/25/employment-agency/jobs/search'],
    ['/25/employment-agency/jobs/info/12', '/25/employment-agency/jobs/search'],
    ['/25/employment-agency/applicants/3/jobs/4/5', '/25/employment-agency/applicants'],
    ['/mid/employment-agency/chat/conversation/7', '/mid/employment-agency/chat'],
  ])('redirects a 404 on %s to %s', async (from, to) => {
    at(from);
    serve(() => json(404, { message: 'Not Found' }));
    await http.get('/anything');
    expect(navigate).toHaveBeenCalledWith(to);
  });

  it('does not navigate on a 404 when already at the target', async () => {
    at('/25/employment-agency/infos');
    serve(() => json(404, { message: 'Not Found' }));
    const result = await http.get('/infos/99');
    expect(navigate).not.toHaveBeenCalled();
    expect(!result.ok && result.error).toEqual(expect.objectContaining({ status: 404 }));
    expect(!result.ok && result.error.kind === 'http' && result.error.handled).toBeUndefined();
  });

  it.each([422, 429])('returns the first message of the first field on %i', async (status) => {
    serve(() =>
      json(status, {
        message: 'The given data was invalid.',
        errors: {
          email: ['メールアドレスは必須です。', '別の行'],
          password: ['パスワードは必須です。'],
        },
      }),
    );
    const result = await http.post('/login', {});
    expect(!result.ok && result.error).toEqual(
      expect.objectContaining({ kind: 'http', status, message: 'メールアドレスは必須です。' }),
    );
    expect(toastError).not.toHaveBeenCalled();
  });

  it('falls back to the message, then to the default, on 422', async () => {
    serve(() => json(422, { message: '企業コードが正しくありません' }));
    const withMessage = await http.post('/company-code-auth', {});
    expect(!withMessage.ok && withMessage.error.message).toBe('企業コードが正しくありません');
    serve(() => json(422, {}));
    const bare = await http.post('/company-code-auth', {});
    expect(!bare.ok && bare.error.message).toBe('バリデーションエラーが発生しました');
  });

  it('extracts JSON embedded in a string body', async () => {
    serve(() =>
      text(422, 'Validation failed {"message":"x","errors":{"code":["コードが違います"]}}'),
    );
    const raw = await http.post('/company-code-auth', {});
    expect(!raw.ok && raw.error.message).toBe('コードが違います');
    serve(() => json(429, 'Too many attempts {"message":"しばらくしてからお試しください"}'));
    const encoded = await http.post('/login', {});
    expect(!encoded.ok && encoded.error.message).toBe('しばらくしてからお試しください');
  });

  it('toasts the server message on 500', async () => {
    serve(() => json(500, { message: 'データベースに接続できません' }));
    const result = await http.get('/infos');
    expect(toastError).toHaveBeenCalledWith('データベースに接続できません');
    expect(!result.ok && result.error).toEqual(
      expect.objectContaining({ status: 500, handled: 'toast' }),
    );
  });

  it('toasts the default system message on a 5xx without a message', async () => {
    serve(() => text(502, '<html>Bad Gateway</html>'));
    await http.get('/infos');
    expect(toastError).toHaveBeenCalledWith('システムエラーが発生しました。');
  });

  it("toasts the server message of a 503, else the catalogue's message to try again later", async () => {
    serve(() =>
      json(503, { message: 'ただいま混み合っています。しばらくしてから再度お試しください。' }),
    );
    await http.get('/infos');
    serve(() => text(503, '<html>Service Unavailable</html>'));
    await http.get('/infos');
    expect(toastError.mock.calls).toEqual([
      ['ただいま混み合っています。しばらくしてから再度お試しください。'],
      ['ただいま混み合っています。しばらくしてから再度お試しください。'],
    ]);
  });

  it('wraps a network failure as AxiosError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await http.get('/infos');
    expect(!result.ok && result.error).toEqual(
      expect.objectContaining({ kind: 'network', name: 'AxiosError' }),
    );
  });
});

describe('preview mode', () => {
  it('answers every call with an empty success and never contacts the server', async () => {
    at('/25/employment-agency/preview/job');
    expect(await http.get('/sidebar/badges')).toEqual({ ok: true, data: null });
    expect(await http.post('/logout')).toEqual({ ok: true, data: null });
    expect(await http.delete('/x')).toEqual({ ok: true, data: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('toastFailure', () => {
  const http422: HttpFailure = { kind: 'http', status: 422, message: '件名は必須です' };

  it('toasts the server message of a validation failure', () => {
    toastFailure(http422, 'メッセージの送信に失敗しました');
    expect(toastError).toHaveBeenCalledWith('件名は必須です');
  });

  it('toasts the fallback for other failures', () => {
    toastFailure({ kind: 'network', name: 'AxiosError', message: 'x' }, 'ログアウトに失敗しました');
    toastFailure({ kind: 'http', status: 403, message: 'Forbidden' }, '更新に失敗しました');
    expect(toastError.mock.calls).toEqual([['ログアウトに失敗しました'], ['更新に失敗しました']]);
  });

  it('stays silent when the client already toasted or redirected', () => {
    toastFailure({ kind: 'http', status: 500, message: 'x', handled: 'toast' }, '失敗しました');
    toastFailure({ kind: 'http', status: 401, message: 'x', handled: 'redirect' }, '失敗しました');
    expect(toastError).not.toHaveBeenCalled();
  });
});

describe('announceChanged', () => {
  afterEach(() => jest.useRealTimers());

  it('settles once the listeners have refreshed what changed', async () => {
    const heard: string[][] = [];
    const stop = onChanged(async (tags) => void heard.push(tags));
    await announceChanged(['job:1']);
    stop();
    expect(heard).toEqual([['job:1']]);
  });

  it('settles after CHANGE_WAIT_MS when a refresh never ends (a page that keeps changing)', async () => {
    jest.useFakeTimers();
    const stop = onChanged(() => new Promise(() => undefined));
    let settled = false;
    const announced = announceChanged(['job:1']).then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(CHANGE_WAIT_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await announced;
    stop();
    expect(settled).toBe(true);
  });
});
