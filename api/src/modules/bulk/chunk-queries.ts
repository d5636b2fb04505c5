// The SQL of one bulk chunk (chunk.ts), in the order it runs:
// - the applicants: the people of the good rows are locked (by bucket), found by phone AND e-mail
//   keys (@portal/shared/rules/identity, indexed columns), and the missing ones created in one
//   statement;
// - possible duplicates (issue 21): for each row, the closest OTHER applicant of the agency on this
//   site whose normalised name and phone, name and e-mail, or phone alone match the row (the rule
//   of GET /applicants/possible-duplicates). One statement per chunk: the rows go as one JSON
//   parameter and each condition is an index lookup (applicants_identity_idx for the phone,
//   applicants_name_key_idx / applicants_kana_key_idx for the names), never a scan. Failed rows
//   are checked too when what they hold is usable (a whole phone, or a name and an e-mail): the
//   failure list then says who they may be;
// - the referrals it creates, their answers, and the row results written last under the unique
//   (import, row key). The referrals it finds are refer-queries.ts' (referredApplicants), as one
//   referral's are.
import { sql } from 'drizzle-orm';
import type { BulkPossibleDuplicate } from '@portal/shared/contract/bulk';
import {
  emailKey,
  MIN_PHONE_KEY_LENGTH,
  nameKey,
  phoneKey,
  type IdentityFields,
} from '@portal/shared/rules/identity';
import { selectRows } from '../../db/rows-queries';
import { applicants, candidateAnswers, candidates } from '../../db/schema/applicants';
import { bulkFailedCandidates, bulkImportRows } from '../../db/schema/bulk-imports';
import type { AuthContext } from '../../plugins/auth-guard';
import { fullName } from '../applicants/queries';
import { identityOf, type PlainAnswer } from '../referrals/answers';
import { personKey, personLockKey, type Tx } from '../referrals/refer-service';

