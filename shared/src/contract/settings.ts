// Contract of the settings pages (spec 2 §10): the account and company fields, the password, the
// notification switches and the links to hiring companies by their code.
import { z } from '../zod';
import { NOTIFICATION_KEYS, type NotificationKey } from '../contract';
import { emailSchema, passwordSchema, phoneSchema, requiredText } from '../rules/account';
import { id, noData } from './common';
import { permitMatchingStatus } from './companies';
import { call, calls } from './define';
import { NOTIFICATION_MODES } from './notification-modes';

export const introductionCompanyAccount = z.object({
  address: z.string(),
  contactPersonnel: z.string(),
  email: z.string(),
  introductionCompanyName: z.string(),
  phoneNumber: z.string(),
  additionalEmail: z.array(z.string()),
});
export type IntroductionCompanyAccount = z.infer<typeof introductionCompanyAccount>;

const eachKey = <S extends z.ZodType>(schema: S) =>
  z.object(
    Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, schema])) as Record<NotificationKey, S>,
  );

export {
  NOTIFICATION_MODE_LABELS,
  NOTIFICATION_MODES,
  modeOf,
  type NotificationMode,
} from './notification-modes';

export const notificationMode = z.enum(NOTIFICATION_MODES);

/** Every key with its state and its label on the agency's site. */
export const notificationSettings = eachKey(
  z.object({ value: z.boolean(), label: z.string(), mode: notificationMode.optional() }),
);
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** GET /settings/account. */
export const accountSettings = z.object({
  introductionCompanyAccount,
  introductionNotificationSetting: notificationSettings,
  /** The logged-in account's kind: the main account also sees スタッフ and 操作履歴. */
  accountKind: z.enum(['main', 'sub']),
});
export type AccountSettingsResponse = z.infer<typeof accountSettings>;

/** PATCH /settings/account: the whole account object. */
export const accountSettingsBody = z.object({
  introductionCompanyName: requiredText(255),
  phoneNumber: phoneSchema,
  contactPersonnel: requiredText(255),
  address: requiredText(500),
  email: emailSchema,
  additionalEmail: z
    .array(emailSchema)
    .max(10)
    .default([])
    .refine((list) => new Set(list.map((e) => e.toLowerCase())).size === list.length, {
      message: '同じ追加メールアドレスが複数あります。',
    }),
});
export type AccountSettingsUpdateRequest = z.input<typeof accountSettingsBody>;

/** PATCH /settings/password: the api checks the policy and answers 422 in Japanese. */
export const passwordChangeBody = z
  .object({
    oldPassword: z.string().min(1).max(255),
    newPassword: passwordSchema,
    newPasswordConfirmation: z.string(),
  })
  .refine((body) => body.newPassword === body.newPasswordConfirmation, {
    path: ['newPasswordConfirmation'],
    message: '新しいパスワード（確認）が新しいパスワードと一致しません。',
  });
export type PasswordChangeRequest = z.input<typeof passwordChangeBody>;

/**
 * PUT /settings/notifications: the full map, every key a boolean (the spec's two choices: true
 * keeps a key that is already a digest a digest) or a mode.
 */
export const notificationSettingsBody = eachKey(z.union([z.boolean(), notificationMode]));
export type NotificationSettingsUpdateRequest = z.input<typeof notificationSettingsBody>;

export const linkableCompany = z.object({
  id: z.number(),
  companyName: z.string(),
  companyEmail: z.string(),
  status: permitMatchingStatus,
  /** Shown once linked; an unlinked company's code is the secret the agency has to bring. */
  companyCode: z.string().nullable(),
});
export type LinkableCompany = z.infer<typeof linkableCompany>;

/** PUT /settings/permit-matchings/{companyId}: links the company when the code is its own. */
export const permitMatchingBody = z.object({ companyCode: requiredText(64) });
export type PermitMatchingUpdateRequest = z.input<typeof permitMatchingBody>;

export const settingsCalls = calls('設定 (settings)', {
  'GET /settings/account': call({
    operationId: 'getAccountSettings',
    summary: 'アカウント設定: the company fields, the login e-mail and the notification map',
    response: accountSettings,
  }),
  'PATCH /settings/account': call({
    operationId: 'updateAccountSettings',
    summary: 'アカウント設定の更新',
    body: accountSettingsBody,
    response: noData,
  }),
  'PATCH /settings/password': call({
    operationId: 'changePassword',
    refusals: [403, 429],
    sessionOnly: true,
    summary: 'パスワード変更; other sessions of the account are logged out',
    body: passwordChangeBody,
    response: noData,
  }),
  'GET /settings/notifications': call({
    operationId: 'getNotificationSettings',
    summary: '通知設定: every key with its state and label',
    response: notificationSettings,
  }),
  'PUT /settings/notifications': call({
    operationId: 'updateNotificationSettings',
    summary: '通知設定の更新 (the full map)',
    body: notificationSettingsBody,
    response: noData,
  }),
  'GET /settings/permit-matchings': call({
    operationId: 'listPermitMatchings',
    summary: '連携企業: the companies linked or waiting for the agency',
    response: z.array(linkableCompany),
  }),
  'PUT /settings/permit-matchings/{companyId}': call({
    operationId: 'linkCompany',
    refusals: [429],
    summary: '企業コードで連携する',
    params: z.object({ companyId: id }),
    body: permitMatchingBody,
    response: noData,
  }),
});
