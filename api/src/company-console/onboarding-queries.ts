// SQL of the operator-side onboarding (onboarding-service.ts): company codes and invitations,
// stored as digests.
import type { Database } from '../db/client';
import { companyCodes, invitationHashes } from '../db/schema/onboarding';

export async function insertCompanyCode(
  db: Pick<Database, 'insert'>,
  values: typeof companyCodes.$inferInsert,
): Promise<void> {
  await db.insert(companyCodes).values(values);
}

export async function insertInvitation(
  tx: Pick<Database, 'insert'>,
  values: typeof invitationHashes.$inferInsert,
): Promise<void> {
  await tx.insert(invitationHashes).values(values);
}
