// GET /introduction-chat-threads/{threadId}/introduction-chat-messages: one thread.
import { api } from '@portal/shared/api';

export function getThread(threadId: number) {
  return api.get('/introduction-chat-threads/{threadId}/introduction-chat-messages', {
    params: { threadId },
  });
}
