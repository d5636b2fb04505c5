// The seven introduction-chat-* calls of spec 1 §7, registered from the contract: groups, threads
// of a group, messages of a thread (read), a new group to several companies and a message
// (multipart writes), read marking, and attachment downloads. Another agency's or site's ids
// answer 404.
import type { FastifyInstance } from 'fastify';
import { chatCalls as calls, type LiveEvent } from '@portal/shared/contract/chat';
import { byAccount } from '../../audit/record';
import { route } from '../../contract/route';
import { assertUploadsAllowed, MESSAGE_ATTACHMENT_TYPES } from '../../files/upload-rules';
import type { UploadedFile } from '../../files/upload-rules';
import { sendAgencyFile } from '../../files/agency-download';
import { authOf } from '../../plugins/auth-guard';
import { orNotFound } from '../../plugins/http-errors';
import type { Services } from '../../services';
import {
  CHAT_LABELS,
  cleanContent,
  createGroupInput,
  FILE_NOT_FOUND,
  GROUP_NOT_FOUND,
  THREAD_NOT_FOUND,
} from './inputs';
import {
  attachmentOf,
  findThread,
  listGroups,
  listThreadsOfGroup,
  messagesOf,
  threadDetail,
} from './read-queries';
import { addMessage, createThreadGroup, markThreadRead } from './write-queries';

/** The agency's thread, or 404 スレッドが見つかりません. */
async function ownThread(...args: Parameters<typeof findThread>) {
  return orNotFound(await findThread(...args), THREAD_NOT_FOUND);
}

/** The attachments of a chat write, checked against the chat upload rules. */
function attachmentsOf(files: UploadedFile[]) {
  const uploads = files.filter((file) => file.field.startsWith('attachments'));
  assertUploadsAllowed(uploads, MESSAGE_ATTACHMENT_TYPES, 'attachments');
  return uploads;
}

export function chatRoutes(services: Services) {
  const { db } = services;
  const thread = { labels: CHAT_LABELS, notFound: THREAD_NOT_FOUND };
  return async (app: FastifyInstance) => {
    // The write is committed: a failed push only delays the counts until the next refresh.
    const publish = (event: LiveEvent) =>
      services.live
        .publish(event)
        .catch((error: unknown) => app.log.error({ err: error }, 'live publish failed'));

    route(
      app,
      calls['GET /introduction-chat-thread-groups'],
      { labels: CHAT_LABELS },
      async ({ request, query }) => listGroups(db, authOf(request), query),
    );

    route(
      app,
      calls['GET /introduction-chat-groups/{id}/introduction-chat-threads'],
      { labels: CHAT_LABELS, notFound: GROUP_NOT_FOUND },
      async ({ request, params, query }) => {
        const auth = authOf(request);
        const threads = await listThreadsOfGroup(db, auth, params.id, query.selectedCompanyId);
        return orNotFound(threads, GROUP_NOT_FOUND);
      },
    );

    route(
      app,
      calls['GET /introduction-chat-threads/{threadId}/introduction-chat-messages'],
      thread,
      async ({ request, params }) =>
        orNotFound(await threadDetail(db, authOf(request), params.threadId), THREAD_NOT_FOUND),
    );

    route(
      app,
      calls[
        'GET /introduction-chat-threads/{threadId}/introduction-chat-messages/{messageId}/files'
      ],
      { labels: CHAT_LABELS, notFound: FILE_NOT_FOUND },
      async ({ request, reply, params, query }) => {
        const auth = authOf(request);
        const { threadId, messageId } = params;
        const found = await findThread(db, auth, threadId);
        const fileId = found ? await attachmentOf(db, threadId, messageId, query.fileId) : null;
        return sendAgencyFile(reply, services.files, auth, fileId, FILE_NOT_FOUND);
      },
    );

    route(
      app,
      calls['POST /introduction-chat-thread-groups'],
      { labels: CHAT_LABELS },
      async ({ request, form }) => {
        const auth = authOf(request);
        const { fields: input, files } = await form(createGroupInput);
        const uploads = attachmentsOf(files);
        const created = await createThreadGroup(db, services.files, auth, {
          companyIds: [...new Set(input.companyIds)],
          title: input.threadTitle,
          content: cleanContent(input.messageContent, uploads.length > 0),
          uploads,
          now: services.now(),
        });
        const { bulkSendId } = created;
        await publish({ agencyId: auth.agencyId, siteId: auth.siteId, type: 'chat', bulkSendId });
        return { threadId: created.threadIds[0]!, ...created };
      },
    );

    route(
      app,
      calls['POST /introduction-chat-threads/{threadId}/introduction-chat-messages'],
      thread,
      async ({ request, params, form }) => {
        const auth = authOf(request);
        const { threadId } = params;
        const found = await ownThread(db, auth, threadId);
        const { fields: input, files } = await form();
        const uploads = attachmentsOf(files);
        const messageId = await addMessage(db, services.files, {
          threadId,
          agencyId: auth.agencyId,
          senderType: 'introduction_company',
          senderAccountId: auth.accountId,
          content: cleanContent(input.messageContent, uploads.length > 0),
          uploads,
          now: services.now(),
          actor: byAccount(auth),
        });
        await publish({
          agencyId: auth.agencyId,
          siteId: auth.siteId,
          type: 'chat',
          threadId,
          bulkSendId: found.groupId,
        });
        const [message] = await messagesOf(db, threadId, [messageId]);
        return message!;
      },
    );

    route(
      app,
      calls['PATCH /introduction-chat-threads/{threadId}'],
      thread,
      async ({ request, params }) => {
        const auth = authOf(request);
        const { threadId } = params;
        const found = await ownThread(db, auth, threadId);
        const changed = await markThreadRead(db, auth, threadId, services.now());
        if (changed) {
          // Its messages did not change, only the unread counts.
          await publish({
            agencyId: auth.agencyId,
            siteId: auth.siteId,
            type: 'chat-read',
            threadId,
            bulkSendId: found.groupId,
          });
        }
        return { threadId, changed };
      },
    );
  };
}
