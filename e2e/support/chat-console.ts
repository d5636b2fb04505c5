// The company side of company messaging for the e2e suites: the console's chat calls.
import { consoleApi, consoleCall as call } from './console';

export interface ConsoleThread {
  threadId: number;
  bulkSendId: number;
  title: string;
  companyId: number;
  companyName: string;
  unreadForAgency: boolean;
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

/** A new agency with its login, linked to a new company (`companyName` …) that starts a thread. */
export async function agencyWithThread(
  companyName: string,
  thread: { title: string; content: string },
) {
  const { agency, account } = await consoleApi.createAgencyWithAccount();
  const company = await consoleApi.linkNewCompany(agency.id, companyName);
  const { threadId } = await chatConsole.startThread({
    agencyId: agency.id,
    companyId: company.id,
    ...thread,
  });
  return { agency, account, company, threadId };
}
