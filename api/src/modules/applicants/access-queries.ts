// The SQL of the applicant tenancy check: the applicant of the session's agency and site. Another
// agency's or site's applicant reads exactly like one that does not exist.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ownedBy } from '../../db/owned-queries';
import { applicants } from '../../db/schema/applicants';
import type { AuthContext } from '../../plugins/auth-guard';

/** The applicant's id when it is the agency's on the site (null: not found). */
export async function ownApplicantId(
  db: Pick<Database, 'select'>,
  auth: AuthContext,
  applicantId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: applicants.id })
    .from(applicants)
    .where(and(eq(applicants.id, applicantId), ownedBy(applicants, auth)));
  return row?.id ?? null;
}
