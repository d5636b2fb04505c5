// How a failed settings write reaches the user: the feature's own toast (spec 1 §8) and the
// server's Japanese 422 messages beside the fields they are about.
import { toast } from '@portal/shared/feedback';
import { isValidationFailure, type HttpFailure } from '@portal/shared/http';

/**
 * Toasts the feature's failure message unless the shared client already answered the failure
 * (a 5xx has its system-error toast, a 401/404 its redirect): one toast per failure.
 */
export function toastFeatureFailure(failure: HttpFailure, message: string): void {
  if (failure.kind === 'http' && failure.handled !== undefined) return;
  toast.error(message);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first message of every field of a 422/429 body (`{ errors: { field: [msg] } }`). */
export function fieldErrorsOf(failure: HttpFailure): Record<string, string> {
  if (failure.kind !== 'http' || !isValidationFailure(failure) || !isRecord(failure.body)) {
    return {};
  }
  const { errors } = failure.body;
  if (!isRecord(errors)) return {};
  const result: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first.trim() !== '') result[field] = first;
  }
  return result;
}

/** What a form shows under its button when no field claimed the server's message. */
export function formErrorOf(
  failure: HttpFailure,
  fieldErrors: Record<string, string>,
  knownFields: readonly string[],
): string | undefined {
  if (!isValidationFailure(failure)) return undefined;
  const claimed = Object.keys(fieldErrors).some((field) =>
    knownFields.some((known) => field === known || field.startsWith(`${known}.`)),
  );
  return claimed ? undefined : failure.message;
}

/** The answer of a settings form's write: what the form shows next to its fields. */
export type WriteOutcome =
  { ok: true } | { ok: false; fieldErrors: Record<string, string>; formError?: string };

/** Toasts `message` and collects the server's field messages for a form with `knownFields`. */
export function failedWrite(
  failure: HttpFailure,
  message: string,
  knownFields: readonly string[],
): WriteOutcome {
  toastFeatureFailure(failure, message);
  const fieldErrors = fieldErrorsOf(failure);
  return { ok: false, fieldErrors, formError: formErrorOf(failure, fieldErrors, knownFields) };
}
