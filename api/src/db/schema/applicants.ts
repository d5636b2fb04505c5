// Applicants an agency registers, the candidates they become when referred to a job, and the
// answers of the job's entry form for each candidate.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, agencySite } from './agencies';
import {
  optionalRef,
  requiredRef,
  serialId,
  siteIdCheck,
  timestamps,
  timestampTz,
} from './columns';
import { jobs } from './jobs';

export const applicants = pgTable(
  'applicants',
  {
    id: serialId(),
    ...agencySite(),
    seiKanji: text('sei_kanji').notNull(),
    meiKanji: text('mei_kanji').notNull(),
    seiKana: text('sei_kana').notNull(),
    meiKana: text('mei_kana').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** true: the hiring company may not contact the person directly (不可). */
    directMessageFlag: boolean('direct_message_flag').notNull().default(false),
    // The match keys of the duplicate rule (@portal/shared/rules/identity), kept by the database
    // from the values as typed (SQL functions of migration 0006).
    phoneKey: text('phone_key')
      .notNull()
      .generatedAlwaysAs(sql`identity_phone_key(phone)`),
    emailKey: text('email_key')
      .notNull()
      .generatedAlwaysAs(sql`identity_email_key(email)`),
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs(sql`identity_name_key(sei_kanji || mei_kanji)`),
    kanaKey: text('kana_key')
      .notNull()
      .generatedAlwaysAs(sql`identity_name_key(sei_kana || mei_kana)`),
    // The reading of each part as names sort by it (migration 0010; compare with COLLATE "C":
    // applicants/name-order-queries.ts): katakana, full-width, without spaces.
    seiKanaSort: text('sei_kana_sort')
      .notNull()
      .generatedAlwaysAs(sql`identity_name_key(sei_kana)`),
    meiKanaSort: text('mei_kana_sort')
      .notNull()
      .generatedAlwaysAs(sql`identity_name_key(mei_kana)`),
    ...timestamps(),
  },
  (t) => [
    index('applicants_agency_site_idx').on(t.agencyId, t.siteId),
    // The list pages newest first (keyset on id) within an agency and site.
    index('applicants_agency_site_id_idx').on(t.agencyId, t.siteId, t.id),
    // A referral links to the applicant whose phone and e-mail keys both match; the possible
    // duplicates are found by phone alone, or by name and e-mail.
    index('applicants_identity_idx').on(t.agencyId, t.siteId, t.phoneKey, t.emailKey),
    index('applicants_name_key_idx').on(t.agencyId, t.siteId, t.nameKey),
    index('applicants_kana_key_idx').on(t.agencyId, t.siteId, t.kanaKey),
    // The list in reading order (keyset), with COLLATE "C" on the text columns (migration 0010).
    index('applicants_reading_idx').on(
      t.agencyId,
      t.siteId,
      sql`${t.seiKanaSort} collate "C"`,
      sql`${t.meiKanaSort} collate "C"`,
      sql`${t.seiKanji} collate "C"`,
      sql`${t.meiKanji} collate "C"`,
      t.id,
    ),
    siteIdCheck('applicants_site_id_check', t.siteId),
  ],
);

export const candidates = pgTable(
  'candidates',
  {
    id: serialId(),
    applicantId: optionalRef('applicant_id', () => applicants.id, 'cascade'),
    /** Null when the referral is not linked to a job. */
    jobId: optionalRef('job_id', () => jobs.id),
    ...agencySite(),
    /** 1-8, see SELECTION_STATUS in @portal/shared/enums. */
    specialSelectionStatus: smallint('special_selection_status').notNull().default(1),
    selectionStepName: text('selection_step_name'),
    isCandidate: boolean('is_candidate').notNull().default(true),
    isTmpCandidate: boolean('is_tmp_candidate').notNull().default(false),
    isTmpCandidateDiscarded: boolean('is_tmp_candidate_discarded').notNull().default(false),
    /** The referral receipt (immutable, a trigger refuses changes): when the server accepted it… */
    referredAt: timestampTz('referred_at').notNull().defaultNow(),
    /** …and which staff account sent it. */
    referredByAccountId: optionalRef('referred_by_account_id', () => accounts.id),
    ...timestamps(),
  },
  (t) => [
    index('candidates_applicant_id_idx').on(t.applicantId),
    // An applicant card's latest referrals (newest first).
    index('candidates_applicant_id_id_idx').on(t.applicantId, t.id),
    index('candidates_job_id_idx').on(t.jobId),
    index('candidates_agency_site_idx').on(t.agencyId, t.siteId),
    check('candidates_status_check', sql`${t.specialSelectionStatus} between 1 and 8`),
    siteIdCheck('candidates_site_id_check', t.siteId),
  ],
);

/** The candidate a row is about: deleted with the candidate. */
export const candidateRef = () => requiredRef('candidate_id', () => candidates.id);

export const candidateAnswers = pgTable(
  'candidate_answers',
  {
    id: serialId(),
    candidateId: candidateRef(),
    answerKey: text('answer_key').notNull(),
    /** Text, list of options, file references or employment history, by the field's answer type. */
    value: jsonb('value').$type<unknown>().notNull(),
  },
  (t) => [uniqueIndex('candidate_answers_candidate_key_unique').on(t.candidateId, t.answerKey)],
);

/**
 * Two applicants merged into one: the removed applicant's id points to the kept one, so its URL
 * redirects; who merged them and when, what the removed one was and what moved.
 */
export const applicantMerges = pgTable(
  'applicant_merges',
  {
    id: serialId(),
    ...agencySite(),
    /** The removed applicant (its row is gone, the id is never reused). */
    sourceApplicantId: integer('source_applicant_id').notNull(),
    keptApplicantId: requiredRef('kept_applicant_id', () => applicants.id),
    mergedByAccountId: optionalRef('merged_by_account_id', () => accounts.id),
    /** The removed applicant's fields as typed. */
    source: jsonb('source').$type<Record<string, unknown>>().notNull(),
    /** What moved: counts of referrals, messages, files and event entries. */
    moved: jsonb('moved').$type<Record<string, number>>().notNull(),
    mergedAt: timestampTz('merged_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applicant_merges_source_unique').on(t.sourceApplicantId),
    index('applicant_merges_kept_idx').on(t.keptApplicantId),
  ],
);
