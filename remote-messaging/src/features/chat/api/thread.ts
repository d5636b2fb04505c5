// GET /introduction-chat-threads/{threadId}/introduction-chat-messages: one thread. Only reads:
// marking it read is the thread page's own write (useThread), so a prefetch never marks it. Its
// answer carries thread:{threadId}: a message sent here (the write's tags) or pushed by the live
// stream reads it again; marking it read does not (its messages did not change).
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';
import { api } from '@portal/shared/api';
import { isLiveConnected } from '@portal/shared/live-updates';
import { refreshTags } from '@portal/shared/query-client';

/** One definition of the thread query, so every observer refetches it the same way. */
export const threadQuery = (threadId: number) => ({
  ...callQuery('/introduction-chat-threads/{threadId}/introduction-chat-messages', {
    params: { threadId },
  }),
  staleTime: 0,
});

/**
 * PATCH /introduction-chat-threads/{threadId}: marks the thread read. A write the user did not
 * start (opening the thread, a reply arriving while it is open): no loading overlay. The new
 * counts come back through the live stream ('chat-read', to every page of the agency); while the
 * stream is down this page reads them itself.
 */
export async function markThreadRead(threadId: number) {
  const result = await api.patch('/introduction-chat-threads/{threadId}', {
    params: { threadId },
    background: true,
  });
  if (result.ok && !isLiveConnected()) await refreshTags(['chat-groups', 'chat-threads', 'badges']);
  return result;
}

/**
 * One thread with its messages. Once it is on screen, and again whenever a company message
 * newer than the last read arrives, it is marked read; the write's tags refresh the badges and
 * the groups, not the thread itself (its messages did not change: it is fetched once on open).
 * Only this page's hook marks read: a prefetch of the thread (hover on its link) only reads it.
 */
export function useThread(threadId: number) {
  const query = useQuery(threadQuery(threadId));
  const lastOther = query.data?.messages
    .filter((message) => message.senderType !== 'introduction_company')
    .at(-1)?.id;
  const markedRef = useRef<string | null>(null);

  useEffect(() => {
    if (!query.data) return;
    const key = `${threadId}:${lastOther ?? 'none'}`;
    if (markedRef.current === key) return;
    markedRef.current = key;
    void markThreadRead(threadId);
  }, [query.data, threadId, lastOther]);

  return query;
}
