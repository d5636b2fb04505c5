// Contract of logging in and out and of the password reset (spec 1 §2, §5, §7, §8): public calls
// except the logout, which ends the session it is sent with.
import { z } from '../zod';
import { emailSchema, passwordSchema } from '../rules/account';
import { noData, serviceType } from './common';
import { call, calls } from './define';

/** POST /login: `email` is an e-mail address or a user ID. */
export const loginBody = z.object({
  email: z.string().trim().min(1).max(255),
  password: z.string().min(1).max(255),
  remember_me: z.boolean().optional().default(false),
  serviceType: serviceType.optional(),
});
export type LoginRequest = z.input<typeof loginBody>;

/** The account now logged in (POST /login and both sign-ups). */
export const loginAnswer = z.object({
  userId: z.string(),
  email: z.string(),
  introductionCompanyName: z.string(),
});
export type LoginResponse = z.infer<typeof loginAnswer>;

/** POST /forgot-password: answered the same whether or not the e-mail is known. */
export const forgotPasswordBody = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordBody>;

/** POST /reset-password: `token` comes from the e-mailed link's query string. */
export const resetPasswordBody = z
  .object({
    token: z.string().min(1).max(200),
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string(),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: 'パスワード（確認）がパスワードと一致しません。',
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordBody>;

export const authCalls = calls('認証 (auth)', {
  'POST /login': call({
    operationId: 'login',
    refusals: [429],
    summary: 'ログイン: starts the session of the account (e-mail address or user ID)',
    body: loginBody,
    response: loginAnswer,
    public: true,
  }),
  'POST /logout': call({
    operationId: 'logout',
    summary: 'ログアウト: ends the session',
    response: noData,
  }),
  'POST /forgot-password': call({
    operationId: 'requestPasswordReset',
    refusals: [429],
    summary: 'パスワード再発行: mails a reset link when the address is known',
    body: forgotPasswordBody,
    response: noData,
    public: true,
  }),
  'POST /reset-password': call({
    operationId: 'resetPassword',
    refusals: [429],
    summary: 'パスワード再設定 with the token of the mailed link',
    body: resetPasswordBody,
    response: noData,
    public: true,
  }),
});
