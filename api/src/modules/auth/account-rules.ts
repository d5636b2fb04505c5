// The account field rules live in @portal/shared (the forms use them too); the messages of the
// checks only the api can make stay here.
export {
  PASSWORD_POLICY_MESSAGE,
  PHONE_MESSAGE,
  USER_ID_MESSAGE,
  emailSchema,
  passwordSchema,
  phoneSchema,
  requiredText,
  userIdSchema,
} from '@portal/shared/rules/account';

export const USER_ID_TAKEN_MESSAGE = 'このユーザーIDは既に使用されています。';
export const EMAIL_TAKEN_MESSAGE = 'このメールアドレスは既に登録されています。';
