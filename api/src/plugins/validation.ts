// Parses request input with zod and turns every issue into a Japanese, field-keyed message, so
// wrong types and missing fields are a 422 in Laravel's shape and never reach a handler.
import type { z } from 'zod';
import { validationError, type FieldErrors } from './http-errors';
import { assertStorableInput } from './input-text';

type Issue = z.core.$ZodIssue;

export type FieldLabels = Record<string, string>;

const TYPE_NAMES: Record<string, string> = {
  string: '文字列',
  number: '数値',
  int: '整数',
  array: '配列',
  object: 'オブジェクト',
};

function messageFor(issue: Issue, label: string): string {
  // A missing field fails whatever its rule is (type, enum, ...): say that it is required.
  if (issue.code !== 'custom' && (issue.input === undefined || issue.input === null)) {
    return `${label}は必須です。`;
  }
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'boolean') return `${label}には、true か false を指定してください。`;
      return TYPE_NAMES[issue.expected]
        ? `${label}には${TYPE_NAMES[issue.expected]}を指定してください。`
        : `${label}の形式が正しくありません。`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? `${label}は必須です。`
          : `${label}は${issue.minimum}文字以上で入力してください。`;
      }
      if (issue.origin === 'array') return `${label}は${issue.minimum}件以上指定してください。`;
      return `${label}には${issue.minimum}以上の値を指定してください。`;
    case 'too_big':
      if (issue.origin === 'string')
        return `${label}は${issue.maximum}文字以下で入力してください。`;
      if (issue.origin === 'array') return `${label}は${issue.maximum}件以下で指定してください。`;
      return `${label}には${issue.maximum}以下の値を指定してください。`;
    case 'invalid_format':
      // Every pattern in the api carries its own Japanese message.
      if (issue.format === 'regex') return issue.message;
      return issue.format === 'email'
        ? `${label}には有効なメールアドレスを指定してください。`
        : `${label}の形式が正しくありません。`;
    case 'invalid_value':
      return `選択された${label}は正しくありません。`;
    case 'custom':
      return issue.message;
    default:
      return `${label}の形式が正しくありません。`;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function toFieldErrors(issues: readonly Issue[], labels: FieldLabels): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    const label = labels[field] ?? labels[String(issue.path[0])] ?? field;
    (errors[field] ??= []).push(messageFor(issue, label));
  }
  return errors;
}

/**
 * Validates an object-shaped input (body, query or params). Anything that is not an object is
 * read as an empty one, so the answer names each missing field instead of "body".
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  labels: FieldLabels,
): z.output<S> {
  // Over HTTP the global input guard has answered already; the console's CLI arrives here.
  assertStorableInput(input, labels);
  const result = schema.safeParse(isPlainObject(input) ? input : {}, { reportInput: true });
  if (result.success) return result.data;
  throw validationError(toFieldErrors(result.error.issues, labels));
}
