// The writes of company messaging: a new group (one thread per company, one message each, the
// files stored once and attached to every message), a message in a thread (the agency's or a
// company's), a company-started thread, and read marking. Files are stored inside the same
// transaction as the rows that reference them.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SiteId } from '@portal/shared/contract';
import {
  auditOf,
  byAccount,
  byCompany,
  recordAudit,
  recordAudits,
  type AuditActor,
} from '../../audit/record';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../plugins/auth-guard';
import {
  chatMessageAttachments,
  chatMessages,
  chatThreadGroups,
  chatThreads,
  type ChatSenderType,
} from '../../db/schema/chat';
import { agencyCompanyLinks } from '../../db/schema/companies';
import type { FileStore } from '../../files/file-store';
import type { UploadedFile } from '../../files/upload-rules';
import { validationError } from '../../plugins/http-errors';
import { threadIsUnread, type Scope } from './read-queries';
import { PERMIT_MATCHING_STATUS } from '@portal/shared/enums';
import { messageToPlainText } from '@portal/shared/html-policy';
import { emitWebhookEvent } from '../webhooks/emit';

type Upload = Pick<UploadedFile, 'name' | 'content'>;

async function insertMessages(
  tx: Database,
  fileIds: number[],
  rows: {
    threadId: number;
    senderType: ChatSenderType;
    senderAccountId: number | null;
    content: string;
    sentFromEmail?: boolean;
    createdAt: Date;
  }[],
): Promise<number[]> {
  const messages = await tx.insert(chatMessages).values(rows).returning({ id: chatMessages.id });
  const links = messages.flatMap((message) =>
    fileIds.map((fileId) => ({ messageId: message.id, fileId })),
  );
  if (links.length) await tx.insert(chatMessageAttachments).values(links);
  return messages.map((message) => message.id);
}

/** A company's message in a thread: the agency's webhooks hear of it in the same transaction. */
async function emitCompanyMessage(
  tx: Database,
  threadId: number,
  message: { messageId: number; content: string; attachments: string[]; now: Date },
) {
  const [thread] = await tx
    .select({
      agencyId: chatThreads.agencyId,
      siteId: chatThreads.siteId,
      companyId: chatThreads.companyId,
      title: chatThreads.title,
    })
    .from(chatThreads)
    .where(eq(chatThreads.id, threadId));
  if (!thread) return;
  await emitWebhookEvent(
    tx,
    thread.agencyId,
    'chat.message_received',
    {
      siteId: thread.siteId,
      threadId,
      messageId: message.messageId,
      companyId: thread.companyId,
      title: thread.title,
      content: messageToPlainText(message.content),
      attachments: message.attachments,
      sentAt: message.now.toISOString(),
    },
    message.now,
  );
}

export async function createThreadGroup(
  db: Database,
  fileStore: FileStore,
  scope: Scope & { accountId: number },
  input: { companyIds: number[]; title: string; content: string; uploads: Upload[]; now: Date },
) {
  return db.transaction(async (tx) => {
    const linked = await tx
      .select({ companyId: agencyCompanyLinks.companyId })
      .from(agencyCompanyLinks)
      .where(
        and(
          eq(agencyCompanyLinks.agencyId, scope.agencyId),
          eq(agencyCompanyLinks.status, PERMIT_MATCHING_STATUS.MATCHED),
          inArray(agencyCompanyLinks.companyId, input.companyIds),
        ),
      );
    if (linked.length !== input.companyIds.length) {
      throw validationError({ companyIds: ['宛先に選択できない企業が含まれています'] });
    }
    const [group] = await tx
      .insert(chatThreadGroups)
      .values({ agencyId: scope.agencyId, siteId: scope.siteId, title: input.title })
      .returning({ id: chatThreadGroups.id });
    const threads = await tx
      .insert(chatThreads)
      .values(
        input.companyIds.map((companyId) => ({
          groupId: group!.id,
          agencyId: scope.agencyId,
          companyId,
          siteId: scope.siteId,
          title: input.title,
          agencyReadAt: input.now,
        })),
      )
      .returning({ id: chatThreads.id });
    const fileIds = await fileStore.saveAll(scope.agencyId, input.uploads, tx);
    await insertMessages(
      tx,
      fileIds,
      threads.map((thread) => ({
        threadId: thread.id,
        senderType: 'introduction_company' as const,
        senderAccountId: scope.accountId,
        content: input.content,
        createdAt: input.now,
      })),
    );
    await recordAudits(
      tx,
      threads.map((thread, i) => ({
        agencyId: scope.agencyId,
        siteId: scope.siteId,
        actor: byAccount(scope),
        action: 'chat.thread_created' as const,
        target: { type: 'chat_thread' as const, id: thread.id },
        after: {
          companyId: input.companyIds[i],
          title: input.title,
          content: input.content,
          attachments: input.uploads.map((file) => file.name),
        },
      })),
    );
    return { bulkSendId: group!.id, threadIds: threads.map((thread) => thread.id) };
  });
}

