// GET/POST /candidates/{id}/messages and GET /candidates/{id}/messages/{messageId}/files: the
// agency's side of a candidate's thread; attachments pass the chat upload rules before anything
// is stored.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendStoredFile } from '../../files/download';
import { readMultipart } from '../../files/multipart';
import { assertUploadsAllowed, MESSAGE_ATTACHMENT_TYPES } from '../../files/upload-rules';
import { authOf } from '../../plugins/auth-guard';
import { notFound, validationError } from '../../plugins/http-errors';
import type { Services } from '../../services';
import { FILE_NOT_FOUND_MESSAGE, idsOf, ownCandidate } from './access';
import {
  listMessages,
  markCompanyMessagesRead,
  messageAttachmentId,
  writeMessage,
} from './message-queries';

export const MAX_MESSAGE_LENGTH = 10_000;
const fileQuery = z.object({
  fileId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export function candidateMessageRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.get('/candidates/:id/messages', async (request) => {
      const own = await ownCandidate(services.db, authOf(request), idsOf(request.params, 'id').id);
      await markCompanyMessagesRead(services.db, own.id, services.now());
      return { data: await listMessages(services.db, own.id) };
    });

    app.post('/candidates/:id/messages', async (request, reply) => {
      const auth = authOf(request);
      const own = await ownCandidate(services.db, auth, idsOf(request.params, 'id').id);
      const { fields, files } = await readMultipart(request, 'attachments');
      const raw = fields.messageContent;
      const content = (Array.isArray(raw) ? raw.join('\n') : (raw ?? '')).trim();
      if (!content && !files.length) {
        throw validationError({ messageContent: ['メッセージを入力してください。'] });
      }
      if (content.length > MAX_MESSAGE_LENGTH) {
        throw validationError({
          messageContent: [`メッセージは${MAX_MESSAGE_LENGTH}文字以下で入力してください。`],
        });
      }
      assertUploadsAllowed(files, MESSAGE_ATTACHMENT_TYPES, 'attachments');
      const id = await writeMessage(services.db, {
        candidateId: own.id,
        senderType: 'introduction_company',
        senderAccountId: auth.accountId,
        content,
        fileAgencyId: auth.agencyId,
        attachments: files,
      });
      return reply.code(201).send({ data: { id } });
    });

    app.get('/candidates/:id/messages/:messageId/files', async (request, reply) => {
      const auth = authOf(request);
      const ids = idsOf(request.params, 'id', 'messageId');
      const own = await ownCandidate(services.db, auth, ids.id);
      const query = fileQuery.safeParse(request.query);
      if (!query.success) throw notFound(FILE_NOT_FOUND_MESSAGE);
      const fileId = await messageAttachmentId(
        services.db,
        own.id,
        ids.messageId,
        query.data.fileId,
      );
      const file = fileId === null ? null : await services.files.read(fileId, auth.agencyId);
      if (!file) throw notFound(FILE_NOT_FOUND_MESSAGE);
      return sendStoredFile(reply, file);
    });
  };
}
