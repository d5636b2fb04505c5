// The rules an account's fields follow wherever they are set (sign-up, settings, reset, console):
// one definition, so the server answers the same in every form.
import { z } from 'zod';

export const PASSWORD_POLICY_MESSAGE =
  'パスワードは8文字以上255文字以下で、英字と数字をそれぞれ1文字以上含めてください。';

/** Spec 1 §5: 8 to 255 characters with at least one letter and one digit. */
export const passwordSchema = z
  .string()
  .refine(
    (value) =>
      value.length >= 8 && value.length <= 255 && /[A-Za-z]/.test(value) && /[0-9]/.test(value),
    { message: PASSWORD_POLICY_MESSAGE },
  );

export const USER_ID_MESSAGE = 'ユーザーIDは半角英数字と . _ - の64文字以内で入力してください。';

/** No '@': a login name with '@' is always read as an e-mail address. */
export const userIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/, USER_ID_MESSAGE);

export const emailSchema = z.string().trim().min(1).max(255).pipe(z.email());

export const PHONE_MESSAGE = '電話番号の形式が正しくありません。';
export const phoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[0-9０-９+\-－() ]{6,20}$/, PHONE_MESSAGE);

export const requiredText = (max: number) => z.string().trim().min(1).max(max);

export const USER_ID_TAKEN_MESSAGE = 'このユーザーIDは既に使用されています。';
export const EMAIL_TAKEN_MESSAGE = 'このメールアドレスは既に登録されています。';
