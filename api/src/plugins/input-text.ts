// The one rule for text that may reach PostgreSQL: no NUL (text cannot hold it) and no lone UTF-16
// surrogate (it has no UTF-8 form: the driver would silently store U+FFFD instead). Every string
// and object key of a body, query or params is checked by the global hook (registerInputGuard)
// and by parseInput (so the console's CLI answers alike): a 422 names each offending field.
import type { FastifyInstance } from 'fastify';
import { HttpError, validationError, type FieldErrors } from './http-errors';
import { FIELD_LABELS } from './field-labels';

export const UNSAFE_HEADER_MESSAGE = 'リクエストヘッダーに使用できない文字が含まれています。';

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string PostgreSQL stores as sent. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

export const unsafeTextMessage = (label: string | undefined) =>
  label
    ? `${label}に使用できない文字（制御文字など）が含まれています。`
    : '使用できない文字（制御文字など）が含まれています。';

/**
 * The paths ('email', 'additionalEmail.1', 'account.userId') of every string that is not storable,
 * and of every object whose keys are not (the object's own path; '' is the input itself). Walks
 * with an explicit stack, so a deeply nested body cannot overflow the call stack.
 */
export function unsafeTextPaths(input: unknown): string[] {
  const found = new Set<string>();
  const stack: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) found.add(path);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        if (!isStorableText(key)) found.add(path);
        stack.push({ value: child, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return [...found].sort();
}

/** The Laravel-shaped field errors of those paths ('body' stands for the whole input). */
export function unsafeTextErrors(
  paths: readonly string[],
  labels: Record<string, string> = {},
  wholeInput = 'body',
): FieldErrors {
  const errors: FieldErrors = {};
  for (const path of paths) {
    const field = path || wholeInput;
    const top = field.split('.')[0];
    const label = labels[field] ?? labels[top] ?? FIELD_LABELS[field] ?? FIELD_LABELS[top];
    errors[field] = [unsafeTextMessage(label)];
  }
  return errors;
}

/** Throws the 422 when any text of the input is not storable. */
export function assertStorableInput(
  input: unknown,
  labels?: Record<string, string>,
  wholeInput?: string,
): void {
  const paths = unsafeTextPaths(input);
  if (paths.length > 0) throw validationError(unsafeTextErrors(paths, labels, wholeInput));
}

/**
 * Before any handler runs (and after the body is parsed): params, query and body of every route,
 * agency api and console alike, and the request headers (a forwarded address becomes a rate-limit
 * key in the database).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const value of Object.values(request.headers)) {
      const texts = Array.isArray(value) ? value : [value ?? ''];
      if (!texts.every(isStorableText)) throw new HttpError(400, UNSAFE_HEADER_MESSAGE);
    }
    assertStorableInput(request.params, undefined, 'params');
    assertStorableInput(request.query, undefined, 'query');
    assertStorableInput(request.body);
  });
}
