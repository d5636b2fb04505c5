// The one tenancy check of every /candidates/{id}/... call: the candidate of the session's agency
// and site, else 404 (another agency's id reads exactly like an id that does not exist).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ownedBy } from '../../db/owned-queries';
import { candidates } from '../../db/schema/applicants';
import type { AuthContext } from '../../plugins/auth-guard';
import { notFound } from '../../plugins/http-errors';

export const CANDIDATE_NOT_FOUND_MESSAGE = '紹介情報が見つかりません';
export const FILE_NOT_FOUND_MESSAGE = 'ファイルが見つかりません';

/** The 404 of a path id that cannot exist: the candidate's, else the file's (route options). */
export const CANDIDATE_PATH_NOT_FOUND = {
  id: CANDIDATE_NOT_FOUND_MESSAGE,
  '': FILE_NOT_FOUND_MESSAGE,
};

export interface OwnCandidate {
  id: number;
  applicantId: number | null;
  jobId: number | null;
  agencyId: number;
  siteId: string;
  selectionStepName: string | null;
}

/** The candidate when it is the agency's on the site, else 404 紹介情報が見つかりません. */
export async function ownCandidate(
  db: Pick<Database, 'select'>,
  auth: AuthContext,
  candidateId: number,
): Promise<OwnCandidate> {
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
  if (!row) throw notFound(CANDIDATE_NOT_FOUND_MESSAGE);
  return row;
}
