// Possible duplicates of a bulk chunk's rows (issue 21): for each row, the closest OTHER applicant
// of the agency on this site whose normalised name and phone, name and e-mail, or phone alone
// match the row (the rule of GET /applicants/possible-duplicates). One statement per chunk: the
// rows go as one JSON parameter and each condition is an index lookup (applicants_identity_idx
// for the phone, applicants_name_key_idx / applicants_kana_key_idx for the names), never a scan.
// Failed rows are checked too when what they hold is usable (a whole phone, or a name and an
// e-mail): the failure list then says who they may be.
import { sql } from 'drizzle-orm';
import type { BulkPossibleDuplicate } from '@portal/shared/contract/bulk';
import {
  emailKey,
  MIN_PHONE_KEY_LENGTH,
  nameKey,
  phoneKey,
  type IdentityFields,
} from '@portal/shared/rules/identity';
import { applicants } from '../../db/schema/applicants';
import type { AuthContext } from '../../plugins/auth-guard';
import { fullName } from '../applicants/queries';
import type { Tx } from '../referrals/refer-service';
import { rowsOf } from './applicants-queries';

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
  const rows = rowsOf<{
    i: number;
    id: number;
    sei_kanji: string;
    mei_kanji: string;
    name_match: boolean;
    phone_match: boolean;
    email_match: boolean;
  }>(
    await tx.execute(sql`
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
        m.id`),
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
