// The files attached to messages, read the same way for both kinds of message (company chat
// threads and candidate threads): their attachment tables are made by one factory
// (db/schema/chat.ts attachmentsOf), so one query serves both.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from './client';
import { attachmentsOf } from './schema/chat';
import { files } from './schema/files';

type AttachmentTable = ReturnType<typeof attachmentsOf<string>>;

/** The messages' files in the order they were attached, each with its message's id. */
export async function attachedFiles(
  db: Pick<Database, 'select'>,
  attachments: AttachmentTable,
  messageIds: number[],
) {
  if (!messageIds.length) return [];
  return db
    .select({
      messageId: attachments.messageId,
      id: files.id,
      name: files.originalName,
      size: files.size,
    })
    .from(attachments)
    .innerJoin(files, eq(files.id, attachments.fileId))
    .where(inArray(attachments.messageId, messageIds))
    .orderBy(asc(attachments.id));
}
