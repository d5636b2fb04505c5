// Candidate messages: the thread in order with its attachments, the agency's reads, and writing
// one message with its files in one transaction (the company console writes through it too).
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { CandidateMessage, CandidateSenderType } from '@portal/shared/contract/candidates';
import { recordAudit, type AuditInput } from '../../audit/record';
import { staffNameOf } from '../../audit/staff-names-queries';
import { messageToPlainText } from '@portal/shared/html-policy';
import { accounts } from '../../db/schema/agencies';
import { candidates } from '../../db/schema/applicants';
import { attachedFiles } from '../../db/attachment-queries';
import type { Database } from '../../db/client';
import { candidateMessageAttachments, candidateMessages } from '../../db/schema/candidate-activity';
import { FileStore } from '../../files/file-store';
import type { UploadedFile } from '../../files/upload-rules';
import { emitWebhookEvent } from '../webhooks/emit';

export async function listMessages(db: Database, candidateId: number): Promise<CandidateMessage[]> {
  const rows = await db
    .select({ message: candidateMessages, sentBy: staffNameOf(accounts) })
    .from(candidateMessages)
    .leftJoin(accounts, eq(accounts.id, candidateMessages.senderAccountId))
    .where(eq(candidateMessages.candidateId, candidateId))
    .orderBy(asc(candidateMessages.createdAt), asc(candidateMessages.id));
  const messages = rows.map((row) => row.message);
  const sentBy = new Map(rows.map((row) => [row.message.id, row.sentBy]));
  const attachments = await attachedFiles(
    db,
    candidateMessageAttachments,
    messages.map((message) => message.id),
  );
  return messages.map((message) => ({
    id: message.id,
    senderType: message.senderType as CandidateSenderType,
    messageContent: message.content,
    sentFromEmail: message.sentFromEmail,
    createdAt: message.createdAt.toISOString(),
    attachments: attachments
      .filter((attachment) => attachment.messageId === message.id)
      .map((attachment) => ({
        id: attachment.id,
        fileViewName: attachment.name,
        path: `candidates/${candidateId}/messages/${message.id}/files?fileId=${attachment.id}`,
      })),
    sentBy: message.senderType === 'introduction_company' ? (sentBy.get(message.id) ?? null) : null,
  }));
}

/**
 * Marks the company's unread messages about the candidate read (opening the messages tab does it,
 * and the sidebar badge follows); answers how many it marked.
 */
export async function markCompanyMessagesRead(
  db: Database,
  candidateId: number,
  now: Date,
): Promise<number> {
  const marked = await db
    .update(candidateMessages)
    .set({ readByAgencyAt: now })
    .where(
      and(
        eq(candidateMessages.candidateId, candidateId),
        ne(candidateMessages.senderType, 'introduction_company'),
        isNull(candidateMessages.readByAgencyAt),
      ),
    )
    .returning({ id: candidateMessages.id });
  return marked.length;
}

export interface NewMessage {
  candidateId: number;
  senderType: CandidateSenderType;
  senderAccountId: number | null;
  content: string;
  sentFromEmail?: boolean;
  /** Owner of the stored files: the agency for its uploads, null for the company's. */
  fileAgencyId: number | null;
  attachments: Pick<UploadedFile, 'name' | 'content'>[];
  /** Who sent it, for the audit trail (recorded in the message's transaction). */
  audit: Omit<AuditInput, 'action' | 'target'>;
}

export async function writeMessage(db: Database, input: NewMessage): Promise<number> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(candidateMessages)
      .values({
        candidateId: input.candidateId,
        senderType: input.senderType,
        senderAccountId: input.senderAccountId,
        content: input.content,
        sentFromEmail: input.sentFromEmail ?? false,
      })
      .returning({ id: candidateMessages.id });
    const fileIds = await new FileStore(tx).saveAll(input.fileAgencyId, input.attachments, tx);
    if (fileIds.length) {
      await tx
        .insert(candidateMessageAttachments)
        .values(fileIds.map((fileId) => ({ messageId: message.id, fileId })));
    }
    await recordAudit(tx, {
      ...input.audit,
      action: 'message.sent',
      target: { type: 'message', id: message.id },
      after: {
        content: input.content,
        attachments: input.attachments.map((file) => file.name),
      },
    });
    if (input.senderType !== 'introduction_company') {
      // The company wrote: the agency's webhooks hear of it with the change.
      const [candidate] = await tx
        .select({
          agencyId: candidates.agencyId,
          siteId: candidates.siteId,
          applicantId: candidates.applicantId,
          jobId: candidates.jobId,
        })
        .from(candidates)
        .where(eq(candidates.id, input.candidateId));
      if (candidate) {
        const now = new Date();
        await emitWebhookEvent(
          tx,
          candidate.agencyId,
          'candidate.message_received',
          {
            siteId: candidate.siteId,
            candidateId: input.candidateId,
            applicantId: candidate.applicantId,
            jobId: candidate.jobId,
            messageId: message.id,
            content: messageToPlainText(input.content),
            attachments: input.attachments.map((file) => file.name),
            sentAt: now.toISOString(),
          },
          now,
        );
      }
    }
    return message.id;
  });
}

/** An attachment of a message of this candidate (the first when no file id is given). */
export async function messageAttachmentId(
  db: Database,
  candidateId: number,
  messageId: number,
  fileId?: number,
): Promise<number | null> {
  const rows = await db
    .select({ fileId: candidateMessageAttachments.fileId })
    .from(candidateMessageAttachments)
    .innerJoin(candidateMessages, eq(candidateMessages.id, candidateMessageAttachments.messageId))
    .where(
      and(
        eq(candidateMessageAttachments.messageId, messageId),
        eq(candidateMessages.candidateId, candidateId),
        ...(fileId ? [eq(candidateMessageAttachments.fileId, fileId)] : []),
      ),
    )
    .orderBy(asc(candidateMessageAttachments.id))
    .limit(1);
  return rows[0]?.fileId ?? null;
}
