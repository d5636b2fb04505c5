// Company messaging: a group per bulk send (bulkSendId), one thread per agency × company in it,
// and the messages of each thread with their attachments.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts, agencyRef, agencySite } from './agencies';
import {
  createdAt,
  optionalRef,
  requiredRef,
  serialId,
  siteId,
  siteIdCheck,
  timestamps,
  timestampTz,
} from './columns';
import { companyRef } from './companies';
import { files } from './files';

export const CHAT_SENDER_TYPES = [
  'introduction_company',
  'job_company',
  'job_company_system',
] as const;
export type ChatSenderType = (typeof CHAT_SENDER_TYPES)[number];

/** The columns of a message from either side (company chat threads, candidate threads). */
export const messageColumns = () => ({
  senderType: text('sender_type').$type<ChatSenderType>().notNull(),
  senderAccountId: optionalRef('sender_account_id', () => accounts.id),
  content: text('content').notNull(),
  sentFromEmail: boolean('sent_from_email').notNull().default(false),
});

/** Refuses a sender type outside CHAT_SENDER_TYPES. */
export const senderTypeCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} in ('introduction_company', 'job_company', 'job_company_system')`);

/** The files attached to messages (one row per file), indexed by message. */
export const attachmentsOf = <N extends string>(name: N, message: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      id: serialId(),
      messageId: requiredRef('message_id', message),
      fileId: requiredRef('file_id', () => files.id),
    },
    (t) => [index(`${name}_message_id_idx`).on(t.messageId)],
  );

export const chatThreadGroups = pgTable(
  'chat_thread_groups',
  {
    id: serialId(),
    ...agencySite(),
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
    id: serialId(),
    groupId: requiredRef('group_id', () => chatThreadGroups.id),
    agencyId: agencyRef(),
    companyId: companyRef(),
    siteId: siteId(),
    title: text('title').notNull(),
    /** Company messages newer than this are unread for the agency. */
    agencyReadAt: timestampTz('agency_read_at'),
    companyReadAt: timestampTz('company_read_at'),
    ...timestamps(),
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
    id: serialId(),
    threadId: requiredRef('thread_id', () => chatThreads.id),
    ...messageColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_thread_id_idx').on(t.threadId, t.createdAt),
    senderTypeCheck('chat_messages_sender_type_check', t.senderType),
  ],
);

export const chatMessageAttachments = attachmentsOf(
  'chat_message_attachments',
  () => chatMessages.id,
);
