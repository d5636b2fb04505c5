// The SQL of the sessions (session.ts): the rows behind the session cookies.
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, sessions } from '../db/schema/agencies';

/** The session of a line by its id, with its account's agency: prepared once. */
export function prepareSessionById(db: Database) {
  return db
    .select({
      id: sessions.id,
      serviceLine: sessions.serviceLine,
      accountId: sessions.accountId,
      agencyId: accounts.agencyId,
      csrfToken: sessions.csrfToken,
      remember: sessions.remember,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .leftJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        eq(sessions.serviceLine, sql.placeholder('line')),
      ),
    )
    .prepare('session_by_id');
}

export async function deleteSession(db: Database, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function touchSession(db: Database, id: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

/** Every session of an account, except `keepId` if given. */
export async function deleteSessionsOf(db: Database, accountId: number, keepId?: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.accountId, accountId), keepId ? ne(sessions.id, keepId) : undefined));
}

/** Sessions past their lifetime, and short ones idle since before `idleSince`. */
export async function deleteExpiredSessions(db: Database, now: Date, idleSince: Date) {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        and(eq(sessions.remember, false), lt(sessions.lastSeenAt, idleSince)),
      ),
    );
}

export async function insertSession(db: Database, row: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(row);
}
