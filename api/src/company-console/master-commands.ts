// Console command of the university master: POST /console/api/schools/import with
// { fileBase64, schoolTypes? } (the CLI: import-school-codes --file <csv>) replaces the school list
// with the open schools of the ministry's school code list (文部科学省 学校コード, CSV in
// Shift_JIS or UTF-8), keeping the faculty data (seed/universities/faculties.json) joined by name.
import { z } from 'zod';
import {
  DEFAULT_SCHOOL_KINDS,
  readSchoolCodeList,
  SCHOOL_KINDS,
} from '../modules/master/school-codes';
import { replaceSchools } from '../modules/master/queries';
import { command } from './command';

/** The whole list (every kind, about 60,000 rows) is some 10 MB; base64 adds a third. */
export const SCHOOL_IMPORT_BODY_LIMIT = 40 * 1024 * 1024;

export const importSchoolCodesInput = z.object({
  fileBase64: z
    .string()
    .min(1)
    .max(SCHOOL_IMPORT_BODY_LIMIT)
    .regex(/^[A-Za-z0-9+/=\r\n]+$/, 'base64 で指定してください。'),
  schoolTypes: z
    .array(z.enum(Object.keys(SCHOOL_KINDS) as [keyof typeof SCHOOL_KINDS]))
    .min(1)
    .default(DEFAULT_SCHOOL_KINDS),
});

export const MASTER_COMMANDS = {
  'import-school-codes': command({
    summary:
      "Replace the school list with the ministry's school code CSV ({ fileBase64, schoolTypes? = ['F1','F2','G1'] }; CLI: --file <csv>)",
    input: importSchoolCodesInput,
    labels: { fileBase64: '学校コードのCSV', schoolTypes: '学校種' },
    run: async ({ db, now }, input) => {
      const list = readSchoolCodeList(
        Buffer.from(input.fileBase64, 'base64'),
        input.schoolTypes,
        now(),
      );
      const result = await replaceSchools(db, list.names, now());
      return { ...result, skipped: list.skipped };
    },
  }),
};
