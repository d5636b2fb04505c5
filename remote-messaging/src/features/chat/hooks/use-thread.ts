// One thread with its messages. Once it is on screen, and again whenever a company message
// newer than the last read arrives, it is marked read; the write's tags refresh the badges and
// the groups, not the thread itself (its messages did not change: it is fetched once on open).
// Only this page's hook marks read: a prefetch of the thread (hover on its link) only reads it.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { threadQuery } from '../api/get-thread';
import { markThreadRead } from '../api/mark-thread-read';

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
