// Introduction companies (agencies), their login accounts and the server-side sessions.
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ServiceType } from '@portal/shared/contract';
import {
  createdAt,
  optionalRef,
  requiredRef,
  serialId,
  siteId,
  timestamps,
  timestampTz,
} from './columns';

export const agencies = pgTable('agencies', {
  id: serialId(),
  name: text('name').notNull(),
  phone: text('phone').notNull().default(''),
  contactPerson: text('contact_person').notNull().default(''),
  address: text('address').notNull().default(''),
  email: text('email').notNull(),
  additionalEmails: jsonb('additional_emails').$type<string[]>().notNull().default([]),
  /** The company code the main account signed up with ('' before): shown to sub-accounts. */
  companyCode: text('company_code').notNull().default(''),
  /** API連携: whether sub-accounts may create tokens acting as themselves (the main account decides). */
  subAccountsCreateApiTokens: boolean('sub_accounts_create_api_tokens').notNull().default(false),
  ...timestamps(),
});

/** The agency a row belongs to: deleted with the agency. */
export const agencyRef = () => requiredRef('agency_id', () => agencies.id);

/**
 * The agency and site an agency's own row belongs to: the pair of the tenancy rule
 * (api/src/db/owned-queries.ts), kept side by side in each table that has it.
 */
export const agencySite = () => ({ agencyId: agencyRef(), siteId: siteId() });

export const ACCOUNT_KINDS = ['main', 'sub'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const accounts = pgTable(
  'accounts',
  {
    id: serialId(),
    agencyId: agencyRef(),
    kind: text('kind').$type<AccountKind>().notNull(),
    userId: text('user_id').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The staff member's name, shown on what they did (empty: the user ID is shown). */
    name: text('name').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('accounts_user_id_unique').on(t.userId),
    // E-mail addresses are compared case-insensitively everywhere.
    uniqueIndex('accounts_email_unique').on(sql`lower(${t.email})`),
    index('accounts_agency_id_idx').on(t.agencyId),
    check('accounts_kind_check', sql`${t.kind} in ('main', 'sub')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** 32 random bytes as hex; the cookie value. */
    id: text('id').primaryKey(),
    serviceLine: text('service_line').$type<ServiceType>().notNull(),
    /** Null for a guest session that only carries a CSRF token (before login). */
    accountId: optionalRef('account_id', () => accounts.id, 'cascade'),
    csrfToken: text('csrf_token').notNull(),
    remember: boolean('remember').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: timestampTz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (t) => [
    index('sessions_account_id_idx').on(t.accountId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    check('sessions_service_line_check', sql`${t.serviceLine} in ('new_graduate', 'mid_career')`),
  ],
);
