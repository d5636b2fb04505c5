// Possible duplicates of what a user types (issue 21): the agency's applicants on this site whose
// normalised name and phone, name and e-mail, or phone alone match, on the key columns kept by
// migration 0006 (indexed per agency and site: one index lookup per condition, never a scan).
// And where a merged applicant's id now points.
import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  POSSIBLE_DUPLICATES_MAX,
  type PossibleDuplicate,
  type possibleDuplicatesQuery,
} from '@portal/shared/contract/applicants';
import type { z } from '@portal/shared/zod';
import { emailKey, MIN_PHONE_KEY_LENGTH, nameKey, phoneKey } from '@portal/shared/rules/identity';
import { applicantKanjiName } from '../../db/join-queries';
import type { Database } from '../../db/client';
import { ownedBy } from '../../db/owned-queries';
import { applicantMerges, applicants } from '../../db/schema/applicants';
import type { AuthContext } from '../../plugins/auth-guard';
import { ownApplicantId } from './access-queries';
import { fullName } from './queries';

export async function possibleDuplicates(
  db: Pick<Database, 'select'>,
  auth: AuthContext,
  query: z.output<typeof possibleDuplicatesQuery>,
): Promise<PossibleDuplicate[]> {
  const keys = {
    phone: phoneKey(query.phone ?? ''),
    email: emailKey(query.email ?? ''),
    name: nameKey(query.name ?? ''),
    kana: nameKey(query.kana ?? ''),
  };
  const phone = keys.phone.length >= MIN_PHONE_KEY_LENGTH ? keys.phone : null;
  const email = keys.email.includes('@') ? keys.email : null;
  const names: SQL[] = [];
  if (keys.name) names.push(eq(applicants.nameKey, keys.name));
  if (keys.kana) names.push(eq(applicants.kanaKey, keys.kana));
  const nameMatch = names.length ? or(...names)! : null;
  const conditions: SQL[] = [];
  // Name and phone is within phone alone.
  if (phone) conditions.push(eq(applicants.phoneKey, phone));
  if (email && nameMatch) conditions.push(and(eq(applicants.emailKey, email), nameMatch)!);
  if (!conditions.length) return [];
  const rows = await db
    .select({
      id: applicants.id,
      ...applicantKanjiName,
      seiKana: applicants.seiKana,
      meiKana: applicants.meiKana,
      phone: applicants.phone,
      email: applicants.email,
      name: nameMatch ?? sql<boolean>`false`,
      phoneMatches: phone ? eq(applicants.phoneKey, phone) : sql<boolean>`false`,
      emailMatches: email ? eq(applicants.emailKey, email) : sql<boolean>`false`,
    })
    .from(applicants)
    .where(
      and(
        ownedBy(applicants, auth),
        query.exceptId ? ne(applicants.id, query.exceptId) : undefined,
        or(...conditions),
      ),
    )
    .orderBy(desc(applicants.id))
    .limit(50);
  return rows
    .map((row) => {
      const matchedOn = {
        name: Boolean(row.name),
        phone: Boolean(row.phoneMatches),
        email: Boolean(row.emailMatches),
      };
      return {
        id: row.id,
        fullNameKanji: fullName(row.seiKanji, row.meiKanji),
        fullNameKana: fullName(row.seiKana, row.meiKana),
        phone: row.phone,
        email: row.email,
        matchedOn,
        samePerson: matchedOn.phone && matchedOn.email,
      };
    })
    .sort((a, b) => closeness(b) - closeness(a))
    .slice(0, POSSIBLE_DUPLICATES_MAX);
}

const closeness = (d: PossibleDuplicate) =>
  Number(d.samePerson) * 4 + Number(d.matchedOn.name) * 2 + Number(d.matchedOn.phone);

/** The applicant an id now stands for: itself, or the one it was merged into; null if neither. */
export async function resolveApplicantId(
  db: Pick<Database, 'select'>,
  auth: AuthContext,
  id: number,
): Promise<number | null> {
  const own = await ownApplicantId(db, auth, id);
  if (own !== null) return own;
  const [merged] = await db
    .select({ id: applicantMerges.keptApplicantId })
    .from(applicantMerges)
    .where(and(eq(applicantMerges.sourceApplicantId, id), ownedBy(applicantMerges, auth)));
  return merged?.id ?? null;
}
