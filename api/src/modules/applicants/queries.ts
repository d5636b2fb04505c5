// The applicant list (one keyset page in reading order, with each card's unread count, latest
// referrals and 回答待ち mark and the total, in one statement whatever the number of applicants),
// one applicant, and its writes. The page's referrals are read once per card (a lateral join: one
// pass over its candidates for the count, the unread messages and the latest three), and the
// statement is prepared on PostgreSQL (one generic plan per connection: db/client.ts).
import { and, eq, sql } from 'drizzle-orm';
import type {
  ApplicantDetail,
  ApplicantListItem,
  ApplicantPage,
  ApplicantPayload,
} from '@portal/shared/contract/applicants';
import { auditOf, changes, recordAudit } from '../../audit/record';
import type { Database } from '../../db/client';
import { ownedBy } from '../../db/owned-queries';
import { selectPreparedRows } from '../../db/rows-queries';
import { applicants } from '../../db/schema/applicants';
import type { AuthContext } from '../../plugins/auth-guard';
import { containsPattern } from '../../db/like';
import { toMark } from '../dashboard/service';
import { markStands, type MarkRow } from '../dashboard/waiting-queries';

export const fullName = (sei: string, mei: string) => `${sei} ${mei}`;

interface PageRow extends Record<string, unknown> {
  id: number;
  sei_kanji: string;
  mei_kanji: string;
  sei_kana: string;
  mei_kana: string;
  email: string;
  phone: string;
  direct_message_flag: boolean;
  unread_count: number | string;
  referral_count: number | string;
  latest: ApplicantListItem['latestReferrals'] | string | null;
  /** Issue 29: the applicant's longest standing 回答待ち mark (json), in the same statement. */
  waiting_mark: MarkRow | string | null;
  total: number | string;
}

export async function listApplicants(
  db: Database,
  auth: AuthContext,
  query: { keyword?: string; cursor?: number; limit: number },
): Promise<ApplicantPage> {
  const keyword = query.keyword?.trim() ?? '';
  const matches = keyword
    ? sql`and (a.sei_kanji || ' ' || a.mei_kanji) ilike ${containsPattern(keyword)}`
    : sql``;
  // In reading order (name-order-queries.ts), paged by keyset: the page after the cursor's
  // applicant is the rows whose keys come after its keys.
  const keys = (t: string) =>
    sql.raw(
      ['sei_kana_sort', 'mei_kana_sort', 'sei_kanji', 'mei_kanji']
        .map((column) => `${t}.${column} collate "C"`)
        .concat(`${t}.id`)
        .join(', '),
    );
  // An applicant removed meanwhile (merged) ends the list: the client reloads it from the top.
  const after = query.cursor
    ? sql`and (${keys('a')}) > (select ${keys('k')} from applicants k
        where k.id = ${query.cursor} and k.agency_id = ${auth.agencyId} and k.site_id = ${auth.siteId})`
    : sql``;
  // The total, in the same statement (run once, not per row): without a keyword the agency's
  // count (applicant_counts, kept by triggers), one row whatever the number of applicants.
  const count = keyword
    ? sql`(select count(*) from applicants a
        where a.agency_id = ${auth.agencyId} and a.site_id = ${auth.siteId} ${matches})`
    : sql`coalesce((select total from applicant_counts
        where agency_id = ${auth.agencyId} and site_id = ${auth.siteId}), 0)`;
  const rows = await selectPreparedRows<PageRow>(
    db,
    sql`
    with page as (
      select a.id, a.sei_kanji, a.mei_kanji, a.sei_kana, a.mei_kana, a.email, a.phone,
        a.direct_message_flag, a.sei_kana_sort, a.mei_kana_sort
      from applicants a
      where a.agency_id = ${auth.agencyId} and a.site_id = ${auth.siteId} ${matches} ${after}
      order by ${keys('a')}
      limit ${query.limit + 1}
    ),
    -- The standing 回答待ち marks of the page's applicants, each one's longest (issue 29): the
    -- agency's few marks read once for the page, not a scan per card.
    marks as (
      select distinct on (c.applicant_id) c.applicant_id,
        json_build_object('candidate_id', wm.candidate_id, 'kind', wm.kind,
          'since', wm.since, 'business_days', wm.business_days,
          'threshold_days', wm.threshold_days) as waiting_mark
      from waiting_marks wm join candidates c on c.id = wm.candidate_id
      where wm.agency_id = ${auth.agencyId} and wm.site_id = ${auth.siteId}
        and c.applicant_id in (select id from page) and ${markStands()}
      order by c.applicant_id, wm.business_days desc
    )
    select p.*, r.unread_count, r.referral_count, r.latest, w.waiting_mark, ${count} as total
    from page p left join marks w on w.applicant_id = p.id
    cross join lateral (
      select count(*) as referral_count,
        coalesce(sum((select count(*) from candidate_messages m
          where m.candidate_id = c.id and m.read_by_agency_at is null
            and m.sender_type <> 'introduction_company')), 0) as unread_count,
        coalesce(to_json((array_agg(json_build_object(
          'specialSelectionStatus', c.special_selection_status,
          'selectionStepName', c.selection_step_name,
          'isCandidate', c.is_candidate,
          'isTmpCandidate', c.is_tmp_candidate,
          'isTmpCandidateDiscarded', c.is_tmp_candidate_discarded,
          'jobName', (select j.job_name from jobs j where j.id = c.job_id),
          'companyName', (select h.name from jobs j join hiring_companies h on h.id = j.company_id
            where j.id = c.job_id)) order by c.id desc))[1:3]),
          '[]'::json) as latest
      from candidates c
      where c.applicant_id = p.id
    ) r
    order by ${keys('p')}`,
  );
  // An empty page (no applicant, or a cursor past the end) still says the total.
  const total = rows.length
    ? rows[0].total
    : (await selectPreparedRows<{ total: number | string }>(db, sql`select ${count} as total`))[0]
        .total;
  const page = rows.slice(0, query.limit);
  return {
    items: page.map(toListItem),
    total: Number(total),
    nextCursor: rows.length > query.limit ? page[page.length - 1].id : null,
  };
}

