// How one call of the api is declared: method, path (below /{id}/employment-agency/api, params in
// braces), its params, query and body as zod schemas, and the `data` of its answer. The api
// registers its routes from these declarations, OpenAPI is generated from them, the client's
// `api.get('/path', …)` takes its types from them and the test fakes check their answers with them.
import type { z } from '../zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a successful answer carries: JSON `{ data }` (the default), a file download, a
 * server-sent-events stream, or another document (`contentType`: the OpenAPI page, an ICS feed).
 */
export type AnswerKind = 'json' | 'binary' | 'event-stream' | 'document';

export interface CallDeclaration {
  method: HttpMethod;
  /** Below the api base, path params in braces: '/applicants/{id}'. */
  path: string;
  /** One line for the OpenAPI page. */
  summary: string;
  /** The area's tag in OpenAPI (spec section). */
  tag: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body. */
  body?: z.ZodType;
  /** The text fields of a multipart/form-data body (files are named in `files`). */
  multipart?: z.ZodObject;
  /**
   * File fields of a multipart body: 'attachments[]' is sent indexed (attachments[0], …), 'file'
   * as written, '{answerKey}' under each answer's key (shared/src/multipart.ts).
   */
  files?: readonly string[];
  /** The `data` of a JSON answer; absent for other kinds. */
  response?: z.ZodType;
  /** 200 unless said otherwise (202: accepted, done later). */
  status?: 200 | 201 | 202 | 204;
  answer?: AnswerKind;
  /** The media type of a `document` answer. */
  contentType?: string;
  /** Reachable without a session (login, password reset, signup). */
  public?: boolean;
  /**
   * Needs the staff member's own login: an API token (Authorization: Bearer) is refused with 403
   * (managing tokens, changing the password).
   */
  sessionOnly?: boolean;
  /**
   * Its OpenAPI operationId (camelCase), where the rule that derives one from the method and path
   * names it badly (api/src/contract/operation-ids.ts).
   */
  operationId?: string;
  /**
   * Error answers of this call beside those every call of its kind may give (401, 404, 419, 422,
   * 503): 403 — only the main account may; 409 — it conflicts with another booking; 429 — it is
   * rate-limited.
   */
  refusals?: readonly (403 | 409 | 429)[];
}

/**
 * A call as an area file writes it: its key in the table (`'GET /path'`) gives method and path,
 * the table its tag.
 */
export type CallSpec = Omit<CallDeclaration, 'method' | 'path' | 'tag'>;

/** Declares one call; `const` keeps its literal schemas for the typed client. */
export function call<const C extends CallSpec>(spec: C): C {
  return spec;
}

type MethodOf<K> = K extends `${infer M extends HttpMethod} /${string}` ? M : never;
type PathOf<K> = K extends `${HttpMethod} ${infer P extends `/${string}`}` ? P : never;
type ValidKeys<T> = { [K in keyof T]: K extends `${HttpMethod} /${string}` ? T[K] : never };

/** The declarations of a table: each call with the method and path of its key. */
type Declared<T> = {
  [K in keyof T]: T[K] & { method: MethodOf<K>; path: PathOf<K>; tag: string };
};

/**
 * An area's table under its OpenAPI tag (the spec section); the compiler checks that every key
 * is a method and a path.
 */
export function calls<const T extends Record<string, CallSpec>>(
  tag: string,
  table: T & ValidKeys<T>,
): Declared<T> {
  return Object.fromEntries(
    Object.entries(table as Record<string, CallSpec>).map(([key, spec]) => {
      const [method, path] = key.split(' ');
      return [key, { ...spec, method, path, tag }];
    }),
  ) as Declared<T>;
}

type Schema<C, K extends string> = C extends { [P in K]: infer S extends z.ZodType } ? S : never;

/** The `data` of a call's JSON answer. */
export type DataOf<C> = C extends { response: infer R extends z.ZodType } ? z.output<R> : null;
export type ParamsOf<C> = z.output<Schema<C, 'params'>>;
/** Query values as a caller gives them (before the api's coercion). */
export type QueryOf<C> = z.input<Schema<C, 'query'>>;
export type BodyOf<C> = z.input<Schema<C, 'body'>>;
