// What happens around a referred candidate: messages with the hiring company, evaluations the
// company shares, and entry-sheet (ES) files the agency uploads.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { accounts } from './agencies';
import { candidates } from './applicants';
import type { ChatSenderType } from './chat';
import { createdAt, timestampTz } from './columns';
import { files } from './files';

export const candidateMessages = pgTable(
  'candidate_messages',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    senderType: text('sender_type').$type<ChatSenderType>().notNull(),
    senderAccountId: integer('sender_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    content: text('content').notNull(),
    sentFromEmail: boolean('sent_from_email').notNull().default(false),
    /** For messages from the company: null until the agency has opened them. */
    readByAgencyAt: timestampTz('read_by_agency_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('candidate_messages_candidate_id_idx').on(t.candidateId, t.createdAt),
    index('candidate_messages_unread_idx')
      .on(t.candidateId)
      .where(sql`${t.readByAgencyAt} is null and ${t.senderType} <> 'introduction_company'`),
    check(
      'candidate_messages_sender_type_check',
      sql`${t.senderType} in ('introduction_company', 'job_company', 'job_company_system')`,
    ),
  ],
);

export const candidateMessageAttachments = pgTable(
  'candidate_message_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => candidateMessages.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [index('candidate_message_attachments_message_id_idx').on(t.messageId)],
);

export const evaluations = pgTable(
  'evaluations',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    stepName: text('step_name').notNull(),
    evaluatorName: text('evaluator_name').notNull().default(''),
    evaluationStage: text('evaluation_stage').notNull().default(''),
    evaluationFree: text('evaluation_free').notNull().default(''),
    paperFileId: integer('paper_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The company decides whether the agency may read an evaluation. */
    isVisibleToAgency: boolean('is_visible_to_agency').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('evaluations_candidate_id_idx').on(t.candidateId)],
);

export const evaluationItems = pgTable(
  'evaluation_items',
  {
    id: serial('id').primaryKey(),
    evaluationId: integer('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
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
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('es_files_candidate_id_idx').on(t.candidateId)],
);
