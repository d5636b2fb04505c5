// One thread with its messages. Once it is on screen, and again whenever a company message
// newer than the last read arrives, it is marked read; the badges and the groups then refresh.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { unwrapResult } from '@portal/shared/query-client';
import { refreshSidebarBadges } from '@portal/shared/api-get-sidebar-badges';
import { getThread } from '../api/get-thread';
import { markThreadRead } from '../api/mark-thread-read';
import { chatKeys } from '../../../query-keys';

/** One definition of the thread query, so every observer refetches it the same way. */
export const threadQuery = (threadId: number) => ({
  queryKey: chatKeys.thread(threadId),
  queryFn: () => unwrapResult(getThread(threadId)),
  staleTime: 0,
});

export function useThread(threadId: number) {
  const queryClient = useQueryClient();
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
    void markThreadRead(threadId).then((result) => {
      if (!result.ok) return;
      void refreshSidebarBadges();
      void queryClient.invalidateQueries({ queryKey: ['chat', 'groups'] });
      void queryClient.invalidateQueries({ queryKey: ['chat', 'threads'] });
    });
  }, [query.data, threadId, lastOther, queryClient]);

  return query;
}
