// Contract of the personal API tokens (issue 30, API連携): an agency's CRM calls this same api with
// `Authorization: Bearer pat_…`, as one staff account, read-only or read-write, until the token
// expires or is revoked. The main account manages every token of the agency and decides whether
// sub-accounts may create their own (acting as themselves; they see only their own). A token
// never manages tokens: these calls need the staff member's login (a bearer gets 403).
import { z } from '../zod';
import { requiredText } from '../rules/account';
import { bodyId, idParams, noData } from './common';
import { call, calls } from './define';
import { API_TOKEN_SCOPES } from './api-token-scopes';

/** What every secret starts with, so a leaked one is recognisable (secret scanners). */
export const API_TOKEN_PREFIX = 'pat_';

export { API_TOKEN_SCOPE_LABELS, API_TOKEN_SCOPES, type ApiTokenScope } from './api-token-scopes';

export const apiTokenScope = z.enum(API_TOKEN_SCOPES);

/** The expiries offered, in days; 90 unless chosen. */
export const API_TOKEN_EXPIRY_DAYS = [30, 90, 180, 365] as const;
export const DEFAULT_API_TOKEN_EXPIRY_DAYS = 90;
export const API_TOKEN_NAME_MAX = 50;

export const apiToken = z.object({
  id: z.number(),
  name: z.string(),
  scope: apiTokenScope,
  /** The staff account it acts as. */
  accountId: z.number(),
  /** That staff member's name (else user ID). */
  accountName: z.string(),
  /** 'pat_…abcd': the secret's last characters, to tell tokens apart. */
  hint: z.string(),
  /** ISO 8601. */
  expiresAt: z.string(),
  createdAt: z.string(),
  /** ISO 8601, to the minute; null when never used. */
  lastUsedAt: z.string().nullable(),
  expired: z.boolean(),
});
export type ApiToken = z.infer<typeof apiToken>;

export const apiTokenList = z.object({
  tokens: z.array(apiToken),
  /** The main account's choice: sub-accounts may create tokens acting as themselves. */
  subAccountsMayCreate: z.boolean(),
  /** Whether the logged-in account may create a token (the main account, or a sub-account allowed to). */
  mayCreate: z.boolean(),
  accountKind: z.enum(['main', 'sub']),
});
export type ApiTokenList = z.infer<typeof apiTokenList>;

export const API_TOKEN_NAME_MESSAGE = `名前は${API_TOKEN_NAME_MAX}文字以内で入力してください。`;

export const apiTokenBody = z.object({
  name: requiredText(API_TOKEN_NAME_MAX),
  /** The staff account it acts as: the main account chooses; a sub-account's own when absent. */
  accountId: bodyId.optional(),
  scope: apiTokenScope,
  expiresInDays: z
    .number()
    .int()
    .refine((days) => (API_TOKEN_EXPIRY_DAYS as readonly number[]).includes(days), {
      message: '有効期限を選択してください。',
    })
    .default(DEFAULT_API_TOKEN_EXPIRY_DAYS),
});
export type ApiTokenRequest = z.input<typeof apiTokenBody>;

export const createdApiToken = z.object({
  token: apiToken,
  /** The whole secret: answered this once, never again (only its hash is kept). */
  secret: z.string(),
});
export type CreatedApiToken = z.infer<typeof createdApiToken>;

export const apiTokenPolicyBody = z.object({ subAccountsMayCreate: z.boolean() });

export const apiTokenCalls = calls('API連携 (api-tokens)', {
  'GET /settings/api-tokens': call({
    operationId: 'listApiTokens',
    refusals: [403],
    sessionOnly: true,
    summary:
      'API連携: the tokens the account may see (the main account: all of the agency; a sub-account: its own)',
    response: apiTokenList,
  }),
  'POST /settings/api-tokens': call({
    operationId: 'createApiToken',
    refusals: [403],
    sessionOnly: true,
    summary:
      'APIトークンの発行: the secret is answered once (403 for a sub-account not allowed to)',
    body: apiTokenBody,
    status: 201,
    response: createdApiToken,
  }),
  'DELETE /settings/api-tokens/{id}': call({
    operationId: 'revokeApiToken',
    refusals: [403],
    sessionOnly: true,
    summary: 'APIトークンの無効化: refused at once from the next request',
    params: idParams,
    response: noData,
  }),
  'PUT /settings/api-token-policy': call({
    operationId: 'setApiTokenPolicy',
    refusals: [403],
    sessionOnly: true,
    summary: 'サブアカウントのAPIトークン発行を許可する・しない (main account only)',
    body: apiTokenPolicyBody,
    response: noData,
  }),
});
