// Sends a message in a thread from the composer; answers whether it was sent. The write's tags
// (the thread, the groups and their threads) are read again before it settles.
import { useCallback } from 'react';
import type { ComposerInput } from '@portal/shared/ui/composer';
import { toast } from '@portal/shared/feedback';
import { toastFailure } from '@portal/shared/http';
import { sendMessage } from '../api/send-message';
import { messages } from '../../../messages';

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
