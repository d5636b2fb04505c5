// The e-mail address rule: one definition for the forms that take an address (sign-up, password
// reset, settings) and the api routes that store or look one up, so both accept the same values.
import { z } from '../zod';

export const EMAIL_MAX_LENGTH = 255;

/** A required e-mail address: trimmed, 1 to `max` characters, a valid address. */
export const emailAddressUpTo = (max: number) => z.string().trim().min(1).max(max).pipe(z.email());

/** An account's e-mail address (at most 255 characters). */
export const emailAddress = emailAddressUpTo(EMAIL_MAX_LENGTH);

/** Whether a typed value is an address the api accepts; forms show their own message. */
export const isEmailAddress = (value: string): boolean => emailAddress.safeParse(value).success;
