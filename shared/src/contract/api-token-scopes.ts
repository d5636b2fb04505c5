// A token's scopes and their words, without zod: the audit trail's words read these, not the
// contract (./api-tokens.ts, which re-exports them), so zod does not come with the trail.

export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  read: '読み取り専用',
  write: '読み書き',
};
