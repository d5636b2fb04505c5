// Contract of company messaging (spec 1 §3, §7): the seven introduction-chat-* calls, and the
// types of the live stream that tells a tab a thread changed. The api registers its routes from
// `chatCalls`; remote-messaging calls them by path.
import { z } from '../zod';
import type { SidebarBadges, SiteId } from '../contract';
import { MESSAGE_MAX_CONTENT, MESSAGE_MAX_TITLE } from '../rules/message-limits';
import {
  id,
  idParams,
  messageAttachment,
  messageSenderType,
  selectedCompanyId,
  threadMessage,
} from './common';
import { call, calls } from './define';

/** Limits decided for the spec's open points (api/README.md), shared with the composer. */
export const CHAT_MAX_CONTENT = MESSAGE_MAX_CONTENT;
export const CHAT_MAX_TITLE = MESSAGE_MAX_TITLE;

export const chatSenderType = messageSenderType;
export type ChatSenderType = z.infer<typeof chatSenderType>;

/** One group per bulk send; unreadCount = its threads with an unread company message. */
export const chatThreadGroup = z.object({
  bulkSendId: z.number(),
  threadTitle: z.string(),
  existUnreadThread: z.boolean(),
  unreadCount: z.number(),
  /** The companies of its threads, for the local keyword search. */
  companyNames: z.array(z.string()),
  lastMessageAt: z.string().nullable(),
});
export type ChatThreadGroup = z.infer<typeof chatThreadGroup>;

export const chatThreadSummary = z.object({
  threadId: z.number(),
  companyId: z.number(),
  companyName: z.string(),
  isUnread: z.boolean(),
  lastMessageAt: z.string().nullable(),
});
export type ChatThreadSummary = z.infer<typeof chatThreadSummary>;

/** `path`: …/files?fileId= */
export const chatAttachment = messageAttachment.extend({ size: z.number() });
export type ChatAttachment = z.infer<typeof chatAttachment>;

export const chatMessage = threadMessage(chatAttachment);
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatThreadDetail = z.object({
  threadId: z.number(),
  bulkSendId: z.number(),
  threadTitle: z.string(),
  companyId: z.number(),
  companyName: z.string(),
  messages: z.array(chatMessage),
});
export type ChatThreadDetail = z.infer<typeof chatThreadDetail>;

export const createChatThreadsResult = z.object({
  /** The first new thread (the one the screen opens). */
  threadId: z.number(),
  bulkSendId: z.number(),
  threadIds: z.array(z.number()),
});

export const markChatThreadReadResult = z.object({
  threadId: z.number(),
  /** Whether this call changed anything (false when it was already read). */
  changed: z.boolean(),
});

export const chatListQuery = z.object({
  keyword: z.string().max(200).optional(),
  selectedCompanyId,
});

/**
 * The text fields of POST /introduction-chat-thread-groups. companyIds is a JSON list ('[1,2]',
 * as the spec sends it) or repeated companyIds[] fields; the api reads it into ids.
 */
export const createThreadGroupFields = z.object({
  companyIds: z.union([z.string(), z.array(z.string())]),
  threadTitle: z.string().max(CHAT_MAX_TITLE).trim().min(1),
  /** May be empty when files are attached. */
  messageContent: z.string().max(CHAT_MAX_CONTENT),
});

/** The text fields of POST /introduction-chat-threads/{threadId}/introduction-chat-messages. */
export const sendMessageFields = z.object({
  senderType: z.literal('introduction_company').optional(),
  messageContent: z.string().max(CHAT_MAX_CONTENT).default(''),
  createdAt: z.string().max(100).optional(),
});

/** The multipart file field of both writes: attachments[0], attachments[1], … */
export const CHAT_ATTACHMENT_FIELD = 'attachments[]';

export const threadParams = z.object({ threadId: id });

export const chatCalls = calls('企業メッセージ (chat)', {
  'GET /introduction-chat-thread-groups': call({
    operationId: 'listChatGroups',
    summary: 'メッセージ一覧: one group per bulk send, with its unread count',
    query: chatListQuery,
    response: z.array(chatThreadGroup),
  }),
  'POST /introduction-chat-thread-groups': call({
    operationId: 'createChatGroup',
    summary: 'メッセージ新規作成: one message to several companies (a thread each)',
    multipart: createThreadGroupFields,
    files: [CHAT_ATTACHMENT_FIELD],
    response: createChatThreadsResult,
    status: 201,
  }),
  'GET /introduction-chat-groups/{id}/introduction-chat-threads': call({
    operationId: 'listChatGroupThreads',
    summary: 'The threads (one per company) of a group',
    params: idParams,
    query: chatListQuery,
    response: z.array(chatThreadSummary),
  }),
  'GET /introduction-chat-threads/{threadId}/introduction-chat-messages': call({
    operationId: 'getChatThread',
    summary: 'One thread with its messages and attachments',
    params: threadParams,
    response: chatThreadDetail,
  }),
  'POST /introduction-chat-threads/{threadId}/introduction-chat-messages': call({
    operationId: 'sendChatMessage',
    summary: 'メッセージ送信 (with attachments)',
    params: threadParams,
    multipart: sendMessageFields,
    files: [CHAT_ATTACHMENT_FIELD],
    response: chatMessage,
    status: 201,
  }),
  'PATCH /introduction-chat-threads/{threadId}': call({
    operationId: 'markChatThreadRead',
    summary: 'Marks the thread read',
    params: threadParams,
    response: markChatThreadReadResult,
  }),
  'GET /introduction-chat-threads/{threadId}/introduction-chat-messages/{messageId}/files': call({
    operationId: 'downloadChatMessageFile',
    summary: 'An attachment of a message (the path each attachment carries)',
    params: z.object({ threadId: id, messageId: id }),
    query: z.object({ fileId: id.optional() }),
    answer: 'binary',
  }),
});

// --- live stream (GET /stream, server-sent events) ----------------------------------------
/** The kinds of pushed change; what each refreshes is LIVE_CHANGES (./cache). */
export type LiveEventType =
  | 'badges'
  | 'chat'
  | 'chat-read'
  | 'candidate-messages'
  | 'bulk'
  | 'bulk-progress'
  | 'candidate'
  | 'tasks';

/** What the api publishes (services.live.publish) when something an agency sees changed. */
export interface LiveEvent {
  agencyId: number;
  /** null: every site of the agency. */
  siteId: SiteId | null;
  type: LiveEventType;
  threadId?: number;
  bulkSendId?: number;
  candidateId?: number;
  /** bulk, bulk-progress: the job whose bulk import moved on. */
  jobId?: number;
}

/** What one stream message carries to the browser (event name = type). */
export interface LiveMessage {
  type: LiveEventType | 'hello';
  badges: SidebarBadges;
  /** chat: unread counts of the agency's groups on this site. */
  groups?: { bulkSendId: number; unreadCount: number }[];
  threadId?: number;
  bulkSendId?: number;
  candidateId?: number;
  jobId?: number;
  /**
   * The cache tags the change refreshes (LIVE_CHANGES of its type filled from the event, the
   * tags a write of this browser would refresh); none for 'hello' (the browser refreshes every
   * answer on screen, as anything may have changed while it was away).
   */
  tags: string[];
}
