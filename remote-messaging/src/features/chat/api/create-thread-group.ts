// POST /introduction-chat-thread-groups (multipart): one message to several companies.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '@portal/shared/api';
import { paths } from '@portal/shared/paths';
import { toast } from '@portal/shared/feedback';
import { toastFailure } from '@portal/shared/http';
import { useSiteId } from '@portal/shared/use-site-id';
import { messages } from '../../../messages';

export interface NewThreadInput {
  companyIds: number[];
  threadTitle: string;
  content: string;
  files: File[];
}

export function createThreadGroup(input: NewThreadInput) {
  return api.post('/introduction-chat-thread-groups', {
    form: {
      companyIds: JSON.stringify(input.companyIds),
      threadTitle: input.threadTitle,
      messageContent: input.content,
      files: { 'attachments[]': input.files },
    },
  });
}

/**
 * Sends a new message to several companies (one group, one thread each); on success it toasts
 * and opens the first new thread (the write's tags refresh the groups).
 */
export function useCreateThread() {
  const navigate = useNavigate();
  const siteId = useSiteId();
  return useCallback(
    async (input: NewThreadInput) => {
      const result = await createThreadGroup(input);
      if (!result.ok || !result.data) {
        if (!result.ok) toastFailure(result.error, messages.sendFailure);
        return false;
      }
      toast.success(messages.sendSuccess);
      navigate(paths.chat.conversation(siteId, { threadId: result.data.threadId }));
      return true;
    },
    [navigate, siteId],
  );
}
