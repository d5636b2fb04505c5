// The applicants of a bulk chunk: the people of the good rows are locked (by bucket), found by
// phone AND e-mail keys (@portal/shared/rules/identity, indexed columns), and the missing ones
// created in one statement.
import { sql } from 'drizzle-orm';
import { emailKey, phoneKey } from '@portal/shared/rules/identity';
import { applicants } from '../../db/schema/applicants';
import type { AuthContext } from '../../plugins/auth-guard';
import { identityOf, type PlainAnswer } from '../referrals/answers';
import { personKey, personLockKey, type Tx } from '../referrals/refer-service';

/** The rows of a raw statement (node-postgres and PGlite both answer { rows }). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

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
  const found = rowsOf<{ id: number; phone: string; email: string }>(
    await tx.execute(sql`
      select a.id, a.phone, a.email from ${applicants} a
      join jsonb_to_recordset(${pairs}::jsonb) as x(p text, e text)
        on a.phone_key = x.p and a.email_key = x.e
      where a.agency_id = ${auth.agencyId} and a.site_id = ${auth.siteId}
      order by a.id`),
  );
  for (const row of found) {
    const key = personKey(auth, row.phone, row.email);
    if (!ids.has(key)) ids.set(key, row.id);
  }
  for (const key of ids.keys()) existing.add(key);
  const missing = [...byKey].filter(([key]) => !ids.has(key));
  if (missing.length) {
    const people = JSON.stringify(missing.map(([, identity]) => identity));
    const created = rowsOf<{ id: number; phone: string; email: string }>(
      await tx.execute(sql`
        insert into ${applicants} (agency_id, site_id, sei_kanji, mei_kanji, sei_kana, mei_kana, email, phone, direct_message_flag)
        select ${auth.agencyId}, ${auth.siteId}, x."seiKanji", x."meiKanji", x."seiKana", x."meiKana", x.email, x.phone, x."directMessageFlag"
        from jsonb_to_recordset(${people}::jsonb) as x("seiKanji" text, "meiKanji" text, "seiKana" text, "meiKana" text, email text, phone text, "directMessageFlag" boolean)
        returning id, phone, email`),
    );
    for (const row of created) ids.set(personKey(auth, row.phone, row.email), row.id);
  }
  return { ids, existing };
}
