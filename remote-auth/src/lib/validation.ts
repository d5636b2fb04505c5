// Client-side checks of the auth forms (spec 1 §5); each returns the message to show, or
// undefined when the value passes. The rules are the api's own (@portal/shared/rules), so a form
// never lets through what the server refuses, nor refuses what it accepts.
import { fitsPasswordPolicy } from '@portal/shared/rules/account';
import { isEmailAddress } from '@portal/shared/rules/email';
import { messages } from '../messages';

export function emailError(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return messages.emailRequired;
  return isEmailAddress(value) ? undefined : messages.emailInvalid;
}

/** Sign-up: 8 to 255 characters with at least one letter (a-z, A-Z) and one digit. */
export function signupPasswordError(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return messages.passwordRequired;
  return fitsPasswordPolicy(value) ? undefined : messages.passwordRule;
}
