// Test double of the api for the jobs remote: replaces fetch; answers 'METHOD /path' routes and
// records each request with its JSON body or its multipart FormData (the referral payload).
import { configureHttp, resetHttpConfig } from '@portal/shared/http';
import { resetLoadingStore } from '@portal/shared/feedback';

export interface Recorded {
  method: string;
  path: string;
  search: string;
  form?: FormData;
  json?: unknown;
}

export type Reply = { status: number; body?: unknown };
export type Handler = Reply | ((request: Recorded) => Reply);

const API_BASE = /^\/(?:2[3-8]|mid)\/employment-agency\/api/;
export const ok = (data: unknown = null, status = 200): Reply => ({ status, body: { data } });

export function installFakeServer(routes: Record<string, Handler>) {
  const requests: Recorded[] = [];
  globalThis.fetch = jest.fn(async (input: Request) => {
    const url = new URL(input.url);
    const path = url.pathname.replace(API_BASE, '');
    if (path === '/sanctum/csrf-cookie') return new Response(null, { status: 204 });
    const type = input.headers.get('content-type') ?? '';
    const recorded: Recorded = { method: input.method, path, search: url.search };
    if (type.includes('multipart/form-data')) recorded.form = await input.formData();
    else if (input.method !== 'GET') {
      const text = await input.text();
      recorded.json = text ? JSON.parse(text) : undefined;
    }
    requests.push(recorded);
    const handler = routes[`${input.method} ${path}`];
    const reply =
      handler === undefined
        ? { status: 501 }
        : typeof handler === 'function'
          ? handler(recorded)
          : handler;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  configureHttp({ navigate: jest.fn() });
  resetLoadingStore();
  return {
    requests,
    last: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key).at(-1),
    set: (key: string, handler: Handler) => {
      routes[key] = handler;
    },
  };
}

export function uninstallFakeServer(): void {
  resetHttpConfig();
  resetLoadingStore();
}
