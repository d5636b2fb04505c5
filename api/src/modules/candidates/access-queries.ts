// The SQL of the tenancy check (access.ts): the candidate of the session's agency and site.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ownedBy } from '../../db/owned-queries';
import { candidates } from '../../db/schema/applicants';
import type { AuthContext } from '../../plugins/auth-guard';

/** The candidate when it is the agency's on the site, else undefined. */
export async function ownCandidateRow(
  db: Pick<Database, 'select'>,
  auth: AuthContext,
  candidateId: number,
) {
  const [row] = await db
    .select({
      id: candidates.id,
      applicantId: candidates.applicantId,
      jobId: candidates.jobId,
      agencyId: candidates.agencyId,
      siteId: candidates.siteId,
      selectionStepName: candidates.selectionStepName,
    })
    .from(candidates)
    .where(and(eq(candidates.id, candidateId), ownedBy(candidates, auth)));
  return row;
}
