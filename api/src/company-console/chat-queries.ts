// SQL of the console's chat commands (chat-commands.ts): a thread with its company, an agency's
// threads and the link status of an agency and a company.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companyOfThread } from '../db/join-queries';
import { chatThreads } from '../db/schema/chat';
import { agencyCompanyLinks, hiringCompanies } from '../db/schema/companies';
import { threadIsUnread } from '../modules/chat/read-queries';

export async function consoleThread(db: Database, threadId: number) {
  const [thread] = await db
    .select({
      id: chatThreads.id,
      agencyId: chatThreads.agencyId,
      siteId: chatThreads.siteId,
      groupId: chatThreads.groupId,
      title: chatThreads.title,
      companyName: hiringCompanies.name,
      companyId: chatThreads.companyId,
    })
    .from(chatThreads)
    .innerJoin(hiringCompanies, companyOfThread)
    .where(eq(chatThreads.id, threadId));
  return thread;
}

export async function listAgencyThreads(db: Database, agencyId: number) {
  const rows = await db
    .select({
      threadId: chatThreads.id,
      bulkSendId: chatThreads.groupId,
      title: chatThreads.title,
      companyId: chatThreads.companyId,
      companyName: hiringCompanies.name,
      unreadForAgency: threadIsUnread,
    })
    .from(chatThreads)
    .innerJoin(hiringCompanies, companyOfThread)
    .where(eq(chatThreads.agencyId, agencyId))
    .orderBy(asc(chatThreads.id));
  return rows.map((row) => ({ ...row, unreadForAgency: Boolean(row.unreadForAgency) }));
}

/** The link status of the agency and the company, undefined without a link. */
export async function companyLinkStatus(db: Database, agencyId: number, companyId: number) {
  const [link] = await db
    .select({ status: agencyCompanyLinks.status })
    .from(agencyCompanyLinks)
    .where(
      and(eq(agencyCompanyLinks.agencyId, agencyId), eq(agencyCompanyLinks.companyId, companyId)),
    );
  return link?.status;
}
