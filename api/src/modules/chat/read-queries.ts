// What the agency reads of its company messages: groups with unread counts, the threads of a
// group, one thread with its messages and attachments. Every query is scoped by the agency and
// the site of the session; another agency's ids find nothing (the routes answer 404).
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  ChatMessage,
  ChatThreadDetail,
  ChatThreadGroup,
  ChatThreadSummary,
} from '@portal/shared/contract/chat';
import { staffNameOf } from '../../audit/staff-names-queries';
import { attachedFiles } from '../../db/attachment-queries';
import type { Database } from '../../db/client';
import { companyOfThread } from '../../db/join-queries';
import { ownedBy } from '../../db/owned-queries';
import { accounts } from '../../db/schema/agencies';
import {
  chatMessageAttachments,
  chatMessages,
  chatThreadGroups,
  chatThreads,
} from '../../db/schema/chat';
import { hiringCompanies } from '../../db/schema/companies';
import type { AuthContext } from '../../plugins/auth-guard';

export type Scope = Pick<AuthContext, 'agencyId' | 'siteId'>;

/** A thread is unread when the company wrote after the agency last read it. */
export const threadIsUnread = sql<boolean>`exists (
  select 1 from chat_messages m
  where m.thread_id = ${chatThreads.id}
    and m.sender_type <> 'introduction_company'
    and (${chatThreads.agencyReadAt} is null or m.created_at > ${chatThreads.agencyReadAt}))`;

const lastMessageMs = sql<number | null>`(select extract(epoch from max(m.created_at)) * 1000
  from chat_messages m where m.thread_id = ${chatThreads.id})::float8`;

const toIso = (ms: number | string | null) =>
  ms == null ? null : new Date(Number(ms)).toISOString();

function threadScope(scope: Scope, companyId?: number | null): SQL | undefined {
  return and(
    ownedBy(chatThreads, scope),
    companyId ? eq(chatThreads.companyId, companyId) : undefined,
  );
}

export async function listGroups(
  db: Database,
  scope: Scope,
  filters: { keyword?: string; selectedCompanyId?: number | null } = {},
): Promise<ChatThreadGroup[]> {
  const rows = await db
    .select({
      bulkSendId: chatThreadGroups.id,
      threadTitle: chatThreadGroups.title,
      unreadCount: sql<number>`count(*) filter (where ${threadIsUnread})`.mapWith(Number),
      companyNames: sql<
        string[]
      >`array_agg(${hiringCompanies.name} order by ${hiringCompanies.name})`,
      lastMessageMs: sql<number | null>`max(${lastMessageMs})`,
    })
    .from(chatThreadGroups)
    .innerJoin(chatThreads, eq(chatThreads.groupId, chatThreadGroups.id))
    .innerJoin(hiringCompanies, companyOfThread)
    .where(threadScope(scope, filters.selectedCompanyId))
    .groupBy(chatThreadGroups.id)
    .orderBy(desc(sql`max(${lastMessageMs})`), desc(chatThreadGroups.id));
  const keyword = filters.keyword?.trim().toLowerCase();
  return rows
    .map((row) => ({
      bulkSendId: row.bulkSendId,
      threadTitle: row.threadTitle,
      unreadCount: row.unreadCount,
      existUnreadThread: row.unreadCount > 0,
      companyNames: row.companyNames,
      lastMessageAt: toIso(row.lastMessageMs),
    }))
    .filter(
      (group) =>
        !keyword ||
        group.threadTitle.toLowerCase().includes(keyword) ||
        group.companyNames.some((name) => name.toLowerCase().includes(keyword)),
    );
}

/** The unread count of every group of the agency on a site (the live stream sends these). */
export async function groupUnreadCounts(db: Database, scope: Scope) {
  return db
    .select({
      bulkSendId: chatThreads.groupId,
      unreadCount: sql<number>`count(*) filter (where ${threadIsUnread})`.mapWith(Number),
    })
    .from(chatThreads)
    .where(threadScope(scope))
    .groupBy(chatThreads.groupId);
}

