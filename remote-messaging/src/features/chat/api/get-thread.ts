// GET /introduction-chat-threads/{threadId}/introduction-chat-messages: one thread.
import type { ChatThreadDetail } from '@portal/shared/contract/chat';
import { http } from '@portal/shared/http';

export function getThread(threadId: number) {
  return http.get<ChatThreadDetail>(
    `/introduction-chat-threads/${threadId}/introduction-chat-messages`,
  );
}
