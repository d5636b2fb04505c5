// POST /introduction-chat-threads/{threadId}/introduction-chat-messages (multipart).
import { api } from '@portal/shared/api';

export function sendMessage(threadId: number, input: { content: string; files: File[] }) {
  const body = new FormData();
  body.append('senderType', 'introduction_company');
  body.append('messageContent', input.content);
  body.append('createdAt', new Date().toISOString());
  input.files.forEach((file, index) => body.append(`attachments[${index}]`, file, file.name));
  return api.post('/introduction-chat-threads/{threadId}/introduction-chat-messages', {
    params: { threadId },
    body,
  });
}
