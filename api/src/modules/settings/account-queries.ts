// The account settings of the logged-in account: the agency's company fields plus the account's
// own login e-mail, read and written together.
import { eq } from 'drizzle-orm';
import type { IntroductionCompanyAccount } from '@portal/shared/contract/settings';
import { auditOf, changes, recordAudit } from '../../audit/record';
import type { Database } from '../../db/client';
import { agencyOfAccount } from '../../db/join-queries';
import { accounts, agencies } from '../../db/schema/agencies';
import type { AuthContext } from '../../plugins/auth-guard';

export async function readAccountSettings(
  db: Pick<Database, 'select'>,
  auth: AuthContext,
): Promise<IntroductionCompanyAccount> {
  const [row] = await db
    .select({
      introductionCompanyName: agencies.name,
      phoneNumber: agencies.phone,
      contactPersonnel: agencies.contactPerson,
      address: agencies.address,
      email: accounts.email,
      additionalEmail: agencies.additionalEmails,
    })
    .from(accounts)
    .innerJoin(agencies, agencyOfAccount)
    .where(eq(accounts.id, auth.accountId));
  return row;
}

export async function writeAccountSettings(
  db: Database,
  auth: AuthContext,
  input: IntroductionCompanyAccount,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await readAccountSettings(tx, auth);
    const [account] = await tx
      .update(accounts)
      .set({ email: input.email, updatedAt: now })
      .where(eq(accounts.id, auth.accountId))
      .returning({ kind: accounts.kind });
    await tx
      .update(agencies)
      .set({
        name: input.introductionCompanyName,
        phone: input.phoneNumber,
        contactPerson: input.contactPersonnel,
        address: input.address,
        additionalEmails: input.additionalEmail,
        // The main account's address is the agency's: notifications go there.
        ...(account.kind === 'main' ? { email: input.email } : {}),
        updatedAt: now,
      })
      .where(eq(agencies.id, auth.agencyId));
    await recordAudit(tx, {
      ...auditOf(auth),
      action: 'settings.account_changed',
      target: { type: 'account', id: auth.accountId },
      ...changes(before, input),
    });
  });
}

export async function readAccountKind(db: Database, accountId: number) {
  const [row] = await db
    .select({ kind: accounts.kind })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row.kind;
}

export async function readPasswordHash(db: Database, accountId: number): Promise<string> {
  const [row] = await db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row.passwordHash;
}

/** The new password's hash; the trail says only that it changed (never the hash). */
export async function writePasswordHash(
  db: Database,
  auth: AuthContext,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ passwordHash, updatedAt: now })
      .where(eq(accounts.id, auth.accountId));
    await recordAudit(tx, {
      ...auditOf(auth),
      action: 'password.changed',
      target: { type: 'account', id: auth.accountId },
    });
  });
}
