// The company side of company messaging for the e2e suites: the console's chat calls.
import { CONSOLE_TOKEN, baseURL } from './stack';

export interface ConsoleThread {
  threadId: number;
  bulkSendId: number;
  title: string;
  companyId: number;
  companyName: string;
  unreadForAgency: boolean;
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseURL}/console/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${CONSOLE_TOKEN}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`console ${method} ${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

export const chatConsole = {
  threads: (agencyId: number) => call<ConsoleThread[]>('GET', `/chat/threads?agencyId=${agencyId}`),
  reply: (
    threadId: number,
    body: {
      content: string;
      sentFromEmail?: boolean;
      attachments?: { name: string; base64: string }[];
    },
  ) => call<{ messageId: number }>('POST', `/chat/threads/${threadId}/messages`, body),
  startThread: (body: { agencyId: number; companyId: number; title: string; content: string }) =>
    call<{ threadId: number }>('POST', '/chat/threads', body),
};
