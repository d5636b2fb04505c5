// The one tenancy check of every /candidates/{id}/... call: the candidate of the session's agency
// and site, else 404 (another agency's id reads exactly like an id that does not exist).
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { candidates } from '../../db/schema/applicants';
import type { AuthContext } from '../../plugins/auth-guard';
import { notFound } from '../../plugins/http-errors';

export const CANDIDATE_NOT_FOUND_MESSAGE = '紹介情報が見つかりません';
export const FILE_NOT_FOUND_MESSAGE = 'ファイルが見つかりません';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** Reads positive integer path params by name; a malformed one is a 404, never a 500. */
export function idsOf<K extends string>(params: unknown, ...names: K[]): Record<K, number> {
  const source = (params ?? {}) as Record<string, unknown>;
  const out = {} as Record<K, number>;
  for (const name of names) {
    const parsed = id.safeParse(source[name]);
    if (!parsed.success)
      throw notFound(name === 'id' ? CANDIDATE_NOT_FOUND_MESSAGE : FILE_NOT_FOUND_MESSAGE);
    out[name] = parsed.data;
  }
  return out;
}

export interface OwnCandidate {
  id: number;
  applicantId: number | null;
  jobId: number | null;
  agencyId: number;
  siteId: string;
  selectionStepName: string | null;
}

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
    .where(
      and(
        eq(candidates.id, candidateId),
        eq(candidates.agencyId, auth.agencyId),
        eq(candidates.siteId, auth.siteId),
      ),
    );
  if (!row) throw notFound(CANDIDATE_NOT_FOUND_MESSAGE);
  return row;
}
