// POST /introduction-chat-thread-groups (multipart): one message to several companies.
import { api } from '@portal/shared/api';

export interface NewThreadInput {
  companyIds: number[];
  threadTitle: string;
  content: string;
  files: File[];
}

export function createThreadGroup(input: NewThreadInput) {
  const body = new FormData();
  body.append('companyIds', JSON.stringify(input.companyIds));
  body.append('threadTitle', input.threadTitle);
  body.append('messageContent', input.content);
  input.files.forEach((file, index) => body.append(`attachments[${index}]`, file, file.name));
  return api.post('/introduction-chat-thread-groups', { body });
}
