// Seeds the company messaging of demo-chat.ts on every site: groups, threads, messages in one
// batch per thread, and the attachments stored through the file store.
import type { SiteId } from '@portal/shared/contract';
import type { Database } from '../db/client';
import {
  chatMessageAttachments,
  chatMessages,
  chatThreadGroups,
  chatThreads,
} from '../db/schema/chat';
import { FileStore } from '../files/file-store';
import { demoChatGroups, type DemoAttachment, type DemoChatGroup } from './demo-chat';
import { demoPdf, demoPng } from './demo-files';
import { SEED_SITE_IDS } from './demo-data';
import type { SeededIds } from './seed';

const fileOf = (attachment: DemoAttachment) => ({
  name: attachment.name,
  content: attachment.kind === 'png' ? demoPng() : demoPdf(attachment.lines ?? [attachment.name]),
});

/** The demo agency's chat groups on a site: each group, its threads, their messages in one batch
 * per thread, and the attachments stored through the file store. */
export async function insertChatGroups(
  db: Database,
  ids: SeededIds,
  siteId: SiteId,
  groups: DemoChatGroup[],
): Promise<void> {
  const store = new FileStore(db);
  for (const group of groups) {
    const [created] = await db
      .insert(chatThreadGroups)
      .values({ agencyId: ids.demoAgencyId, siteId, title: group.title })
      .returning({ id: chatThreadGroups.id });
    for (const thread of group.threads) {
      const last = thread.messages[thread.messages.length - 1]!;
      const [row] = await db
        .insert(chatThreads)
        .values({
          groupId: created!.id,
          agencyId: ids.demoAgencyId,
          companyId: ids.companyIds.get(thread.companyKey)!,
          siteId,
          title: group.title,
          agencyReadAt: thread.readByAgency ? new Date(last.createdAt) : null,
        })
        .returning({ id: chatThreads.id });
      const messages = await db
        .insert(chatMessages)
        .values(
          thread.messages.map((message) => ({
            threadId: row!.id,
            senderType:
              message.from === 'agency'
                ? ('introduction_company' as const)
                : ('job_company' as const),
            senderAccountId: message.from === 'agency' ? ids.demoAccountId : null,
            content: message.content,
            sentFromEmail: message.sentFromEmail ?? false,
            createdAt: new Date(message.createdAt),
          })),
        )
        .returning({ id: chatMessages.id });
      for (const [index, message] of thread.messages.entries()) {
        if (!message.attachments?.length) continue;
        const fileIds = await store.saveAll(ids.demoAgencyId, message.attachments.map(fileOf), db);
        await db
          .insert(chatMessageAttachments)
          .values(fileIds.map((fileId) => ({ messageId: messages[index]!.id, fileId })));
      }
    }
  }
}

export async function seedChat(db: Database, ids: SeededIds): Promise<void> {
  for (const siteId of SEED_SITE_IDS) {
    await insertChatGroups(db, ids, siteId, demoChatGroups(siteId));
  }
}
