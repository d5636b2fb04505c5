// How a refused form submission reaches the user (spec 1 §8), the one way for every form: the
// form's own toast unless the shared client already answered (a 5xx toast, a 401/404 redirect),
// and the server's Japanese reasons as react-final-form submission errors beside the fields they
// name; a reason about nothing on the form (an expired link) or a failure without reasons shows
// as the form's alert.
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { toast } from '@portal/shared/feedback';
import { failureMessage, isValidationFailure, type HttpFailure } from './http-errors';

/** The form's own message, unless the shared client already answered the failure. */
export function toastUnlessHandled(failure: HttpFailure, message: string): void {
  if (failure.kind === 'http' && failure.handled !== undefined) return;
  toast.error(message);
}

/** A write without a form told to the user: `success` when it went through, else `failure`. */
export function toastOutcome(
  result: { ok: true } | { ok: false; error: HttpFailure },
  success: string,
  failure: string,
): boolean {
  if (!result.ok) {
    toastUnlessHandled(result.error, failure);
    return false;
  }
  toast.success(success);
  return true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first message of each field of a 422/429 body (`{ errors: { field: [msg, ...] } }`). */
function serverFieldMessages(failure: HttpFailure): [string, string][] {
  if (failure.kind !== 'http' || !isValidationFailure(failure) || !isRecord(failure.body)) {
    return [];
  }
  const { errors } = failure.body;
  if (!isRecord(errors)) return [];
  return Object.entries(errors).flatMap(([field, value]): [string, string][] => {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    return typeof first === 'string' && first.trim() !== '' ? [[field, first]] : [];
  });
}

/**
 * The submission errors of a refused form whose field names are the payload's keys: each server
 * message under its field (`additionalEmail.1` belongs to `additionalEmail`, under its own key),
 * anything else as the form's alert (FORM_ERROR), `fallback` when the server gave no reason.
 */
export function submissionErrors(
  failure: HttpFailure,
  fields: readonly string[],
  fallback: string,
): SubmissionErrors {
  const errors: Record<string, string> = {};
  let formError: string | undefined;
  const isField = (key: string) =>
    fields.some((field) => key === field || key.startsWith(`${field}.`));
  for (const [key, message] of serverFieldMessages(failure)) {
    if (isField(key)) errors[key] ??= message;
    else formError ??= message;
  }
  if (formError === undefined && Object.keys(errors).length === 0) {
    formError = failureMessage(failure, fallback);
  }
  return formError === undefined ? errors : { ...errors, [FORM_ERROR]: formError };
}

/** Both at once, for a form's onSubmit: the toast and what the form shows. */
export function refusedSubmission(
  failure: HttpFailure,
  fields: readonly string[],
  message: string,
): SubmissionErrors {
  toastUnlessHandled(failure, message);
  return submissionErrors(failure, fields, message);
}
