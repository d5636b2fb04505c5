// POST /introduction-chat-threads/{threadId}/introduction-chat-messages (multipart).
import { useCallback } from 'react';
import { api } from '@portal/shared/api';
import type { ComposerInput } from '@portal/shared/ui/composer';
import { toast } from '@portal/shared/feedback';
import { toastFailure } from '@portal/shared/http';
import { messages } from '../../../messages';

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
