// What happens around a referred candidate: messages with the hiring company, evaluations the
// company shares, and entry-sheet (ES) files the agency uploads.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { candidateRef } from './applicants';
import { attachmentsOf, messageColumns, senderTypeCheck } from './chat';
import { createdAt, optionalRef, requiredRef, serialId, timestampTz } from './columns';
import { files } from './files';

export const candidateMessages = pgTable(
  'candidate_messages',
  {
    id: serialId(),
    candidateId: candidateRef(),
    ...messageColumns(),
    /** For messages from the company: null until the agency has opened them. */
    readByAgencyAt: timestampTz('read_by_agency_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('candidate_messages_candidate_id_idx').on(t.candidateId, t.createdAt),
    index('candidate_messages_unread_idx')
      .on(t.candidateId)
      .where(sql`${t.readByAgencyAt} is null and ${t.senderType} <> 'introduction_company'`),
    senderTypeCheck('candidate_messages_sender_type_check', t.senderType),
  ],
);

export const candidateMessageAttachments = attachmentsOf(
  'candidate_message_attachments',
  () => candidateMessages.id,
);

export const evaluations = pgTable(
  'evaluations',
  {
    id: serialId(),
    candidateId: candidateRef(),
    stepName: text('step_name').notNull(),
    evaluatorName: text('evaluator_name').notNull().default(''),
    evaluationStage: text('evaluation_stage').notNull().default(''),
    evaluationFree: text('evaluation_free').notNull().default(''),
    paperFileId: optionalRef('paper_file_id', () => files.id),
    /** The company decides whether the agency may read an evaluation. */
    isVisibleToAgency: boolean('is_visible_to_agency').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('evaluations_candidate_id_idx').on(t.candidateId)],
);

export const evaluationItems = pgTable(
  'evaluation_items',
  {
    id: serialId(),
    evaluationId: requiredRef('evaluation_id', () => evaluations.id),
    itemName: text('item_name').notNull(),
    value: text('value').notNull().default(''),
    comment: text('comment').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('evaluation_items_evaluation_id_idx').on(t.evaluationId)],
);

export const esFiles = pgTable(
  'es_files',
  {
    id: serialId(),
    candidateId: candidateRef(),
    fileId: requiredRef('file_id', () => files.id),
    createdAt: createdAt(),
  },
  (t) => [index('es_files_candidate_id_idx').on(t.candidateId)],
);