/** A message in an existing thread; the agency's own message also marks the thread read. */
export async function addMessage(
  db: Database,
  fileStore: FileStore,
  input: {
    threadId: number;
    agencyId: number;
    senderType: ChatSenderType;
    senderAccountId: number | null;
    content: string;
    sentFromEmail?: boolean;
    uploads: Upload[];
    now: Date;
    /** Who sent it: the agency's staff account or the thread's company. */
    actor: AuditActor;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const fileIds = await fileStore.saveAll(input.agencyId, input.uploads, tx);
    const [messageId] = await insertMessages(tx, fileIds, [
      {
        threadId: input.threadId,
        senderType: input.senderType,
        senderAccountId: input.senderAccountId,
        content: input.content,
        sentFromEmail: input.sentFromEmail ?? false,
        createdAt: input.now,
      },
    ]);
    const ownMessage = input.senderType === 'introduction_company';
    await tx
      .update(chatThreads)
      .set(
        ownMessage ? { agencyReadAt: input.now, updatedAt: input.now } : { updatedAt: input.now },
      )
      .where(eq(chatThreads.id, input.threadId));
    await recordAudit(tx, {
      agencyId: input.agencyId,
      actor: input.actor,
      action: 'chat.message_sent',
      target: { type: 'chat_thread', id: input.threadId },
      after: {
        messageId: messageId!,
        content: input.content,
        attachments: input.uploads.map((file) => file.name),
      },
    });
    if (input.senderType !== 'introduction_company') {
      await emitCompanyMessage(tx, input.threadId, {
        messageId: messageId!,
        content: input.content,
        attachments: input.uploads.map((file) => file.name),
        now: input.now,
      });
    }
    return messageId!;
  });
}

/** A thread a company starts with an agency: a group of its own with one thread. */
export async function createCompanyThread(
  db: Database,
  input: {
    agencyId: number;
    companyId: number;
    siteId: SiteId;
    title: string;
    content: string;
    now: Date;
  },
) {
  return db.transaction(async (tx) => {
    const [group] = await tx
      .insert(chatThreadGroups)
      .values({ agencyId: input.agencyId, siteId: input.siteId, title: input.title })
      .returning({ id: chatThreadGroups.id });
    const [thread] = await tx
      .insert(chatThreads)
      .values({
        groupId: group!.id,
        agencyId: input.agencyId,
        companyId: input.companyId,
        siteId: input.siteId,
        title: input.title,
      })
      .returning({ id: chatThreads.id });
    const [firstMessageId] = await insertMessages(
      tx,
      [],
      [
        {
          threadId: thread!.id,
          senderType: 'job_company',
          senderAccountId: null,
          content: input.content,
          createdAt: input.now,
        },
      ],
    );
    await recordAudit(tx, {
      agencyId: input.agencyId,
      siteId: input.siteId,
      actor: byCompany(input.companyId),
      action: 'chat.thread_created',
      target: { type: 'chat_thread', id: thread!.id },
      after: { title: input.title, content: input.content },
    });
    await emitWebhookEvent(
      tx,
      input.agencyId,
      'chat.message_received',
      {
        siteId: input.siteId,
        threadId: thread!.id,
        messageId: firstMessageId!,
        companyId: input.companyId,
        title: input.title,
        content: messageToPlainText(input.content),
        attachments: [],
        sentAt: input.now.toISOString(),
      },
      input.now,
    );
    return { threadId: thread!.id, bulkSendId: group!.id };
  });
}

/**
 * Marks a thread read up to its newest message. Only a thread that is unread changes, so 20
 * parallel calls change it once (the others re-check the row after the first commits).
 */
export async function markThreadRead(
  db: Database,
  auth: AuthContext,
  threadId: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(chatThreads)
      .set({
        agencyReadAt: sql`greatest(${now.toISOString()}::timestamptz, (select max(m.created_at) from chat_messages m where m.thread_id = ${chatThreads.id}))`,
      })
      .where(and(eq(chatThreads.id, threadId), threadIsUnread))
      .returning({ id: chatThreads.id });
    if (changed.length > 0) {
      await recordAudit(tx, {
        ...auditOf(auth),
        action: 'chat.thread_read',
        target: { type: 'chat_thread', id: threadId },
      });
    }
    return changed.length > 0;
  });
}
