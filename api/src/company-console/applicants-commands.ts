// Console commands of the identity rule (issue 21), answers in { data }:
// POST /console/api/applicants (an applicant with phone and e-mail exactly as given, e.g. to
// test that ０９０-１２３４-５６７８ and +81 90 1234 5678 are one person) and
// GET /console/api/applicant-merges?agencyId= (the merges recorded).
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { agencies } from '../db/schema/agencies';
import { applicantMerges, applicants } from '../db/schema/applicants';
import { validationError } from '../plugins/http-errors';
import { command } from './command';
import { id } from '@portal/shared/contract/common';
import { SITE_IDS } from '@portal/shared/site';

const raw = (max: number) => z.string().min(1).max(max);
const agencyId = id;

export const createApplicantInput = z.object({
  agencyId,
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

export const listMergesInput = z.object({ agencyId });

export const APPLICANT_COMMANDS = {
  'create-applicant': command({
    summary:
      'Create an applicant of an agency with phone and e-mail exactly as given ({ agencyId, siteId?, seiKanji, meiKanji, seiKana, meiKana, phone, email, directMessageFlag? }) → { id, phoneKey, emailKey, nameKey, kanaKey }',
    input: createApplicantInput,
    run: async ({ db }, input) => {
      const [agency] = await db
        .select({ id: agencies.id })
        .from(agencies)
        .where(eq(agencies.id, input.agencyId));
      if (!agency) throw validationError({ agencyId: ['指定された紹介会社が存在しません。'] });
      const [row] = await db.insert(applicants).values(input).returning({
        id: applicants.id,
        phoneKey: applicants.phoneKey,
        emailKey: applicants.emailKey,
        nameKey: applicants.nameKey,
        kanaKey: applicants.kanaKey,
      });
      return row;
    },
  }),
  'list-applicant-merges': command({
    summary:
      "List an agency's applicant merges, newest first ({ agencyId }) → [{ sourceApplicantId, keptApplicantId, mergedByAccountId, moved, mergedAt }]",
    input: listMergesInput,
    run: ({ db }, input) =>
      db
        .select({
          id: applicantMerges.id,
          siteId: applicantMerges.siteId,
          sourceApplicantId: applicantMerges.sourceApplicantId,
          keptApplicantId: applicantMerges.keptApplicantId,
          mergedByAccountId: applicantMerges.mergedByAccountId,
          source: applicantMerges.source,
          moved: applicantMerges.moved,
          mergedAt: applicantMerges.mergedAt,
        })
        .from(applicantMerges)
        .where(eq(applicantMerges.agencyId, input.agencyId))
        .orderBy(desc(applicantMerges.id)),
  }),
};
