// The fake api of component and unit tests: MSW answers the real shared client by contract key
// ('GET /applicants/{id}'), each answer typed by the contract and checked against its schema —
// a fake that answers a shape the api never gives fails the test instead of passing it. Requests
// are recorded (JSON bodies parsed, multipart bodies as FormData). A call the test did not plan
// answers 501, and a path no contract entry declares fails the test.
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from '../zod';
import { apiCalls, type ApiCalls } from '../contract/calls';
import type { CallDeclaration, DataOf } from '../contract/define';
import { resetLoadingStore } from '../feedback';
import { configureHttp, resetHttpConfig } from '../http';

export type CallKey = keyof ApiCalls & string;

export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

export interface Reply<T = unknown> {
  status: number;
  /** `{ data }` for a success, Laravel's `{ message, errors }` for a failure. */
  body?: { data: T } | ErrorBody;
  /** A file answer (binary calls). */
  blob?: Blob;
}

export interface FakeRequest {
  method: string;
  /** Below the api base, e.g. '/applicants/3'. */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Headers;
  /** A JSON body as an object; a multipart body as FormData. */
  body: unknown;
}

type Answer<K extends CallKey> = Reply<DataOf<ApiCalls[K]>>;
export type Handler<K extends CallKey> =
  Answer<K> | ((request: FakeRequest) => Answer<K> | Promise<Answer<K>>);
export type Handlers = { [K in CallKey]?: Handler<K> };

/** A success: `{ data }`; where it is used, the contract types the data. */
export const ok = <T>(data: T, status = 200): Reply<T> => ({ status, body: { data } });
export const noContent = (): Reply<never> => ({ status: 204 });
export const invalid = (field: string, message: string): Reply<never> => ({
  status: 422,
  body: { message, errors: { [field]: [message] } },
});
export const failure = (status: number, message = 'エラー'): Reply<never> => ({
  status,
  body: { message },
});
export const file = (blob: Blob): Reply<never> => ({ status: 200, blob });
/** The api cannot be reached: fetch rejects, as when the network is down. */
export const networkError = (): Reply<never> => ({ status: 0 });

const API_BASE = /^\/(?:2[3-8]|mid)\/employment-agency\/api/;

interface Pattern {
  key: CallKey;
  declaration: CallDeclaration;
  regex: RegExp;
  names: string[];
}

const PATTERNS: Pattern[] = Object.entries(apiCalls).map(([key, declaration]) => {
  const names = [...declaration.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const source = declaration.path
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{\w+\}/g, '([^/]+)');
  return { key: key as CallKey, declaration, regex: new RegExp(`^${source}$`), names };
});

function match(method: string, path: string) {
  for (const pattern of PATTERNS) {
    if (pattern.declaration.method !== method) continue;
    const found = pattern.regex.exec(path);
    if (found) {
      const params = Object.fromEntries(
        pattern.names.map((name, i) => [name, decodeURIComponent(found[i + 1])]),
      );
      return { pattern, params };
    }
  }
  return null;
}

/** Throws when a success answer does not match the call's response schema. */
export function checkAnswer(key: CallKey, reply: Reply): void {
  const declaration: CallDeclaration = apiCalls[key];
  if (reply.status < 200 || reply.status >= 300 || !declaration.response) return;
  const result = z.object({ data: declaration.response }).safeParse(reply.body);
  if (!result.success) {
    throw new Error(
      `The fake answers ${key} with a shape the api never gives:\n${z.prettifyError(result.error)}`,
    );
  }
}

const server = setupServer();
let listening = false;
let problems: Error[] = [];

// A fake that answered outside the contract fails the test it ran in, even when the screen
// swallowed the failed request.
afterEach(() => {
  const [first] = takeMismatches();
  if (first) throw first;
});

/** The answers given outside the contract since the last call (the fake's own test reads them). */
export function takeMismatches(): Error[] {
  const found = problems;
  problems = [];
  return found;
}

export function installContractApi(initial: Handlers = {}) {
  const handlers: Handlers = { ...initial };
  const requests: FakeRequest[] = [];
  const sequence: string[] = [];
  problems = [];

  if (!listening) {
    server.listen({ onUnhandledRequest: 'error' });
    listening = true;
  }
  server.resetHandlers(
    mswHttp.get('*/sanctum/csrf-cookie', () => {
      sequence.push('GET /sanctum/csrf-cookie');
      return new HttpResponse(null, { status: 204 });
    }),
    mswHttp.all('*', async ({ request }) => {
      const url = new URL(request.url);
      if (!API_BASE.test(url.pathname)) return undefined;
      const path = url.pathname.replace(API_BASE, '');
      sequence.push(`${request.method} ${path}`);
      const found = match(request.method, path);
      if (!found) {
        problems.push(new Error(`No contract entry declares ${request.method} ${path}`));
        return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
      }
      const type = request.headers.get('content-type') ?? '';
      const body =
        request.method === 'GET'
          ? undefined
          : type.includes('multipart/form-data')
            ? await request.formData()
            : await request.text().then((text) => (text ? JSON.parse(text) : undefined));
      const recorded: FakeRequest = {
        method: request.method,
        path,
        params: found.params,
        query: url.searchParams,
        headers: request.headers,
        body,
      };
      requests.push(recorded);
      const handler = handlers[found.pattern.key] as Handler<CallKey> | undefined;
      const reply: Reply =
        handler === undefined
          ? { status: 501 }
          : typeof handler === 'function'
            ? await handler(recorded)
            : handler;
      try {
        checkAnswer(found.pattern.key, reply);
      } catch (error) {
        problems.push(error as Error);
        return HttpResponse.json({ message: 'contract mismatch' }, { status: 500 });
      }
      if (reply.status === 0) return HttpResponse.error();
      if (reply.blob) return new HttpResponse(reply.blob, { status: reply.status });
      return reply.body === undefined
        ? new HttpResponse(null, { status: reply.status })
        : HttpResponse.json(reply.body as object, { status: reply.status });
    }),
  );
  const navigate = jest.fn();
  configureHttp({ navigate });
  resetLoadingStore();

  return {
    navigate,
    /** Every api request in order. */
    requests,
    /** Every request in order as 'METHOD /path', the CSRF cookie's included. */
    sequence,
    /** The api calls as 'METHOD /path' (concrete paths). */
    calls: () => requests.map((request) => `${request.method} ${request.path}`),
    /** The last request of a contract call. */
    last: (key: CallKey) =>
      requests.filter((request) => match(request.method, request.path)?.pattern.key === key).at(-1),
    /** Changes how a call answers from now on. */
    on: <K extends CallKey>(key: K, handler: Handler<K>) => {
      (handlers as Record<string, unknown>)[key] = handler;
    },
  };
}

export function uninstallContractApi(): void {
  server.resetHandlers();
  resetHttpConfig();
  resetLoadingStore();
}
