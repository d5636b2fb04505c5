// Company messaging from the companies' side: list an agency's threads, reply in a thread (also
// "sent from e-mail", with attachments as base64) and start a thread. Each write pushes a live
// event to the agency's open pages; a company message also sends the agency's `chat` mail.
import { z } from 'zod';
import { CHAT_MAX_CONTENT, CHAT_MAX_TITLE } from '@portal/shared/contract/chat';
import { byCompany } from '../audit/record';
import { assertUploadsAllowed, MESSAGE_ATTACHMENT_TYPES } from '../files/upload-rules';
import { FileStore } from '../files/file-store';
import { cleanContent } from '../modules/chat/inputs';
import { addMessage, createCompanyThread } from '../modules/chat/write-queries';
import { notFound, validationError } from '../plugins/http-errors';
import { companyLinkStatus, consoleThread, listAgencyThreads } from './chat-queries';
import { command, type ConsoleContext } from './command';
import { PERMIT_MATCHING_STATUS } from '@portal/shared/enums';
import { bodyId, id } from '@portal/shared/contract/common';
import { messageToPlainText } from '@portal/shared/html-policy';
import { SITE_IDS, type SiteId } from '@portal/shared/site';
import type { NotificationService } from '../notifications/notification-service';

const LABELS = {
  agencyId: '紹介会社ID',
  companyId: '企業ID',
  threadId: 'スレッドID',
  title: '件名',
  content: '内容',
  attachments: '添付ファイル',
  sentFromEmail: 'メール送信',
};

const attachment = z.object({
  name: z.string().min(1).max(255),
  base64: z
    .string()
    .max(15_000_000)
    .regex(/^[A-Za-z0-9+/\r\n]*={0,2}$/, 'base64 で指定してください'),
});

async function threadOf(context: ConsoleContext, threadId: number) {
  const thread = await consoleThread(context.db, threadId);
  if (!thread) throw notFound('スレッドが見つかりません');
  return thread;
}

/** The agency's `chat` mail of a company message (when it turned the mail on). */
async function notifyCompanyMessage(
  notifications: NotificationService,
  input: {
    agencyId: number;
    siteId: SiteId;
    threadId: number;
    companyName: string;
    title: string;
    /** The stored message (message HTML): the mail carries its plain-text version. */
    content: string;
    publicUrl: string;
  },
): Promise<void> {
  const body = messageToPlainText(input.content);
  const url = `${input.publicUrl.replace(/\/$/, '')}/${input.siteId}/employment-agency/chat/conversation/${input.threadId}`;
  await notifications.notify(input.agencyId, 'chat', {
    subject: `【紹介会社ポータル】${input.companyName}からメッセージが届きました`,
    text: [
      `${input.companyName}から新しいメッセージが届きました。`,
      '',
      `件名: ${input.title}`,
      '',
      ...(body ? ['----', body, '----', ''] : []),
      '以下のURLからご確認ください。',
      url,
    ].join('\n'),
  });
}

async function afterCompanyMessage(
  context: ConsoleContext,
  thread: Awaited<ReturnType<typeof threadOf>>,
  content: string,
) {
  const siteId = thread.siteId as SiteId;
  // The message is committed: a failed push only delays the agency's counts until a refresh.
  await context.live
    .publish({
      agencyId: thread.agencyId,
      siteId,
      type: 'chat',
      threadId: thread.id,
      bulkSendId: thread.groupId,
    })
    .catch(() => {});
  await notifyCompanyMessage(context.notifications, {
    agencyId: thread.agencyId,
    siteId,
    threadId: thread.id,
    companyName: thread.companyName,
    title: thread.title,
    content,
    publicUrl: context.publicUrl,
  });
}

export const CHAT_COMMANDS = {
  'list-chat-threads': command({
    summary: "List an agency's chat threads ({ agencyId })",
    input: z.object({ agencyId: id }),
    labels: LABELS,
    run: ({ db }, { agencyId }) => listAgencyThreads(db, agencyId),
  }),
  'send-chat-message': command({
    summary:
      'A company reply in a thread ({ threadId, content, sentFromEmail?, attachments?: [{ name, base64 }] })',
    input: z.object({
      threadId: id,
      content: z.string().max(CHAT_MAX_CONTENT).default(''),
      sentFromEmail: z.boolean().default(false),
      attachments: z.array(attachment).max(10).default([]),
    }),
    labels: LABELS,
    run: async (context, input) => {
      const thread = await threadOf(context, input.threadId);
      const uploads = input.attachments.map((file, index) => ({
        field: `attachments[${index}]`,
        name: file.name.normalize('NFC'),
        mimeType: 'application/octet-stream',
        content: Buffer.from(file.base64, 'base64'),
      }));
      assertUploadsAllowed(uploads, MESSAGE_ATTACHMENT_TYPES, 'attachments');
      const content = cleanContent(input.content, uploads.length > 0);
      const messageId = await addMessage(context.db, new FileStore(context.db), {
        threadId: thread.id,
        agencyId: thread.agencyId,
        senderType: 'job_company',
        senderAccountId: null,
        content,
        sentFromEmail: input.sentFromEmail,
        uploads,
        now: context.now(),
        actor: byCompany(thread.companyId),
      });
      await afterCompanyMessage(context, thread, content);
      return { messageId };
    },
  }),
  'start-chat-thread': command({
    summary:
      'A thread started by a company ({ agencyId, companyId, title, content, siteId? = 25 })',
    input: z.object({
      agencyId: bodyId,
      companyId: bodyId,
      title: z.string().trim().min(1).max(CHAT_MAX_TITLE),
      content: z.string().min(1).max(CHAT_MAX_CONTENT),
      siteId: z.enum(SITE_IDS).default('25'),
    }),
    labels: LABELS,
    run: async (context, input) => {
      const status = await companyLinkStatus(context.db, input.agencyId, input.companyId);
      if (status !== PERMIT_MATCHING_STATUS.MATCHED) {
        throw validationError({ companyId: ['この紹介会社と連携していない企業です'] });
      }
      const content = cleanContent(input.content, false);
      const { threadId } = await createCompanyThread(context.db, {
        ...input,
        content,
        now: context.now(),
      });
      await afterCompanyMessage(context, await threadOf(context, threadId), content);
      return { threadId };
    },
  }),
};
