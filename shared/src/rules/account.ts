// The rules an account's fields follow wherever they are set (sign-up, settings, reset, console):
// one definition, so the api answers the same in every form and the forms check what it checks.
import { z } from '../zod';

export { emailAddress as emailSchema } from './email';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;

export const PASSWORD_POLICY_MESSAGE =
  'パスワードは8文字以上255文字以下で、英字と数字をそれぞれ1文字以上含めてください。';

/** Spec 1 §5: 8 to 255 characters with at least one letter and one digit. */
export const fitsPasswordPolicy = (value: string): boolean =>
  value.length >= PASSWORD_MIN_LENGTH &&
  value.length <= PASSWORD_MAX_LENGTH &&
  /[A-Za-z]/.test(value) &&
  /[0-9]/.test(value);

export const passwordSchema = z
  .string()
  .refine(fitsPasswordPolicy, { message: PASSWORD_POLICY_MESSAGE });

export const USER_ID_MESSAGE = 'ユーザーIDは半角英数字と . _ - の64文字以内で入力してください。';

/** No '@': a login name with '@' is always read as an e-mail address. */
export const userIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/, USER_ID_MESSAGE);

export const PHONE_MESSAGE = '電話番号の形式が正しくありません。';
export const phoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[0-9０-９+\-－() ]{6,20}$/, PHONE_MESSAGE);

export const requiredText = (max: number) => z.string().trim().min(1).max(max);
