// Client-side checks of the auth forms (spec 1 §5); each returns the message to show, or
// undefined when the value passes. The server checks everything again.
import { messages } from '../messages';

/** Deliberately loose (something@domain.tld): the server has the final word on addresses. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;

export function required(message: string) {
  return (value: string | undefined): string | undefined =>
    value === undefined || value.trim() === '' ? message : undefined;
}

export function emailError(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return messages.emailRequired;
  return EMAIL_PATTERN.test(value.trim()) ? undefined : messages.emailInvalid;
}

/** Sign-up: 8 to 255 characters with at least one letter (a-z, A-Z) and one digit. */
export function signupPasswordError(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return messages.passwordRequired;
  const fits =
    value.length >= PASSWORD_MIN_LENGTH &&
    value.length <= PASSWORD_MAX_LENGTH &&
    /[A-Za-z]/.test(value) &&
    /[0-9]/.test(value);
  return fits ? undefined : messages.passwordRule;
}
