// PATCH /introduction-chat-threads/{threadId}: marks the thread read.
import type { MarkChatThreadReadResult } from '@portal/shared/contract/chat';
import { http } from '@portal/shared/http';

export function markThreadRead(threadId: number) {
  return http.patch<MarkChatThreadReadResult>(`/introduction-chat-threads/${threadId}`);
}
