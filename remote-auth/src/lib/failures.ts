// How a refused auth submission reaches the user: the page's own toast (spec 1 §8) unless the
// shared client already answered, and the server's Japanese reasons as final-form submission errors.
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { toast } from '@portal/shared/feedback';
import { failureMessage, isValidationFailure, type HttpFailure } from '@portal/shared/http';

/** A 5xx already has the system-error toast and a 401/404 its redirect: one answer per failure. */
export function toastUnlessHandled(failure: HttpFailure, message: string): void {
  if (failure.kind === 'http' && failure.handled !== undefined) return;
  toast.error(message);
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
 * The submission errors of a form whose field names are the payload's keys: each server message
 * under the field it names; a message about something the form has no field for (an expired
 * token, a used invitation) or a failure without field messages as the form's alert.
 */
export function submissionErrors(
  failure: HttpFailure,
  fields: readonly string[],
  fallback: string,
): SubmissionErrors {
  const errors: Record<string, string> = {};
  let formError: string | undefined;
  for (const [field, message] of serverFieldMessages(failure)) {
    if (fields.includes(field)) errors[field] ??= message;
    else formError ??= message;
  }
  if (formError === undefined && Object.keys(errors).length === 0) {
    formError = failureMessage(failure, fallback);
  }
  return formError === undefined ? errors : { ...errors, [FORM_ERROR]: formError };
}
