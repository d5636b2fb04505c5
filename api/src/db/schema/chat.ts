// Company messaging: a group per bulk send (bulkSendId), one thread per agency × company in it,
// and the messages of each thread with their attachments.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { accounts, agencies } from './agencies';
import { createdAt, siteId, siteIdCheck, timestampTz, updatedAt } from './columns';
import { hiringCompanies } from './companies';
import { files } from './files';

export const CHAT_SENDER_TYPES = [
  'introduction_company',
  'job_company',
  'job_company_system',
] as const;
export type ChatSenderType = (typeof CHAT_SENDER_TYPES)[number];

export const chatThreadGroups = pgTable(
  'chat_thread_groups',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    siteId: siteId(),
    title: text('title').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_thread_groups_agency_site_idx').on(t.agencyId, t.siteId),
    siteIdCheck('chat_thread_groups_site_id_check', t.siteId),
  ],
);

export const chatThreads = pgTable(
  'chat_threads',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => chatThreadGroups.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => hiringCompanies.id, { onDelete: 'cascade' }),
    siteId: siteId(),
    title: text('title').notNull(),
    /** Company messages newer than this are unread for the agency. */
    agencyReadAt: timestampTz('agency_read_at'),
    companyReadAt: timestampTz('company_read_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('chat_threads_agency_site_idx').on(t.agencyId, t.siteId),
    index('chat_threads_group_id_idx').on(t.groupId),
    index('chat_threads_company_id_idx').on(t.companyId),
    siteIdCheck('chat_threads_site_id_check', t.siteId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    senderType: text('sender_type').$type<ChatSenderType>().notNull(),
    senderAccountId: integer('sender_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    content: text('content').notNull(),
    sentFromEmail: boolean('sent_from_email').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_thread_id_idx').on(t.threadId, t.createdAt),
    check(
      'chat_messages_sender_type_check',
      sql`${t.senderType} in ('introduction_company', 'job_company', 'job_company_system')`,
    ),
  ],
);

export const chatMessageAttachments = pgTable(
  'chat_message_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [index('chat_message_attachments_message_id_idx').on(t.messageId)],
);
