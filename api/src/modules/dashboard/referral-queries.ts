// SQL of the dashboard's referral lists (issue 29): the referrals marked 回答待ち, the active
// referrals with neither an open task nor a final state, and one referral with its mark.
import { sql, type SQL } from 'drizzle-orm';
import type { DashboardReferral } from '@portal/shared/contract/dashboard';
import { SELECTION_STATUS } from '@portal/shared/enums';
import { tokyoIso } from '@portal/shared/tokyo-time';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows-queries';
import { stateList } from '../../db/state-queries';
import type { AuthContext } from '../../plugins/auth-guard';
import { markStands, type MarkRow } from './waiting-queries';

export interface ReferralRow {
  id: number;
  applicant_id: number | null;
  sei_kanji: string | null;
  mei_kanji: string | null;
  job_id: number | null;
  job_name: string | null;
  company_id: number | null;
  company_name: string | null;
  site_id: string;
  special_selection_status: number;
  selection_step_name: string | null;
  referred_at: string | Date;
  referred_by: string | null;
}

/** The columns of a referral row; the query names candidates `c`. */
export const referralColumns = sql`c.id, c.applicant_id, ap.sei_kanji, ap.mei_kanji, c.job_id,
  j.job_name, j.company_id, hc.name as company_name, c.site_id, c.special_selection_status,
  c.selection_step_name, c.referred_at,
  coalesce(nullif(ra.name, ''), ra.user_id) as referred_by`;

export const referralJoins = sql`left join applicants ap on ap.id = c.applicant_id
  left join jobs j on j.id = c.job_id
  left join hiring_companies hc on hc.id = j.company_id
  left join accounts ra on ra.id = c.referred_by_account_id`;

export function toReferral(row: ReferralRow): DashboardReferral {
  return {
    candidateId: Number(row.id),
    applicantId: row.applicant_id === null ? null : Number(row.applicant_id),
    applicantName: row.sei_kanji === null ? '' : `${row.sei_kanji} ${row.mei_kanji}`,
    jobId: row.job_id === null ? null : Number(row.job_id),
    jobName: row.job_name,
    companyId: row.company_id === null ? null : Number(row.company_id),
    companyName: row.company_name,
    siteId: row.site_id as DashboardReferral['siteId'],
    specialSelectionStatus: Number(row.special_selection_status),
    selectionStepName: row.selection_step_name,
    referredAt: tokyoIso(new Date(row.referred_at)),
    referredBy: row.referred_by,
  };
}

export interface ListFilter {
  /** The referring staff member; null for all. */
  staffAccountId: number | null;
  companyId?: number;
  cursor?: number;
  limit: number;
}

function filters(auth: AuthContext, filter: ListFilter): SQL {
  return sql.join(
    [
      sql`c.agency_id = ${auth.agencyId} and c.site_id = ${auth.siteId}`,
      ...(filter.staffAccountId !== null
        ? [sql`c.referred_by_account_id = ${filter.staffAccountId}`]
        : []),
      ...(filter.companyId !== undefined ? [sql`j.company_id = ${filter.companyId}`] : []),
    ],
    sql` and `,
  );
}

/** Active (選考前・選考中・内定), not a discarded duplicate, and no open task of its own. */
const unplanned = sql`c.special_selection_status in (${stateList(
  SELECTION_STATUS.BEFORE_SELECTION,
  SELECTION_STATUS.IN_SELECTION,
  SELECTION_STATUS.INFORMAL_DECISION,
)}) and c.job_id is not null
  and not c.is_tmp_candidate_discarded
  and not exists (select 1 from tasks t where t.candidate_id = c.id and t.completed_at is null)`;

export async function unplannedPage(
  db: Pick<Database, 'execute'>,
  auth: AuthContext,
  filter: ListFilter,
) {
  const where = sql`${filters(auth, filter)} and ${unplanned}`;
  const total = await unplannedTotal(db, auth, filter);
  const rows = await selectRows<ReferralRow>(
    db,
    sql`select ${referralColumns} from candidates c ${referralJoins}
      where ${where} ${filter.cursor ? sql`and c.id < ${filter.cursor}` : sql``}
      order by c.id desc limit ${filter.limit + 1}`,
  );
  return page(rows, filter.limit, total, (row) => Number(row.id));
}

/** How many unplanned referrals the filter lets through (the page's total, the summary's count). */
async function unplannedTotal(
  db: Pick<Database, 'execute'>,
  auth: AuthContext,
  filter: ListFilter,
) {
  const [{ total }] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from candidates c ${referralJoins}
      where ${filters(auth, filter)} and ${unplanned}`,
  );
  return Number(total);
}

export function unplannedCount(
  db: Pick<Database, 'execute'>,
  auth: AuthContext,
  staffAccountId: number | null,
) {
  return unplannedTotal(db, auth, { staffAccountId, limit: 0 });
}

type WaitingRow = ReferralRow & MarkRow;

/** The standing marks of the site, longest wait first (cursor: the offset). */
export async function waitingPage(
  db: Pick<Database, 'execute'>,
  auth: AuthContext,
  filter: ListFilter,
) {
  const where = sql`${filters(auth, filter)} and ${markStands()}`;
  const total = await waitingTotal(db, auth, filter);
  const offset = filter.cursor ?? 0;
  const rows = await selectRows<WaitingRow>(
    db,
    sql`select ${referralColumns}, wm.candidate_id, wm.kind, wm.since, wm.business_days,
        wm.threshold_days
      from waiting_marks wm join candidates c on c.id = wm.candidate_id ${referralJoins}
      where ${where}
      order by wm.business_days desc, wm.since asc, c.id asc
      offset ${offset} limit ${filter.limit + 1}`,
  );
  const more = rows.length > filter.limit;
  return {
    rows: rows.slice(0, filter.limit),
    total,
    nextCursor: more ? offset + filter.limit : null,
  };
}

/** How many standing marks the filter lets through (the page's total, the summary's count). */
async function waitingTotal(db: Pick<Database, 'execute'>, auth: AuthContext, filter: ListFilter) {
  const [{ total }] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from waiting_marks wm join candidates c on c.id = wm.candidate_id
      ${referralJoins} where ${filters(auth, filter)} and ${markStands()}`,
  );
  return Number(total);
}

export function waitingCount(
  db: Pick<Database, 'execute'>,
  auth: AuthContext,
  staffAccountId: number | null,
) {
  return waitingTotal(db, auth, { staffAccountId, limit: 0 });
}

/** One referral of the agency on the site (null: not found). */
export async function referralRow(
  db: Pick<Database, 'execute'>,
  auth: AuthContext,
  candidateId: number,
) {
  const [row] = await selectRows<ReferralRow>(
    db,
    sql`select ${referralColumns} from candidates c ${referralJoins}
      where c.id = ${candidateId} and c.agency_id = ${auth.agencyId} and c.site_id = ${auth.siteId}`,
  );
  return row ?? null;
}

function page<T>(rows: T[], limit: number, total: number, cursorOf: (row: T) => number) {
  const more = rows.length > limit;
  const kept = rows.slice(0, limit);
  return { rows: kept, total, nextCursor: more ? cursorOf(kept[kept.length - 1]) : null };
}
