// The SQL of the API tokens' authentication (api-token.ts): the token behind a secret's hash, with
// its staff account's agency, and the cheap last-use stamp.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts } from '../db/schema/agencies';
import { apiTokens } from '../db/schema/api-tokens';

/** The token of a secret's hash: prepared once (read on every bearer request). */
export function prepareApiTokenByHash(db: Database) {
  return db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      scope: apiTokens.scope,
      accountId: apiTokens.accountId,
      // The account's agency, not only the token's: both must agree (a moved account is no match).
      agencyId: accounts.agencyId,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .innerJoin(
      accounts,
      and(eq(accounts.id, apiTokens.accountId), eq(accounts.agencyId, apiTokens.agencyId)),
    )
    .where(eq(apiTokens.secretHash, sql.placeholder('hash')))
    .prepare('api_token_by_hash');
}

/** Stamps the last use, unless another request did within the minute. */
export async function touchApiToken(db: Database, id: number, now: Date, since: Date) {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, since))),
    );
}
