// Sends a message in a thread from the composer; answers whether it was sent.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ComposerInput } from '@portal/shared/ui/composer';
import { toast } from '@portal/shared/feedback';
import { toastFailure } from '@portal/shared/http';
import { sendMessage } from '../api/send-message';
import { messages } from '../../../messages';
import { chatKeys } from '../../../query-keys';

export function useSendMessage(threadId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: ComposerInput) => {
      const result = await sendMessage(threadId, input);
      if (!result.ok) {
        toastFailure(result.error, messages.sendFailure);
        return false;
      }
      toast.success(messages.sendSuccess);
      await queryClient.invalidateQueries({ queryKey: chatKeys.thread(threadId) });
      void queryClient.invalidateQueries({ queryKey: ['chat', 'groups'] });
      return true;
    },
    [threadId, queryClient],
  );
}
