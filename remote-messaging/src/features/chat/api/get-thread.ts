// GET /introduction-chat-threads/{threadId}/introduction-chat-messages: one thread. Only reads:
// marking it read is the thread page's own write (useThread), so a prefetch never marks it.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import { chatKeys } from '../../../query-keys';

export function getThread(threadId: number) {
  return api.get('/introduction-chat-threads/{threadId}/introduction-chat-messages', {
    params: { threadId },
  });
}

/** One definition of the thread query, so every observer refetches it the same way. */
export const threadQuery = (threadId: number) =>
  queryOptions({
    queryKey: chatKeys.thread(threadId),
    queryFn: () => unwrapResult(getThread(threadId)),
    staleTime: 0,
  });
