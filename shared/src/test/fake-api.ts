// Test double for the server behind the real shared http client: `fetch` is replaced, the CSRF
// cookie endpoint answers 204, api calls are answered from a route table and recorded with their
// JSON bodies (read when sent, as ky cancels bodies once it is done).
import { resetLoadingStore } from '../feedback';
import { configureHttp, resetHttpConfig } from '../http';

export interface Reply {
  status: number;
  body?: unknown;
}

export interface SentRequest {
  method: string;
  /** '/sanctum/csrf-cookie' or the path below the api base, e.g. '/settings/account'. */
  path: string;
  headers: Headers;
  body: unknown;
}

/** Keys are 'METHOD /path' relative to the api base, e.g. 'PUT /settings/permit-matchings/3'. */
export type Routes = Record<string, Reply | ((request: SentRequest) => Reply | Promise<Reply>)>;

const API_BASE = /^\/(?:2[3-8]|mid)\/employment-agency\/api/;

export const ok = (data: unknown = null): Reply => ({ status: 200, body: { data } });
export const invalid = (field: string, message: string): Reply => ({
  status: 422,
  body: { message, errors: { [field]: [message] } },
});

/** What fetch does when the network is down: it rejects with a TypeError. */
export const networkDown = (): Promise<never> => Promise.reject(new TypeError('Failed to fetch'));

/** JSON bodies as objects; multipart and other bodies as their text. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function installFakeApi(initial: Routes = {}) {
  const routes: Routes = { ...initial };
  const requests: SentRequest[] = [];

  const fetchMock = jest.fn(async (input: Request) => {
    const url = new URL(input.url);
    const text = input.method === 'GET' ? '' : await input.clone().text();
    const request: SentRequest = {
      method: input.method,
      path: url.pathname.replace(API_BASE, ''),
      headers: input.headers,
      body: text === '' ? undefined : parseBody(text),
    };
    requests.push(request);
    if (request.path === '/sanctum/csrf-cookie') return new Response(null, { status: 204 });
    const route = routes[`${request.method} ${request.path}`];
    // An unplanned call fails loudly: the test sees a 501 instead of a silent empty answer.
    const reply =
      route === undefined
        ? { status: 501 }
        : typeof route === 'function'
          ? await route(request)
          : route;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  configureHttp({ navigate: jest.fn() });
  resetLoadingStore();

  return {
    fetch: fetchMock,
    /** Every request in order, the CSRF cookie calls included. */
    requests,
    /** The api calls (no CSRF cookie calls) as 'METHOD /path'. */
    calls: () =>
      requests
        .filter((request) => request.path !== '/sanctum/csrf-cookie')
        .map((request) => `${request.method} ${request.path}`),
    /** The body of the last `METHOD /path` request. */
    lastBody: (key: string) =>
      requests.filter((request) => `${request.method} ${request.path}` === key).at(-1)?.body,
    /** Changes how a route answers from now on (e.g. the list after a link). */
    set: (key: string, reply: Routes[string]) => {
      routes[key] = reply;
    },
  };
}

export function uninstallFakeApi(): void {
  resetHttpConfig();
  resetLoadingStore();
}
