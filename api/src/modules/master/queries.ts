// The university master's SQL: the routes' lists, and the school list replaced by an import of
// the ministry's school code list (the faculty data joined by school name).
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { universities } from '../../db/schema/master';
import { portalSettings } from '../../db/schema/settings';
import { FACULTIES, universityRows } from '../../seed/universities-data';

export async function schoolNames(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: universities.schoolName })
    .from(universities)
    .orderBy(asc(universities.schoolName));
  return rows.map((row) => row.name);
}

export async function facultyNames(db: Database, school: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: universities.facultyName })
    .from(universities)
    .where(and(eq(universities.schoolName, school), ne(universities.facultyName, '')))
    .orderBy(asc(universities.facultyName));
  return rows.map((row) => row.name);
}

export async function majorNames(db: Database, school: string, faculty: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: universities.majorName })
    .from(universities)
    .where(
      and(
        eq(universities.schoolName, school),
        eq(universities.facultyName, faculty),
        ne(universities.majorName, ''),
      ),
    )
    .orderBy(asc(universities.majorName));
  return rows.map((row) => row.name);
}

export const SCHOOLS_IMPORTED_KEY = 'schools.importedAt';

/**
 * Replaces the school list with these schools, in one transaction (a failed import leaves the
 * old list): each with its faculties and majors when the faculty data knows its name.
 */
export async function replaceSchools(
  db: Database,
  names: readonly string[],
  now: Date,
): Promise<{ schools: number; withFaculties: number }> {
  const rows = universityRows(names);
  await db.transaction(async (tx) => {
    await tx.delete(universities);
    for (let i = 0; i < rows.length; i += 1000) {
      await tx
        .insert(universities)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing();
    }
    const value = now.toISOString();
    await tx
      .insert(portalSettings)
      .values({ key: SCHOOLS_IMPORTED_KEY, value, updatedAt: now })
      .onConflictDoUpdate({ target: portalSettings.key, set: { value, updatedAt: now } });
  });
  return {
    schools: names.length,
    withFaculties: names.filter((name) => FACULTIES[name] !== undefined).length,
  };
}
