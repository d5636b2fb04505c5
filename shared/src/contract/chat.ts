// Contract of company messaging (spec 1 §3, §7) and of the live stream: the api and the apps
// import the same types.
import type { SidebarBadges, SiteId } from '../contract';

export type ChatSenderType = 'introduction_company' | 'job_company' | 'job_company_system';

/** GET /introduction-chat-thread-groups (filters: keyword, selectedCompanyId). */
export interface ChatListFilters {
  keyword?: string;
  selectedCompanyId?: number | null;
}

/** One group per bulk send; unreadCount = its threads with an unread company message. */
export interface ChatThreadGroup {
  bulkSendId: number;
  threadTitle: string;
  existUnreadThread: boolean;
  unreadCount: number;
  /** The companies of its threads, for the local keyword search. */
  companyNames: string[];
  lastMessageAt: string | null;
}

/** GET /introduction-chat-groups/{id}/introduction-chat-threads */
export interface ChatThreadSummary {
  threadId: number;
  companyId: number;
  companyName: string;
  isUnread: boolean;
  lastMessageAt: string | null;
}

export interface ChatAttachment {
  id: number;
  fileViewName: string;
  /** The download path below the api base (…/files?fileId=). */
  path: string;
  size: number;
}

export interface ChatMessage {
  id: number;
  senderType: ChatSenderType;
  /** Sanitised HTML (or plain text). */
  messageContent: string;
  sentFromEmail: boolean;
  createdAt: string;
  attachments: ChatAttachment[];
}

/** GET /introduction-chat-threads/{threadId}/introduction-chat-messages */
export interface ChatThreadDetail {
  threadId: number;
  bulkSendId: number;
  threadTitle: string;
  companyId: number;
  companyName: string;
  messages: ChatMessage[];
}

/** POST /introduction-chat-thread-groups (multipart) */
export interface CreateChatThreadsResult {
  threadId: number;
  bulkSendId: number;
  threadIds: number[];
}

/** POST /introduction-chat-threads/{threadId}/introduction-chat-messages (multipart) */
export type SendChatMessageResult = ChatMessage;

/** PATCH /introduction-chat-threads/{threadId} */
export interface MarkChatThreadReadResult {
  threadId: number;
  /** Whether this call changed anything (false when it was already read). */
  changed: boolean;
}

/** Limits decided for the spec's open points (api/README.md). */
export const CHAT_MAX_CONTENT = 10_000;
export const CHAT_MAX_TITLE = 255;

// --- live stream (GET /stream, server-sent events) ----------------------------------------
export type LiveEventType = 'badges' | 'chat' | 'candidate-messages';

/** What the api publishes (services.live.publish) when something an agency sees changed. */
export interface LiveEvent {
  agencyId: number;
  /** null: every site of the agency. */
  siteId: SiteId | null;
  type: LiveEventType;
  threadId?: number;
  bulkSendId?: number;
  candidateId?: number;
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
}
