// SQL of sign-up (service.ts): company codes and invitation hashes that can still be used (stored
// as digests; spending one marks it used), the agency a main account fills in, and the account.
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { VerifyHashResponse } from '@portal/shared/contract/signup';
import type { Database } from '../../db/client';
import { accounts, agencies } from '../../db/schema/agencies';
import { companyCodes, invitationHashes } from '../../db/schema/onboarding';
import { digest, normalizeCode } from '../../security/secrets';

const usableCode = (code: string, email: string, now: Date) =>
  and(
    eq(companyCodes.codeDigest, digest(normalizeCode(code))),
    eq(sql`lower(${companyCodes.email})`, email.toLowerCase()),
    isNull(companyCodes.usedAt),
    or(isNull(companyCodes.expiresAt), gt(companyCodes.expiresAt, now)),
  );

const usableHash = (hashId: string, now: Date) =>
  and(
    eq(invitationHashes.hashDigest, digest(hashId)),
    isNull(invitationHashes.usedAt),
    gt(invitationHashes.expiresAt, now),
  );

export async function hasMainAccount(db: Database, agencyId: number): Promise<boolean> {
  const count = await db.$count(
    accounts,
    and(eq(accounts.agencyId, agencyId), eq(accounts.kind, 'main')),
  );
  return count > 0;
}

/** The agency of a company code still usable for this e-mail, or null. */
export async function usableCodeAgency(
  db: Database,
  code: string,
  email: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .select({ agencyId: companyCodes.agencyId })
    .from(companyCodes)
    .where(usableCode(code, email, now));
  return row?.agencyId ?? null;
}

/** The invitation of a usable hash, with the inviting agency's particulars. */
export async function usableInvitation(
  db: Database,
  hashId: string,
  now: Date,
): Promise<VerifyHashResponse | null> {
  const [row] = await db
    .select({
      email: invitationHashes.email,
      introductionCompanyName: agencies.name,
      phoneNumber: agencies.phone,
      address: agencies.address,
      companyCode: agencies.companyCode,
    })
    .from(invitationHashes)
    .innerJoin(agencies, eq(agencies.id, invitationHashes.agencyId))
    .where(usableHash(hashId, now));
  return row ?? null;
}

/** Marks a usable company code used; answers its agency, or null. */
export async function spendCompanyCode(
  tx: Database,
  code: string,
  email: string,
  now: Date,
): Promise<number | null> {
  const [spent] = await tx
    .update(companyCodes)
    .set({ usedAt: now })
    .where(usableCode(code, email, now))
    .returning({ agencyId: companyCodes.agencyId });
  return spent?.agencyId ?? null;
}

/** Marks a usable invitation hash used; answers its agency and e-mail, or null. */
export async function spendInvitation(tx: Database, hashId: string, now: Date) {
  const [invitation] = await tx
    .update(invitationHashes)
    .set({ usedAt: now })
    .where(usableHash(hashId, now))
    .returning({ agencyId: invitationHashes.agencyId, email: invitationHashes.email });
  return invitation ?? null;
}

/** Locks the agency row until the transaction ends. */
export async function lockAgency(tx: Database, agencyId: number): Promise<void> {
  await tx
    .select({ id: agencies.id })
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .for('update');
}

export async function findAgency(tx: Database, agencyId: number) {
  const [agency] = await tx.select().from(agencies).where(eq(agencies.id, agencyId));
  return agency;
}

export async function updateAgency(
  tx: Database,
  agencyId: number,
  values: Partial<typeof agencies.$inferInsert>,
) {
  const [agency] = await tx
    .update(agencies)
    .set(values)
    .where(eq(agencies.id, agencyId))
    .returning();
  return agency;
}

export async function insertAccount(tx: Database, values: typeof accounts.$inferInsert) {
  const [account] = await tx.insert(accounts).values(values).returning();
  return account;
}