/** Locks the people of the chunk (by bucket, in one order: two chunks never deadlock). */
export async function lockAll(tx: Tx, keys: string[]) {
  if (!keys.length) return;
  const values = sql.join(
    [...new Set(keys)].sort().map((key) => sql`(${key})`),
    sql`, `,
  );
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(v.k, 0)) from (values ${values}) as v(k) order by v.k`,
  );
}

/**
 * Applicant ids by person key, creating the missing applicants; `existing` holds the keys of the
 * people who were already applicants (the row is marked linked).
 */
export async function applicantsFor(
  tx: Tx,
  auth: AuthContext,
  good: { answers?: Map<string, PlainAnswer> }[],
) {
  const byKey = new Map<string, ReturnType<typeof identityOf>>();
  for (const outcome of good) {
    const identity = identityOf(outcome.answers!);
    byKey.set(personKey(auth, identity.phone, identity.email), identity);
  }
  const ids = new Map<string, number>();
  const existing = new Set<string>();
  if (!byKey.size) return { ids, existing };
  await lockAll(tx, [...byKey.keys()].map(personLockKey));
  // One JSON parameter instead of hundreds of tuples: fast to send, and the join uses the
  // index applicants_identity_idx on the key columns.
  const pairs = JSON.stringify(
    [...byKey.values()].map((p) => ({ p: phoneKey(p.phone), e: emailKey(p.email) })),
  );
  const found = await selectRows<{ id: number; phone: string; email: string }>(
    tx,
    sql`
      select a.id, a.phone, a.email from ${applicants} a
      join jsonb_to_recordset(${pairs}::jsonb) as x(p text, e text)
        on a.phone_key = x.p and a.email_key = x.e
      where a.agency_id = ${auth.agencyId} and a.site_id = ${auth.siteId}
      order by a.id`,
  );
  for (const row of found) {
    const key = personKey(auth, row.phone, row.email);
    if (!ids.has(key)) ids.set(key, row.id);
  }
  for (const key of ids.keys()) existing.add(key);
  const missing = [...byKey].filter(([key]) => !ids.has(key));
  if (missing.length) {
    const people = JSON.stringify(missing.map(([, identity]) => identity));
    const created = await selectRows<{ id: number; phone: string; email: string }>(
      tx,
      sql`
        insert into ${applicants} (agency_id, site_id, sei_kanji, mei_kanji, sei_kana, mei_kana, email, phone, direct_message_flag)
        select ${auth.agencyId}, ${auth.siteId}, x."seiKanji", x."meiKanji", x."seiKana", x."meiKana", x.email, x.phone, x."directMessageFlag"
        from jsonb_to_recordset(${people}::jsonb) as x("seiKanji" text, "meiKanji" text, "seiKana" text, "meiKana" text, email text, phone text, "directMessageFlag" boolean)
        returning id, phone, email`,
    );
    for (const row of created) ids.set(personKey(auth, row.phone, row.email), row.id);
  }
  return { ids, existing };
}

/** What a row says of its person: the fields the identity rule compares. */
export type ProbeIdentity = IdentityFields;

export interface DuplicateProbe {
  /** What the row holds, as typed (a failed row's may be partial). */
  identity: ProbeIdentity;
  /** The row's own applicant (linked or created), never its own duplicate. */
  ownApplicantId: number | null;
}

/** The match keys of a row, null where the part cannot identify anyone. */
export function probeKeys(identity: ProbeIdentity) {
  const phone = phoneKey(identity.phone);
  const email = emailKey(identity.email);
  const name = nameKey(`${identity.seiKanji}${identity.meiKanji}`);
  const kana = nameKey(`${identity.seiKana}${identity.meiKana}`);
  return {
    p: phone.length >= MIN_PHONE_KEY_LENGTH ? phone : null,
    e: email.includes('@') ? email : null,
    n: name || null,
    k: kana || null,
  };
}

/** The possible duplicate of each probe, by its index (absent: none). */
export async function possibleDuplicatesOf(
  tx: Tx,
  auth: AuthContext,
  probes: DuplicateProbe[],
): Promise<Map<number, BulkPossibleDuplicate>> {
  const found = new Map<number, BulkPossibleDuplicate>();
  const usable = probes
    .map((probe, i) => ({ i, own: probe.ownApplicantId, ...probeKeys(probe.identity) }))
    .filter((x) => x.p || (x.e && (x.n || x.k)));
  if (!usable.length) return found;
  // Written into each branch (not a shared CTE, which PostgreSQL would materialise and scan).
  const ours = sql`a.agency_id = ${auth.agencyId} and a.site_id = ${auth.siteId}`;
  const rows = await selectRows<{
    i: number;
    id: number;
    sei_kanji: string;
    mei_kanji: string;
    name_match: boolean;
    phone_match: boolean;
    email_match: boolean;
  }>(
    tx,
    sql`
      with x as (
        select * from jsonb_to_recordset(${JSON.stringify(usable)}::jsonb)
          as x(i int, own int, p text, e text, n text, k text)
      ), m as (
        select x.i, a.id, a.sei_kanji, a.mei_kanji,
          coalesce(a.name_key = x.n or a.kana_key = x.k, false) as name_match,
          true as phone_match,
          coalesce(a.email_key = x.e, false) as email_match
        from x join ${applicants} a on ${ours} and a.phone_key = x.p
        where a.id is distinct from x.own
        union all
        select x.i, a.id, a.sei_kanji, a.mei_kanji, true, coalesce(a.phone_key = x.p, false), true
        from x join ${applicants} a on ${ours} and a.name_key = x.n and a.email_key = x.e
        where a.id is distinct from x.own
        union all
        select x.i, a.id, a.sei_kanji, a.mei_kanji, true, coalesce(a.phone_key = x.p, false), true
        from x join ${applicants} a on ${ours} and a.kana_key = x.k and a.email_key = x.e
        where a.id is distinct from x.own
      )
      select distinct on (m.i) m.* from m
      order by m.i,
        (case when m.phone_match and m.email_match then 4 else 0 end
          + case when m.name_match then 2 else 0 end
          + case when m.phone_match then 1 else 0 end) desc,
        m.id`,
  );
  for (const row of rows) {
    found.set(Number(row.i), {
      applicantId: Number(row.id),
      fullNameKanji: fullName(row.sei_kanji, row.mei_kanji),
      matchedOn: { name: row.name_match, phone: row.phone_match, email: row.email_match },
    });
  }
  return found;
}

/** One referral per applicant id (a JSON array of ids), in one statement. */
export async function insertCandidates(
  tx: Tx,
  auth: AuthContext,
  jobId: number,
  referrals: string,
) {
  return selectRows<{ id: number; applicant_id: number }>(
    tx,
    sql`
        insert into ${candidates} (applicant_id, job_id, agency_id, site_id, referred_by_account_id)
        select x.a::int, ${jobId}, ${auth.agencyId}, ${auth.siteId}, ${auth.accountId || null}::int
        from jsonb_array_elements_text(${referrals}::jsonb) as x(a)
        returning id, applicant_id`,
  );
}

export async function insertCandidateAnswers(
  tx: Tx,
  answers: { candidateId: number; answerKey: string; value: unknown }[],
) {
  await tx.execute(sql`
        insert into ${candidateAnswers} (candidate_id, answer_key, value)
        select x.c, x.k, x.v from jsonb_to_recordset(${JSON.stringify(
          answers.map((a) => ({ c: a.candidateId, k: a.answerKey, v: a.value })),
        )}::jsonb) as x(c int, k text, v jsonb)`);
}

export async function insertRowResults(tx: Tx, rows: (typeof bulkImportRows.$inferInsert)[]) {
  await tx.insert(bulkImportRows).values(rows);
}

export async function insertFailedCandidates(
  tx: Tx,
  rows: (typeof bulkFailedCandidates.$inferInsert)[],
) {
  await tx.insert(bulkFailedCandidates).values(rows);
}