function toListItem(row: PageRow): ApplicantListItem {
  const unreadCount = Number(row.unread_count);
  const latest = typeof row.latest === 'string' ? JSON.parse(row.latest) : (row.latest ?? []);
  return {
    id: row.id,
    fullNameKanji: fullName(row.sei_kanji, row.mei_kanji),
    fullNameKana: fullName(row.sei_kana, row.mei_kana),
    email: row.email,
    phone: row.phone,
    directMessageFlag: row.direct_message_flag,
    hasUnreadMessage: unreadCount > 0,
    unreadCount,
    referralCount: Number(row.referral_count),
    latestReferrals: latest,
    waiting: row.waiting_mark
      ? toMark(
          typeof row.waiting_mark === 'string' ? JSON.parse(row.waiting_mark) : row.waiting_mark,
        )
      : null,
  };
}

const ownApplicant = (auth: AuthContext, id: number) =>
  and(eq(applicants.id, id), ownedBy(applicants, auth));

export async function readApplicant(
  db: Database,
  auth: AuthContext,
  id: number,
): Promise<ApplicantDetail | null> {
  const [row] = await db.select().from(applicants).where(ownApplicant(auth, id));
  if (!row) return null;
  return {
    id: row.id,
    seiKanji: row.seiKanji,
    meiKanji: row.meiKanji,
    seiKana: row.seiKana,
    meiKana: row.meiKana,
    email: row.email,
    phone: row.phone,
    directMessageFlag: row.directMessageFlag,
    fullNameKanji: fullName(row.seiKanji, row.meiKanji),
    fullNameKana: fullName(row.seiKana, row.meiKana),
  };
}

export async function createApplicant(
  db: Database,
  auth: AuthContext,
  payload: ApplicantPayload,
): Promise<ApplicantDetail> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applicants)
      .values({ ...payload, agencyId: auth.agencyId, siteId: auth.siteId })
      .returning({ id: applicants.id });
    await recordAudit(tx, {
      ...auditOf(auth),
      action: 'applicant.created',
      target: { type: 'applicant', id: row.id },
      applicantId: row.id,
      after: payload,
    });
    return row.id;
  });
  return (await readApplicant(db, auth, id))!;
}

export async function updateApplicant(
  db: Database,
  auth: AuthContext,
  id: number,
  payload: ApplicantPayload,
): Promise<ApplicantDetail | null> {
  const updated = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(applicants).where(ownApplicant(auth, id)).for('update');
    if (!before) return false;
    await tx
      .update(applicants)
      .set({ ...payload, updatedAt: new Date() })
      .where(ownApplicant(auth, id));
    await recordAudit(tx, {
      ...auditOf(auth),
      action: 'applicant.updated',
      target: { type: 'applicant', id },
      applicantId: id,
      ...changes(before, payload),
    });
    return true;
  });
  return updated ? readApplicant(db, auth, id) : null;
}
