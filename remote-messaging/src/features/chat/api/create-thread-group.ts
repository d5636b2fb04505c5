// POST /introduction-chat-thread-groups (multipart): one message to several companies.
import { api } from '@portal/shared/api';

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
