// Every name sort of the api: by the reading (セイ, then メイ), as Japanese lists are ordered, the
// kanji and then the id breaking ties. The readings are the normalised generated columns of
// migration 0010 (katakana, full-width: ひらがな and ﾊﾝｶｸ sort with カタカナ), compared with
// COLLATE "C" — code-point order is gojūon order for katakana, and PGlite and every PostgreSQL
// server agree on it whatever their locale. A left-joined applicant that is missing sorts as ''.
import { asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { applicants } from '../../db/schema/applicants';

const c = (column: SQLWrapper) => sql`coalesce(${column}, '') collate "C"`;

/** The reading order's keys, the id of the row last (applicants.id unless given). */
export function nameOrderKeys(id: SQLWrapper = applicants.id): SQL[] {
  return [
    c(applicants.seiKanaSort),
    c(applicants.meiKanaSort),
    c(applicants.seiKanji),
    c(applicants.meiKanji),
    sql`${id}`,
  ];
}

/** ORDER BY terms of the reading order, ascending or (every key) descending. */
export function byNameReading(
  order: 'asc' | 'desc' = 'asc',
  id: SQLWrapper = applicants.id,
): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  return nameOrderKeys(id).map((key) => direction(key));
}
