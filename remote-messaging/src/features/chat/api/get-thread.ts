// GET /introduction-chat-threads/{threadId}/introduction-chat-messages: one thread. Only reads:
// marking it read is the thread page's own write (useThread), so a prefetch never marks it. Its
// answer carries thread:{threadId}: a message sent here (the write's tags) or pushed by the live
// stream reads it again; marking it read does not (its messages did not change).
import { callQuery } from '@portal/shared/call-query';

/** One definition of the thread query, so every observer refetches it the same way. */
export const threadQuery = (threadId: number) => ({
  ...callQuery('/introduction-chat-threads/{threadId}/introduction-chat-messages', {
    params: { threadId },
  }),
  staleTime: 0,
});
