// The pure half of the error catalogue (spec 1 §8): reading Laravel-shaped error bodies, the
// messages shown for each status and the 404 redirect rule. http.ts applies them.
import { portalPath, type SiteId } from './site';

export type HttpFailure =
  | {
      kind: 'http';
      status: number;
      message: string;
      body?: unknown;
      /** Set when the client already acted on it (toast for 5xx, redirect for 401/404). */
      handled?: 'toast' | 'redirect';
    }
  | { kind: 'network'; name: 'AxiosError'; message: string }
  | { kind: 'unknown'; name: 'UnknownError'; message: string };

export type Result<T> = { ok: true; data: T } | { ok: false; error: HttpFailure };

export const MESSAGES = {
  validation: 'バリデーションエラーが発生しました',
  system: 'システムエラーが発生しました。',
  /** 503: the server cannot answer for a moment (its database is restarting); try again. */
  unavailable: 'ただいま混み合っています。しばらくしてから再度お試しください。',
  unauthenticated: 'ログインの有効期限が切れました。再度ログインしてください。',
  notFound: 'お探しの情報が見つかりませんでした。',
  csrf: 'セッションの有効期限が切れました。ページを再読み込みしてください。',
  network: 'ネットワークエラーが発生しました。通信環境をご確認ください。',
  unexpected: '予期しないエラーが発生しました',
  generic: 'エラーが発生しました。',
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseEmbeddedJson(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start >= 0 && end > start) {
    try {
      return JSON.parse(text.slice(start, end + 1));
    } catch {
      // Not JSON after all: keep the text.
    }
  }
  return text;
}

/**
 * Error bodies are JSON, but some arrive as a string with JSON inside (`'xxx {"message":…}'`),
 * either raw or JSON-encoded as a string; the object inside is what counts.
 */
export function parseErrorBody(raw: string): unknown {
  const text = raw.trim();
  if (text === '') return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'string' ? parseEmbeddedJson(parsed) : parsed;
  } catch {
    return parseEmbeddedJson(text);
  }
}

/** The body's `message` when it is a non-empty string. */
export function bodyMessage(body: unknown): string | undefined {
  return isRecord(body) && typeof body.message === 'string' && body.message.trim() !== ''
    ? body.message
    : undefined;
}

/** 422/429: the first message of the first field of `errors`, else `message`, else the default. */
export function validationMessage(body: unknown): string {
  if (isRecord(body) && isRecord(body.errors)) {
    const first = Object.values(body.errors)[0];
    const message = Array.isArray(first) ? first[0] : first;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return bodyMessage(body) ?? MESSAGES.validation;
}

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/**
 * Where a 404 sends the user: job search when the path has fewer than 3 segments or is under
 * jobs, otherwise the top of the section named by the third segment.
 */
export function notFoundRedirectPath(pathname: string, siteId: SiteId): string {
  const section = segmentsOf(pathname)[2];
  return section === undefined || section === 'jobs'
    ? portalPath(siteId, 'jobs/search')
    : portalPath(siteId, section);
}

export function samePath(a: string, b: string): boolean {
  return `/${segmentsOf(a).join('/')}` === `/${segmentsOf(b).join('/')}`;
}

export function isHttpFailure(value: unknown): value is HttpFailure {
  return (
    isRecord(value) &&
    (value.kind === 'http' || value.kind === 'network' || value.kind === 'unknown') &&
    typeof value.message === 'string'
  );
}

export function isHttpStatus(failure: HttpFailure, ...statuses: number[]): boolean {
  return failure.kind === 'http' && statuses.includes(failure.status);
}

/** 422/429 carry a message meant for the user (Japanese validation text from the server). */
export function isValidationFailure(failure: HttpFailure): boolean {
  return isHttpStatus(failure, 422, 429);
}

/** The text to show inline for a failure: the server's validation message, else `fallback`. */
export function failureMessage(failure: HttpFailure, fallback: string): string {
  return isValidationFailure(failure) ? failure.message : fallback;
}
