// Account lookups for login.
import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
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
export async function findAccountByLogin(db: Database, login: string): Promise<LoginAccount | null> {
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
    .innerJoin(agencies, eq(agencies.id, accounts.agencyId))
    .where(or(eq(accounts.userId, login), eq(sql`lower(${accounts.email})`, login.toLowerCase())))
    .limit(1);
  return row ?? null;
}
