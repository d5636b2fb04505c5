// Master data: universities with their faculties (学部) and majors (学科), for school suggestions.
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId } from './columns';

export const universities = pgTable(
  'universities',
  {
    id: serialId(),
    schoolName: text('school_name').notNull(),
    facultyName: text('faculty_name').notNull().default(''),
    majorName: text('major_name').notNull().default(''),
  },
  (t) => [
    uniqueIndex('universities_row_unique').on(t.schoolName, t.facultyName, t.majorName),
    index('universities_school_faculty_idx').on(t.schoolName, t.facultyName),
  ],
);
