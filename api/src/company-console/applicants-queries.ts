// SQL of the console's applicant commands (applicants-commands.ts).
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { applicantMerges, applicants } from '../db/schema/applicants';

/** An applicant with phone and e-mail exactly as given; the keys the database derived. */
export async function insertRawApplicant(db: Database, input: typeof applicants.$inferInsert) {
  const [row] = await db.insert(applicants).values(input).returning({
    id: applicants.id,
    phoneKey: applicants.phoneKey,
    emailKey: applicants.emailKey,
    nameKey: applicants.nameKey,
    kanaKey: applicants.kanaKey,
  });
  return row;
}

/** An agency's applicant merges, newest first. */
export function listApplicantMerges(db: Database, agencyId: number) {
  return db
    .select({
      id: applicantMerges.id,
      siteId: applicantMerges.siteId,
      sourceApplicantId: applicantMerges.sourceApplicantId,
      keptApplicantId: applicantMerges.keptApplicantId,
      mergedByAccountId: applicantMerges.mergedByAccountId,
      source: applicantMerges.source,
      moved: applicantMerges.moved,
      mergedAt: applicantMerges.mergedAt,
    })
    .from(applicantMerges)
    .where(eq(applicantMerges.agencyId, agencyId))
    .orderBy(desc(applicantMerges.id));
}
