// Personal API tokens (issue 30, API連携): a CRM calls the agency api with
// `Authorization: Bearer pat_…` as one staff account of the agency. Only the SHA-256 of the
// secret is stored; the secret itself is shown once, when the token is created.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, agencyRef } from './agencies';
import { createdAt, optionalRef, requiredRef, serialId, timestampTz } from './columns';

export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serialId(),
    agencyId: agencyRef(),
    /** The staff account the token acts as: its requests are that account's. */
    accountId: requiredRef('account_id', () => accounts.id),
    createdByAccountId: optionalRef('created_by_account_id', () => accounts.id),
    name: text('name').notNull(),
    scope: text('scope').$type<ApiTokenScope>().notNull(),
    /** SHA-256 of the whole secret, hex. */
    secretHash: text('secret_hash').notNull(),
    /** The secret's last four characters, so the list tells tokens apart (pat_…abcd). */
    secretHint: text('secret_hint').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    /** Updated at most once a minute. */
    lastUsedAt: timestampTz('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_tokens_secret_hash_unique').on(t.secretHash),
    index('api_tokens_agency_idx').on(t.agencyId, t.createdAt),
    index('api_tokens_account_idx').on(t.accountId),
    check('api_tokens_scope_check', sql`${t.scope} in ('read', 'write')`),
  ],
);
