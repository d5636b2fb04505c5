// One chat thread's calls: its messages (GET), marking it read (PATCH) and a new message (POST,
// multipart).
// GET /introduction-chat-threads/{threadId}/introduction-chat-messages: one thread. Only reads:
// marking it read is the thread page's own write (useThread), so a prefetch never marks it. Its
// answer carries thread:{threadId}: a message sent here (the write's tags) or pushed by the live
// stream reads it again; marking it read does not (its messages did not change).
import { useCallback, useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';
import { api } from '@portal/shared/api';
import { toast } from '@portal/shared/feedback';
import { toastFailure } from '@portal/shared/http';
import { isLiveConnected } from '@portal/shared/live-updates';
import { refreshTags } from '@portal/shared/query-client';
import type { ComposerInput } from '@portal/shared/ui/composer';
import { messages } from '../../../messages';

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

// POST /introduction-chat-threads/{threadId}/introduction-chat-messages (multipart).
export function sendMessage(threadId: number, input: { content: string; files: File[] }) {
  return api.post('/introduction-chat-threads/{threadId}/introduction-chat-messages', {
    params: { threadId },
    form: {
      senderType: 'introduction_company',
      messageContent: input.content,
      createdAt: new Date().toISOString(),
      files: { 'attachments[]': input.files },
    },
  });
}

/**
 * Sends a message in a thread from the composer; answers whether it was sent. The write's tags
 * (the thread, the groups and their threads) are read again before it settles.
 */
export function useSendMessage(threadId: number) {
  return useCallback(
    async (input: ComposerInput) => {
      const result = await sendMessage(threadId, input);
      if (!result.ok) {
        toastFailure(result.error, messages.sendFailure);
        return false;
      }
      toast.success(messages.sendSuccess);
      return true;
    },
    [threadId],
  );
}
