// GET /applicants/{id}/candidates: the jobs an applicant was referred to, with each referral's
// state and unread count, optionally only one company's (the global company dropdown).
import { sql } from 'drizzle-orm';
import type { ReferredJobEntry } from '@portal/shared/contract/applicants';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows-queries';
import type { AuthContext } from '../../plugins/auth-guard';

interface Row extends Record<string, unknown> {
  id: number;
  special_selection_status: number;
  selection_step_name: string | null;
  is_candidate: boolean;
  is_tmp_candidate: boolean;
  is_tmp_candidate_discarded: boolean;
  job_id: number | null;
  job_name: string | null;
  job_category: string | null;
  area: string | null;
  company_name: string | null;
  unread_count: number | string;
}

export async function referredJobs(
  db: Database,
  auth: AuthContext,
  applicantId: number,
  companyId?: number,
): Promise<ReferredJobEntry[]> {
  const company = companyId ? sql`and j.company_id = ${companyId}` : sql``;
  const rows = await selectRows<Row>(
    db,
    sql`
    select c.id, c.special_selection_status, c.selection_step_name, c.is_candidate,
      c.is_tmp_candidate, c.is_tmp_candidate_discarded,
      j.id as job_id, j.job_name, j.job_category, j.area, h.name as company_name,
      (select count(*) from candidate_messages m where m.candidate_id = c.id
        and m.read_by_agency_at is null and m.sender_type <> 'introduction_company') as unread_count
    from candidates c
    left join jobs j on j.id = c.job_id
    left join hiring_companies h on h.id = j.company_id
    where c.applicant_id = ${applicantId} and c.agency_id = ${auth.agencyId}
      and c.site_id = ${auth.siteId} ${company}
    order by c.id desc`,
  );
  return rows.map((row) => {
    const unreadCount = Number(row.unread_count);
    return {
      job:
        row.job_id === null
          ? null
          : {
              id: row.job_id,
              name: row.job_name ?? '',
              companyName: row.company_name ?? '',
              jobCategory: row.job_category ?? '',
              area: row.area ?? '',
            },
      candidate: {
        id: row.id,
        specialSelectionStatus: row.special_selection_status,
        selectionStepName: row.selection_step_name,
        isCandidate: row.is_candidate,
        isTmpCandidate: row.is_tmp_candidate,
        isTmpCandidateDiscarded: row.is_tmp_candidate_discarded,
        hasUnreadMessage: unreadCount > 0,
        unreadCount,
      },
    };
  });
}
