// Errors a handler throws to answer with a Laravel-shaped body ({ message, errors? }).

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  /** More fields of the answer's body, beside message and errors (a 409's conflicts). */
  extra?: Record<string, unknown>;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const NOT_FOUND_MESSAGE = 'Not Found';
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';
export const CSRF_MISMATCH_MESSAGE = 'CSRF token mismatch.';
export const SYSTEM_ERROR_MESSAGE = 'システムエラーが発生しました。';
export const INVALID_SITE_ID_MESSAGE = 'URL から有効な ID を取得できませんでした。';

export const notFound = (message = NOT_FOUND_MESSAGE) => new HttpError(404, message);
export const unauthenticated = () => new HttpError(401, UNAUTHENTICATED_MESSAGE);

/** The value a lookup found, else the 404 with the message (another agency's id included). */
export function orNotFound<T>(value: T | null | undefined, message?: string): T {
  if (value === null || value === undefined) throw notFound(message);
  return value;
}

/** 422 whose message is the first field message, as Laravel answers a failed validation. */
export function validationError(errors: FieldErrors, message?: string): HttpError {
  const first = Object.values(errors)[0]?.[0];
  return new HttpError(422, message ?? first ?? 'バリデーションエラーが発生しました', errors);
}

/** 409 with more fields in its body (a booking that overlaps another: its conflicts). */
export function conflictError(message: string, extra: Record<string, unknown>): HttpError {
  const error = new HttpError(409, message);
  error.extra = extra;
  return error;
}
