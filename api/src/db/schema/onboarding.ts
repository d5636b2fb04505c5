// Everything that brings an account into being or back: company codes for a main account,
// invitation hashes for sub-accounts, password reset tokens, and per-agency notification settings.
// Secrets are stored only as SHA-256 digests; the plain value exists in the mail or the console.
import { boolean, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, agencyRef } from './agencies';
import { createdAt, requiredRef, serialId, timestampTz, updatedAt } from './columns';

/** Issued by the operator for an agency and an e-mail; signs up exactly one main account. */
export const companyCodes = pgTable(
  'company_codes',
  {
    id: serialId(),
    agencyId: agencyRef(),
    email: text('email').notNull(),
    codeDigest: text('code_digest').notNull(),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at'),
    usedAt: timestampTz('used_at'),
  },
  (t) => [
    uniqueIndex('company_codes_code_digest_unique').on(t.codeDigest),
    index('company_codes_agency_id_idx').on(t.agencyId),
  ],
);

/** Invitation of a sub-account into an agency; single use, expiring. */
export const invitationHashes = pgTable(
  'invitation_hashes',
  {
    id: serialId(),
    agencyId: agencyRef(),
    email: text('email').notNull(),
    hashDigest: text('hash_digest').notNull(),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
  },
  (t) => [
    uniqueIndex('invitation_hashes_hash_digest_unique').on(t.hashDigest),
    index('invitation_hashes_agency_id_idx').on(t.agencyId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serialId(),
    accountId: requiredRef('account_id', () => accounts.id),
    tokenDigest: text('token_digest').notNull(),
    /** The site the request came from, so the mailed link returns to the same service line. */
    siteId: text('site_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_digest_unique').on(t.tokenDigest),
    index('password_reset_tokens_account_id_idx').on(t.accountId),
  ],
);

export const notificationSettings = pgTable(
  'notification_settings',
  {
    agencyId: agencyRef(),
    key: text('key').notNull(),
    value: boolean('value').notNull().default(false),
    /** With value on: gathered into the daily digest instead of mailed at once (issue 22). */
    digest: boolean('digest').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.key] })],
);
