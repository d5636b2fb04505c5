// Console commands of the identity rule (issue 21), answers in { data }:
// POST /console/api/applicants (an applicant with phone and e-mail exactly as given, e.g. to
// test that ０９０-１２３４-５６７８ and +81 90 1234 5678 are one person) and
// GET /console/api/applicant-merges?agencyId= (the merges recorded).
import { z } from 'zod';
import { validationError } from '../plugins/http-errors';
import { insertRawApplicant, listApplicantMerges } from './applicants-queries';
import { agencyExists } from './queries';
import { command } from './command';
import { bodyId, id } from '@portal/shared/contract/common';
import { SITE_IDS } from '@portal/shared/site';

const raw = (max: number) => z.string().min(1).max(max);
export const createApplicantInput = z.object({
  agencyId: bodyId,
  siteId: z.enum(SITE_IDS).default('25'),
  seiKanji: raw(50),
  meiKanji: raw(50),
  seiKana: raw(50),
  meiKana: raw(50),
  /** Kept as given (not trimmed, not validated): the raw forms are what tests need. */
  phone: raw(60),
  email: raw(300),
  directMessageFlag: z.boolean().default(false),
});

export const listMergesInput = z.object({ agencyId: id });

export const APPLICANT_COMMANDS = {
  'create-applicant': command({
    summary:
      'Create an applicant of an agency with phone and e-mail exactly as given ({ agencyId, siteId?, seiKanji, meiKanji, seiKana, meiKana, phone, email, directMessageFlag? }) → { id, phoneKey, emailKey, nameKey, kanaKey }',
    input: createApplicantInput,
    run: async ({ db }, input) => {
      if (!(await agencyExists(db, input.agencyId))) {
        throw validationError({ agencyId: ['指定された紹介会社が存在しません。'] });
      }
      return insertRawApplicant(db, input);
    },
  }),
  'list-applicant-merges': command({
    summary:
      "List an agency's applicant merges, newest first ({ agencyId }) → [{ sourceApplicantId, keptApplicantId, mergedByAccountId, moved, mergedAt }]",
    input: listMergesInput,
    run: ({ db }, input) => listApplicantMerges(db, input.agencyId),
  }),
};
