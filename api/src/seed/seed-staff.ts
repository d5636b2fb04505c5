// The demo agency's staff (issue 22): the main account gets a name, two sub-accounts are added,
// the demo's referrals, messages and reservations are spread over the three, and the audit trail
// is written for what the seed created, at the dates it shows (run after the demo clock).
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts } from '../db/schema/agencies';
import { hashPassword } from '../modules/auth/passwords';
import { DEMO_MAIN_STAFF_NAME, DEMO_STAFF } from './demo-data';

export async function seedStaff(
  db: Database,
  ids: { demoAgencyId: number; demoAccountId: number },
): Promise<number[]> {
  const agencyId = ids.demoAgencyId;
  // The seed sets the senders of the demo's receipts: allowed to this transaction only.
  await db.execute(sql`select set_config('portal.rewrite_receipts', 'on', true)`);
  await db
    .update(accounts)
    .set({ name: DEMO_MAIN_STAFF_NAME })
    .where(eq(accounts.id, ids.demoAccountId));
  const team = [ids.demoAccountId];
  for (const staff of DEMO_STAFF) {
    const [account] = await db
      .insert(accounts)
      .values({
        agencyId,
        kind: 'sub',
        userId: staff.userId,
        email: staff.email,
        name: staff.name,
        passwordHash: await hashPassword(staff.password),
      })
      .returning({ id: accounts.id });
    team.push(account.id);
  }
  const teamArray = sql.raw(`array[${team.join(',')}]::int[]`);
  const size = team.length;
  // Round robin by id: each staff member sent some referrals, messages and reservations.
  await db.execute(sql`
    update candidates c set referred_by_account_id = (${teamArray})[1 + (c.id % ${size})]
    where c.agency_id = ${agencyId}`);
  await db.execute(sql`
    update candidate_messages m set sender_account_id = (${teamArray})[1 + (m.id % ${size})]
    from candidates c
    where c.id = m.candidate_id and c.agency_id = ${agencyId}
      and m.sender_type = 'introduction_company'`);
  await db.execute(sql`
    update chat_messages m set sender_account_id = (${teamArray})[1 + (m.id % ${size})]
    from chat_threads t
    where t.id = m.thread_id and t.agency_id = ${agencyId}
      and m.sender_type = 'introduction_company'`);
  await db.execute(sql`
    update event_entries e set reserved_by_account_id = (${teamArray})[1 + (e.id % ${size})],
      updated_by_account_id = (${teamArray})[1 + (e.id % ${size})]
    where e.agency_id = ${agencyId}`);
  await db.execute(sql`
    update tentative_events t set confirmed_by_account_id = c.referred_by_account_id
    from candidates c
    where c.id = t.candidate_id and c.agency_id = ${agencyId} and t.confirmed_at is not null`);
  await seedTrail(db, agencyId, team);
  return team;
}

/** The trail of what the demo shows: applicants registered, referrals, messages, reservations. */
async function seedTrail(db: Database, agencyId: number, team: number[]) {
  const teamArray = sql.raw(`array[${team.join(',')}]::int[]`);
  /** One record of work on a candidate per row the select answers, in the order of its columns. */
  const insertCandidateTrail = (select: SQL) =>
    db.execute(sql`
    insert into audit_records (agency_id, site_id, actor_kind, actor_account_id, action,
      target_type, target_id, applicant_id, candidate_id, summary, created_at)
    ${select}`);
  await db.execute(sql`
    insert into audit_records (agency_id, site_id, actor_kind, actor_account_id, action,
      target_type, target_id, applicant_id, summary, created_at)
    select a.agency_id, a.site_id, 'account', (${teamArray})[1 + (a.id % ${team.length})],
      'applicant.created', 'applicant', a.id, a.id,
      jsonb_build_object('after', jsonb_build_object('seiKanji', a.sei_kanji, 'meiKanji', a.mei_kanji)),
      a.created_at
    from applicants a where a.agency_id = ${agencyId}
    order by a.id limit 5000`);
  await insertCandidateTrail(sql`
    select c.agency_id, c.site_id, 'account', c.referred_by_account_id, 'referral.created',
      'candidate', c.id, c.applicant_id, c.id,
      jsonb_build_object('after', jsonb_build_object('jobId', c.job_id)), c.referred_at
    from candidates c
    where c.agency_id = ${agencyId} and c.referred_by_account_id is not null
    order by c.id limit 5000`);
  await insertCandidateTrail(sql`
    select c.agency_id, c.site_id, 'account', m.sender_account_id, 'message.sent', 'message',
      m.id, c.applicant_id, c.id,
      jsonb_build_object('after', jsonb_build_object('content', left(m.content, 200))), m.created_at
    from candidate_messages m join candidates c on c.id = m.candidate_id
    where c.agency_id = ${agencyId} and m.sender_account_id is not null
    order by m.id limit 5000`);
  await insertCandidateTrail(sql`
    select e.agency_id, c.site_id, 'account', e.reserved_by_account_id, 'reservation.made',
      'event_entry', e.id, c.applicant_id, c.id,
      jsonb_build_object('after', jsonb_build_object('eventId', ev.id, 'eventTitle', ev.title)),
      e.created_at
    from event_entries e join candidates c on c.id = e.candidate_id
      join events ev on ev.id = e.event_id
    where e.agency_id = ${agencyId} and e.reserved_by_account_id is not null
    order by e.id limit 5000`);
}
