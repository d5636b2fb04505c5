// The seven introduction-chat-* calls of spec 1 §7: groups, threads of a group, messages of a
// thread (read), a new group to several companies and a message (multipart writes), read
// marking, and attachment downloads. Another agency's or site's ids answer 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { assertUploadsAllowed, MESSAGE_ATTACHMENT_TYPES } from '../../files/upload-rules';
import { readMultipart } from '../../files/multipart';
import { sendStoredFile } from '../../files/download';
import { authOf } from '../../plugins/auth-guard';
import { notFound } from '../../plugins/http-errors';
import { parseInput } from '../../plugins/validation';
import type { Services } from '../../services';
import {
  CHAT_LABELS,
  cleanContent,
  createGroupFields,
  FILE_NOT_FOUND,
  fileParams,
  fileQuery,
  GROUP_NOT_FOUND,
  groupParams,
  listQuery,
  readCompanyIds,
  sendMessageFields,
  THREAD_NOT_FOUND,
  threadParams,
} from './inputs';
import { publishChatChange } from './notify';
import {
  attachmentOf,
  findThread,
  listGroups,
  listThreadsOfGroup,
  messagesOf,
  threadDetail,
} from './read-queries';
import { addMessage, createThreadGroup, markThreadRead } from './write-queries';

/** Path ids that cannot exist are simply not found, like another agency's. */
function pathIds<S extends z.ZodType>(schema: S, request: FastifyRequest, message: string) {
  const parsed = schema.safeParse(request.params);
  if (!parsed.success) throw notFound(message);
  return parsed.data as z.output<S>;
}

async function readUploads(request: FastifyRequest) {
  const { fields, files } = await readMultipart(request, 'attachments');
  const uploads = files.filter((file) => file.field.startsWith('attachments'));
  assertUploadsAllowed(uploads, MESSAGE_ATTACHMENT_TYPES, 'attachments');
  return { fields, uploads };
}

export function chatRoutes(services: Services) {
  const { db } = services;
  return async (app: FastifyInstance) => {
    const onPushError = (error: unknown) => app.log.error({ err: error }, 'live publish failed');
    app.get('/introduction-chat-thread-groups', async (request) => {
      const query = parseInput(listQuery, request.query, CHAT_LABELS);
      return { data: await listGroups(db, authOf(request), query) };
    });

    app.get('/introduction-chat-groups/:id/introduction-chat-threads', async (request) => {
      const { id } = pathIds(groupParams, request, GROUP_NOT_FOUND);
      const query = parseInput(listQuery, request.query, CHAT_LABELS);
      const threads = await listThreadsOfGroup(db, authOf(request), id, query.selectedCompanyId);
      if (!threads) throw notFound(GROUP_NOT_FOUND);
      return { data: threads };
    });

    app.get('/introduction-chat-threads/:threadId/introduction-chat-messages', async (request) => {
      const { threadId } = pathIds(threadParams, request, THREAD_NOT_FOUND);
      const detail = await threadDetail(db, authOf(request), threadId);
      if (!detail) throw notFound(THREAD_NOT_FOUND);
      return { data: detail };
    });

    app.get(
      '/introduction-chat-threads/:threadId/introduction-chat-messages/:messageId/files',
      async (request, reply) => {
        const { threadId, messageId } = pathIds(fileParams, request, FILE_NOT_FOUND);
        const query = fileQuery.safeParse(request.query);
        if (!query.success) throw notFound(FILE_NOT_FOUND);
        const auth = authOf(request);
        const thread = await findThread(db, auth, threadId);
        const fileId = thread && (await attachmentOf(db, threadId, messageId, query.data.fileId));
        const file = fileId ? await services.files.read(fileId, auth.agencyId) : null;
        if (!file) throw notFound(FILE_NOT_FOUND);
        return sendStoredFile(reply, file);
      },
    );

    app.post('/introduction-chat-thread-groups', async (request, reply) => {
      const auth = authOf(request);
      const { fields, uploads } = await readUploads(request);
      const input = parseInput(
        createGroupFields,
        { ...fields, companyIds: readCompanyIds(fields.companyIds) },
        CHAT_LABELS,
      );
      const content = cleanContent(input.messageContent, uploads.length > 0);
      const companyIds = [...new Set(input.companyIds)];
      const created = await createThreadGroup(db, services.files, auth, {
        companyIds,
        title: input.threadTitle,
        content,
        uploads,
        now: services.now(),
      });
      await publishChatChange(
        services.live,
        { agencyId: auth.agencyId, siteId: auth.siteId, bulkSendId: created.bulkSendId },
        onPushError,
      );
      return reply.code(201).send({
        data: { threadId: created.threadIds[0], ...created },
      });
    });

    app.post(
      '/introduction-chat-threads/:threadId/introduction-chat-messages',
      async (request, reply) => {
        const auth = authOf(request);
        const { threadId } = pathIds(threadParams, request, THREAD_NOT_FOUND);
        const thread = await findThread(db, auth, threadId);
        if (!thread) throw notFound(THREAD_NOT_FOUND);
        const { fields, uploads } = await readUploads(request);
        const input = parseInput(sendMessageFields, fields, CHAT_LABELS);
        const messageId = await addMessage(db, services.files, {
          threadId,
          agencyId: auth.agencyId,
          senderType: 'introduction_company',
          senderAccountId: auth.accountId,
          content: cleanContent(input.messageContent, uploads.length > 0),
          uploads,
          now: services.now(),
        });
        await publishChatChange(
          services.live,
          { agencyId: auth.agencyId, siteId: auth.siteId, threadId, bulkSendId: thread.groupId },
          onPushError,
        );
        const [message] = await messagesOf(db, threadId, [messageId]);
        return reply.code(201).send({ data: message });
      },
    );

    app.patch('/introduction-chat-threads/:threadId', async (request) => {
      const auth = authOf(request);
      const { threadId } = pathIds(threadParams, request, THREAD_NOT_FOUND);
      const thread = await findThread(db, auth, threadId);
      if (!thread) throw notFound(THREAD_NOT_FOUND);
      const changed = await markThreadRead(db, threadId, services.now());
      if (changed) {
        await publishChatChange(
          services.live,
          { agencyId: auth.agencyId, siteId: auth.siteId, threadId, bulkSendId: thread.groupId },
          onPushError,
        );
      }
      return { data: { threadId, changed } };
    });
  };
}