/** The threads of a group, by company name; null when the group is not this agency's. */
export async function listThreadsOfGroup(
  db: Database,
  scope: Scope,
  groupId: number,
  selectedCompanyId?: number | null,
): Promise<ChatThreadSummary[] | null> {
  const [group] = await db
    .select({ id: chatThreadGroups.id })
    .from(chatThreadGroups)
    .where(and(eq(chatThreadGroups.id, groupId), ownedBy(chatThreadGroups, scope)));
  if (!group) return null;
  const rows = await db
    .select({
      threadId: chatThreads.id,
      companyId: chatThreads.companyId,
      companyName: hiringCompanies.name,
      isUnread: threadIsUnread,
      lastMessageMs,
    })
    .from(chatThreads)
    .innerJoin(hiringCompanies, companyOfThread)
    .where(and(eq(chatThreads.groupId, groupId), threadScope(scope, selectedCompanyId)))
    .orderBy(asc(hiringCompanies.name), asc(chatThreads.id));
  return rows.map(({ lastMessageMs: ms, ...row }) => ({
    ...row,
    isUnread: Boolean(row.isUnread),
    lastMessageAt: toIso(ms),
  }));
}

/** The thread row when it is this agency's on this site. */
export async function findThread(db: Database, scope: Scope, threadId: number) {
  const [thread] = await db
    .select({
      id: chatThreads.id,
      groupId: chatThreads.groupId,
      title: chatThreads.title,
      companyId: chatThreads.companyId,
      companyName: hiringCompanies.name,
      companyEmail: hiringCompanies.email,
    })
    .from(chatThreads)
    .innerJoin(hiringCompanies, companyOfThread)
    .where(and(eq(chatThreads.id, threadId), threadScope(scope)));
  return thread ?? null;
}

export const attachmentPath = (threadId: number, messageId: number, fileId: number) =>
  `/introduction-chat-threads/${threadId}/introduction-chat-messages/${messageId}/files?fileId=${fileId}`;

export async function messagesOf(
  db: Database,
  threadId: number,
  messageIds?: number[],
): Promise<ChatMessage[]> {
  const rows = await db
    .select({
      id: chatMessages.id,
      senderType: chatMessages.senderType,
      messageContent: chatMessages.content,
      sentFromEmail: chatMessages.sentFromEmail,
      createdAt: chatMessages.createdAt,
      sentBy: staffNameOf(accounts),
    })
    .from(chatMessages)
    .leftJoin(accounts, eq(accounts.id, chatMessages.senderAccountId))
    .where(
      and(
        eq(chatMessages.threadId, threadId),
        messageIds ? inArray(chatMessages.id, messageIds) : undefined,
      ),
    )
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  const attachments = await attachedFiles(
    db,
    chatMessageAttachments,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentBy: row.senderType === 'introduction_company' ? row.sentBy : null,
    attachments: attachments
      .filter((attachment) => attachment.messageId === row.id)
      .map((attachment) => ({
        id: attachment.id,
        fileViewName: attachment.name,
        size: attachment.size,
        path: attachmentPath(threadId, attachment.messageId, attachment.id),
      })),
  }));
}

export async function threadDetail(
  db: Database,
  scope: Scope,
  threadId: number,
): Promise<ChatThreadDetail | null> {
  const thread = await findThread(db, scope, threadId);
  if (!thread) return null;
  return {
    threadId: thread.id,
    bulkSendId: thread.groupId,
    threadTitle: thread.title,
    companyId: thread.companyId,
    companyName: thread.companyName,
    messages: await messagesOf(db, thread.id),
  };
}

/** The file id when it is an attachment of that message of that thread. */
export async function attachmentOf(
  db: Database,
  threadId: number,
  messageId: number,
  fileId: number | undefined,
): Promise<number | null> {
  const rows = await db
    .select({ fileId: chatMessageAttachments.fileId })
    .from(chatMessageAttachments)
    .innerJoin(chatMessages, eq(chatMessages.id, chatMessageAttachments.messageId))
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.threadId, threadId)))
    .orderBy(asc(chatMessageAttachments.id));
  if (fileId === undefined) return rows.length === 1 ? rows[0]!.fileId : null;
  return rows.some((row) => row.fileId === fileId) ? fileId : null;
}
