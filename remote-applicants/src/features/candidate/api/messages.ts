// GET and POST /candidates/{id}/messages (multipart: messageContent, attachments[i]). A sent
// message, and a company message pushed by the live stream (its tags, shared/src/live-updates.ts),
// refresh the thread by its tags.
import { useEffect } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { callQuery } from '@portal/shared/call-query';
import { isLiveConnected, pollUnlessLive, useLiveConnected } from '@portal/shared/live-updates';
import { unwrapResult } from '@portal/shared/query-client';
import { refreshSidebarBadges } from '@portal/shared/frame-queries';

export function sendMessage(id: number, content: string, files: File[]) {
  return api.post('/candidates/{id}/messages', {
    params: { id },
    form: { messageContent: content, files: { 'attachments[]': files } },
  });
}

const MESSAGES_POLL_MS = 60_000;

export function useMessages(id: number) {
  // Polling is decided again when the stream connects or drops.
  useLiveConnected();
  const query = useQuery({
    ...callQuery('/candidates/{id}/messages', { params: { id } }),
    // A company message arrives by the live stream; while it is down (a proxy that drops it) the
    // thread asks every minute.
    refetchInterval: (query) =>
      pollUnlessLive(MESSAGES_POLL_MS, query.meta, [`candidate-messages:${id}`]),
  });
  // Reading the thread read the company's messages: the sidebar's counts may change. The live
  // stream brings the new counts (the api publishes them); asked here only while it is down.
  const readAt = query.dataUpdatedAt;
  useEffect(() => {
    if (readAt && !isLiveConnected()) void refreshSidebarBadges();
  }, [readAt]);
  return query;
}

export function useSendMessage(id: number) {
  return useMutation({
    mutationFn: (input: { content: string; files: File[] }) =>
      unwrapResult(sendMessage(id, input.content, input.files)),
  });
}
