// The SQL of API連携 (issue 30): the agency's tokens as the list shows them, creating and revoking
// one (each recorded in the audit trail, in its transaction), and the main account's choice
// whether sub-accounts may create their own.
import { and, asc, eq } from 'drizzle-orm';
import type { ApiToken, ApiTokenScope } from '@portal/shared/contract/api-tokens';
import { auditOf, recordAudit } from '../../audit/record';
import type { Database } from '../../db/client';
import { agencyOfAccount } from '../../db/join-queries';
import { accounts, agencies } from '../../db/schema/agencies';
import { apiTokens } from '../../db/schema/api-tokens';
import type { AuthContext } from '../../plugins/auth-guard';
import { staffName } from '../audit/queries';

/** Who is asking: their kind and whether their agency lets sub-accounts create tokens. */
export async function readTokenPolicy(
  db: Pick<Database, 'select'>,
  auth: AuthContext,
): Promise<{ kind: 'main' | 'sub'; subAccountsMayCreate: boolean } | undefined> {
  const [row] = await db
    .select({ kind: accounts.kind, subAccountsMayCreate: agencies.subAccountsCreateApiTokens })
    .from(accounts)
    .innerJoin(agencies, agencyOfAccount)
    .where(and(eq(accounts.id, auth.accountId), eq(accounts.agencyId, auth.agencyId)));
  return row;
}

/** The agency's tokens, oldest first; only those acting as `accountId` when given. */
export async function listTokens(
  db: Pick<Database, 'select'>,
  agencyId: number,
  now: Date,
  accountId?: number,
): Promise<ApiToken[]> {
  const rows = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      scope: apiTokens.scope,
      accountId: apiTokens.accountId,
      accountName: staffName,
      hint: apiTokens.secretHint,
      expiresAt: apiTokens.expiresAt,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .innerJoin(accounts, eq(accounts.id, apiTokens.accountId))
    .where(
      and(
        eq(apiTokens.agencyId, agencyId),
        accountId === undefined ? undefined : eq(apiTokens.accountId, accountId),
      ),
    )
    .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
  return rows.map((row) => ({
    ...row,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expired: row.expiresAt.getTime() <= now.getTime(),
  }));
}

/** The name of a staff account of the agency, or undefined when it is not one of its accounts. */
export async function staffAccountName(
  db: Pick<Database, 'select'>,
  agencyId: number,
  accountId: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: staffName })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.agencyId, agencyId)));
  return row?.name;
}

export interface NewToken {
  name: string;
  accountId: number;
  accountName: string;
  scope: ApiTokenScope;
  secretHash: string;
  secretHint: string;
  expiresAt: Date;
  now: Date;
}

export async function insertToken(db: Database, auth: AuthContext, token: NewToken) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiTokens)
      .values({
        agencyId: auth.agencyId,
        accountId: token.accountId,
        createdByAccountId: auth.accountId,
        name: token.name,
        scope: token.scope,
        secretHash: token.secretHash,
        secretHint: token.secretHint,
        expiresAt: token.expiresAt,
        createdAt: token.now,
      })
      .returning({ id: apiTokens.id });
    await recordAudit(tx, {
      ...auditOf(auth),
      action: 'api_token.created',
      target: { type: 'api_token', id: row.id },
      after: {
        name: token.name,
        actingAccount: token.accountName,
        scope: token.scope,
        expiresAt: token.expiresAt,
      },
    });
    return row.id;
  });
}

/**
 * Deletes a token of the agency (acting as `accountId` when given): false when there is none,
 * another agency's included. The next request with its secret is a 401.
 */
export async function deleteToken(
  db: Database,
  auth: AuthContext,
  id: number,
  accountId?: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(apiTokens)
      .where(
        and(
          eq(apiTokens.id, id),
          eq(apiTokens.agencyId, auth.agencyId),
          accountId === undefined ? undefined : eq(apiTokens.accountId, accountId),
        ),
      )
      .returning({ name: apiTokens.name, scope: apiTokens.scope });
    if (!row) return false;
    await recordAudit(tx, {
      ...auditOf(auth),
      action: 'api_token.revoked',
      target: { type: 'api_token', id },
      before: { name: row.name, scope: row.scope },
    });
    return true;
  });
}

export async function writeTokenPolicy(
  db: Database,
  auth: AuthContext,
  subAccountsMayCreate: boolean,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ value: agencies.subAccountsCreateApiTokens })
      .from(agencies)
      .where(eq(agencies.id, auth.agencyId));
    if (before?.value === subAccountsMayCreate) return;
    await tx
      .update(agencies)
      .set({ subAccountsCreateApiTokens: subAccountsMayCreate, updatedAt: now })
      .where(eq(agencies.id, auth.agencyId));
    await recordAudit(tx, {
      ...auditOf(auth),
      action: 'api_token.policy_changed',
      target: { type: 'agency', id: auth.agencyId },
      before: { subAccountsMayCreate: before?.value ?? false },
      after: { subAccountsMayCreate },
    });
  });
}
