// GET and POST /candidates/{id}/messages (multipart: messageContent, attachments[i]).
import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { useLiveSubscription, type LiveHandler } from '@portal/shared/live-updates';
import { unwrapResult } from '@portal/shared/query-client';
import { refreshSidebarBadges } from '@portal/shared/api-get-sidebar-badges';
import { queryKeys } from '../../../query-keys';

export const getMessages = (id: number) => api.get('/candidates/{id}/messages', { params: { id } });

export function sendMessage(id: number, content: string, files: File[]) {
  const body = new FormData();
  body.append('messageContent', content);
  files.forEach((file, index) => body.append(`attachments[${index}]`, file, file.name));
  return api.post('/candidates/{id}/messages', { params: { id }, body });
}

export const messagesQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.messages(id),
    queryFn: async () => {
      const list = await unwrapResult(getMessages(id));
      // Opening the thread read the company's messages: the sidebar badge may change.
      void refreshSidebarBadges();
      return list;
    },
    // A fallback for when the stream is down (a proxy that drops it): still arrives within a minute.
    refetchInterval: 60_000,
  });

export function useMessages(id: number) {
  const client = useQueryClient();
  // A company message about this candidate is pushed by the live stream (api/src/live).
  const onPush = useCallback<LiveHandler>(
    (message) => {
      if (message.candidateId === id)
        void client.invalidateQueries({ queryKey: queryKeys.messages(id) });
    },
    [client, id],
  );
  useLiveSubscription(['candidate-messages'], onPush);
  return useQuery(messagesQuery(id));
}

export function useSendMessage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; files: File[] }) =>
      unwrapResult(sendMessage(id, input.content, input.files)),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.messages(id) }),
  });
}
