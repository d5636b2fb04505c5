// Account lookups for login.
import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agencyOfAccount } from '../../db/join-queries';
import { accounts, agencies } from '../../db/schema/agencies';

export interface LoginAccount {
  id: number;
  agencyId: number;
  userId: string;
  email: string;
  passwordHash: string;
  agencyName: string;
}

/** By e-mail (case-insensitive) or user ID; user IDs cannot contain '@', so the two never clash. */
export async function findAccountByLogin(
  db: Database,
  login: string,
): Promise<LoginAccount | null> {
  const [row] = await db
    .select({
      id: accounts.id,
      agencyId: accounts.agencyId,
      userId: accounts.userId,
      email: accounts.email,
      passwordHash: accounts.passwordHash,
      agencyName: agencies.name,
    })
    .from(accounts)
    .innerJoin(agencies, agencyOfAccount)
    .where(or(eq(accounts.userId, login), eq(sql`lower(${accounts.email})`, login.toLowerCase())))
    .limit(1);
  return row ?? null;
}

export async function findAccountByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(eq(sql`lower(${accounts.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** Which of a user ID and an e-mail another account already has (for 422 field messages). */
export async function takenIdentifiers(
  db: Database,
  candidate: { userId?: string; email?: string },
  exceptAccountId?: number,
): Promise<{ userId: boolean; email: boolean }> {
  const rows = await db
    .select({ id: accounts.id, userId: accounts.userId, email: accounts.email })
    .from(accounts)
    .where(
      or(
        candidate.userId ? eq(accounts.userId, candidate.userId) : undefined,
        candidate.email
          ? eq(sql`lower(${accounts.email})`, candidate.email.toLowerCase())
          : undefined,
      ),
    );
  const others = rows.filter((row) => row.id !== exceptAccountId);
  return {
    userId: others.some((row) => row.userId === candidate.userId),
    email: others.some((row) => row.email.toLowerCase() === candidate.email?.toLowerCase()),
  };
}
