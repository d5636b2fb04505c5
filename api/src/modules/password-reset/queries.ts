// SQL of the password reissue (service.ts): reset tokens (stored as a digest), and the account
// the reset changes and logs out.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, sessions } from '../../db/schema/agencies';
import { passwordResetTokens } from '../../db/schema/onboarding';

/** Marks the account's unused tokens used: only the newest link works. */
export async function retireResetTokens(
  tx: Pick<Database, 'update'>,
  accountId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.accountId, accountId), isNull(passwordResetTokens.usedAt)));
}

export async function insertResetToken(
  tx: Pick<Database, 'insert'>,
  values: typeof passwordResetTokens.$inferInsert,
): Promise<void> {
  await tx.insert(passwordResetTokens).values(values);
}

/** Marks the token used if it is unused and unexpired; answers its account, or null. */
export async function spendResetToken(
  tx: Pick<Database, 'update'>,
  tokenDigest: string,
  now: Date,
): Promise<number | null> {
  const [token] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenDigest, tokenDigest),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ accountId: passwordResetTokens.accountId });
  return token?.accountId ?? null;
}

export async function findAccount(tx: Pick<Database, 'select'>, accountId: number) {
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId));
  return account;
}

export async function setPasswordHash(
  tx: Pick<Database, 'update'>,
  accountId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await tx.update(accounts).set({ passwordHash, updatedAt: now }).where(eq(accounts.id, accountId));
}

/** Ends every session of the account. */
export async function deleteSessions(tx: Pick<Database, 'delete'>, accountId: number) {
  await tx.delete(sessions).where(eq(sessions.accountId, accountId));
}
