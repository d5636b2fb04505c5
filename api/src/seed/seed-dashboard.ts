// The demo's dashboard (issue 29): tasks of every kind on the demo agency's referrals, some
// overdue, one done; the selection history (written by migration 0015's triggers while the seed
// inserted the referrals) named with the staff the seed spread the referrals over afterwards; a
// few referrals dated back so that companies have gone quiet; and the 回答待ち marks of the day. Runs after seedStaff, inside the seed's transaction.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { addBusinessDays, tokyoAt } from '@portal/shared/business-days';
import type { TaskKind } from '@portal/shared/contract/dashboard';
import { TASK_TITLES } from '@portal/shared/dashboard-messages';
import { addDays, tokyoDate } from '@portal/shared/tokyo-time';
import type { Database } from '../db/client';
import { candidates } from '../db/schema/applicants';
import { tasks } from '../db/schema/dashboard';
import { tentativeEvents } from '../db/schema/events';
import { selectRows } from '../db/rows-queries';
import { evaluateWaiting } from '../modules/dashboard/waiting-service';
import { DEMO_AUTHORED_TODAY } from './demo-clock';

/** The demo's tasks: kind, title, due (days from the demo's today, Tokyo time), done. */
const DEMO_TASKS: {
  kind: TaskKind;
  title?: string;
  days: number;
  time: string;
  done?: boolean;
  note?: string;
}[] = [
  {
    kind: 'manual',
    title: '推薦書類の追加確認',
    days: -3,
    time: '12:00',
    note: '職務経歴書の最新版を候補者に依頼する',
  },
  { kind: 'company_reply', days: -1, time: '18:00' },
  { kind: 'interview_follow_up', days: 0, time: '17:00' },
  { kind: 'rejection_notice', days: 0, time: '18:00' },
  { kind: 'offer_confirmation', days: 2, time: '18:00' },
  { kind: 'manual', title: '面談日程の調整', days: 9, time: '10:00' },
  { kind: 'manual', title: '希望条件のヒアリング', days: -5, time: '15:00', done: true },
];

export const DEMO_TASK_COUNT = DEMO_TASKS.length;

export async function seedDashboard(
  db: Database,
  ids: { demoAgencyId: number },
  today?: Date,
): Promise<void> {
  const agencyId = ids.demoAgencyId;
  // The history is append-only; the seed's own transaction may name its staff (migration 0015).
  await db.execute(sql`select set_config('portal.rewrite_receipts', 'on', true)`);
  await db.execute(sql`
    update selection_history h set staff_account_id = c.referred_by_account_id,
      actor_account_id = case when h.actor_kind = 'account' then c.referred_by_account_id end
    from candidates c where c.id = h.candidate_id and c.agency_id = ${agencyId}`);
  const day = today ? tokyoDate(today) : DEMO_AUTHORED_TODAY;
  const referrals = await db
    .select({
      id: candidates.id,
      applicantId: candidates.applicantId,
      siteId: candidates.siteId,
      owner: candidates.referredByAccountId,
    })
    .from(candidates)
    .where(
      and(
        eq(candidates.agencyId, agencyId),
        eq(candidates.siteId, '25'),
        isNotNull(candidates.applicantId),
        isNotNull(candidates.jobId),
      ),
    )
    .orderBy(asc(candidates.id))
    .limit(DEMO_TASKS.length);
  const now = today ?? tokyoAt(DEMO_AUTHORED_TODAY, '09:00');
  await db.insert(tasks).values(
    referrals.map((referral, index) => {
      const task = DEMO_TASKS[index];
      const dueAt = tokyoAt(addDays(day, task.days), task.time);
      return {
        agencyId,
        siteId: referral.siteId,
        applicantId: referral.applicantId!,
        candidateId: referral.id,
        kind: task.kind,
        occurrence: task.kind === 'manual' ? null : `demo:${index}`,
        title: task.kind === 'manual' ? task.title! : TASK_TITLES[task.kind],
        note: task.note ?? '',
        dueAt,
        ownerAccountId: referral.owner,
        createdByAccountId: task.kind === 'manual' ? referral.owner : null,
        completedAt: task.done ? tokyoAt(addDays(day, -4), '11:00') : null,
        completedByAccountId: task.done ? referral.owner : null,
        createdAt: tokyoAt(addDays(day, Math.min(task.days, 0) - 7), '10:00'),
        updatedAt: now,
      };
    }),
  );
  await evaluateWaiting(db, agencyId, tokyoDate(now), now);
}

/**
 * The seed's referrals are made at the seed's own time: nothing would wait for a company on the
 * demo's today. Two 選考前 referrals are moved back past the 書類 threshold (8 and 6 business
 * days) and one 選考中 referral gets an interview that took place 4 business days ago (past the
 * 面接結果 threshold), so the day's evaluation (seedDashboard) marks them. Runs before seedStaff
 * writes the audit trail (append-only) at the referrals' dates; their history moves with them
 * (the seed's own transaction may rewrite it, as dateDemoFor does).
 */
export async function backdateWaiting(db: Database, agencyId: number, today?: Date) {
  const day = today ? tokyoDate(today) : DEMO_AUTHORED_TODAY;
  await db.execute(sql`select set_config('portal.rewrite_receipts', 'on', true)`);
  const quiet = (status: number, limit: number) =>
    selectRows<{ id: number }>(
      db,
      sql`select c.id from candidates c
        where c.agency_id = ${agencyId} and c.site_id = '25' and c.special_selection_status = ${status}
          and c.job_id is not null and c.applicant_id is not null and not c.is_tmp_candidate
          and not c.is_tmp_candidate_discarded
          and not exists (select 1 from candidate_messages m where m.candidate_id = c.id)
          and not exists (select 1 from tentative_events t where t.candidate_id = c.id)
        order by c.id limit ${limit}`,
    );
  const documents = await quiet(1, 2);
  for (const [index, { id }] of documents.entries()) {
    const at = tokyoAt(addBusinessDays(day, -(8 - index * 2)), '10:30').toISOString();
    await db.execute(sql`update candidates set referred_at = ${at}::timestamptz,
      created_at = least(created_at, ${at}::timestamptz) where id = ${id}`);
    await db.execute(sql`update selection_history set changed_at = ${at}::timestamptz
      where candidate_id = ${id} and stage = 'referred'`);
  }
  const [interviewed] = await quiet(2, 1);
  if (!interviewed) return;
  const interviewDay = addBusinessDays(day, -4);
  const referredAt = tokyoAt(addBusinessDays(day, -15), '10:00').toISOString();
  await db.execute(sql`update candidates set referred_at = ${referredAt}::timestamptz,
    created_at = least(created_at, ${referredAt}::timestamptz) where id = ${interviewed.id}`);
  await db.execute(sql`update selection_history set changed_at = ${referredAt}::timestamptz
    where candidate_id = ${interviewed.id} and changed_at > ${referredAt}::timestamptz`);
  await db.insert(tentativeEvents).values({
    candidateId: interviewed.id,
    startAt: tokyoAt(interviewDay, '14:00'),
    endAt: tokyoAt(interviewDay, '15:00'),
    confirmedAt: tokyoAt(addBusinessDays(interviewDay, -3), '10:00'),
    createdAt: tokyoAt(addBusinessDays(interviewDay, -5), '10:00'),
  });
}
