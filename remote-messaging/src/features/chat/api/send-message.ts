// POST /introduction-chat-threads/{threadId}/introduction-chat-messages (multipart).
import { api } from '@portal/shared/api';

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
