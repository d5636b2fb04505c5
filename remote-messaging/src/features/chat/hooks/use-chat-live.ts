// Keeps the chat screens current from the live stream: a company message (or a read elsewhere)
// refetches the groups, the expanded threads and the open thread, without a reload.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLiveSubscription } from '@portal/shared/live-updates';
import { chatKeys } from '../../../query-keys';

export function useChatLive() {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.all });
  }, [queryClient]);
  useLiveSubscription(['chat', 'hello'], refresh);
}
