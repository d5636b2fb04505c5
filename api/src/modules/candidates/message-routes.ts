// GET/POST /candidates/{id}/messages and GET /candidates/{id}/messages/{messageId}/files: the
// agency's side of a candidate's thread; attachments pass the chat upload rules before anything
// is stored.
import type { FastifyInstance } from 'fastify';
import type { SiteId } from '@portal/shared/contract';
import { candidateCalls as calls } from '@portal/shared/contract/candidates';
import { aboutCandidate } from '../../audit/record';
import { route } from '../../contract/route';
import { sendAgencyFile } from '../../files/agency-download';
import { cleanMessage } from '../../html/sanitize';
import { assertUploadsAllowed, MESSAGE_ATTACHMENT_TYPES } from '../../files/upload-rules';
import { authOf } from '../../plugins/auth-guard';
import { validationError } from '../../plugins/http-errors';
import type { Services } from '../../services';
import { CANDIDATE_PATH_NOT_FOUND, FILE_NOT_FOUND_MESSAGE, ownCandidate } from './access-queries';
import {
  listMessages,
  markCompanyMessagesRead,
  messageAttachmentId,
  writeMessage,
} from './message-queries';

export function candidateMessageRoutes(services: Services) {
  const { db } = services;
  const options = { notFound: CANDIDATE_PATH_NOT_FOUND, labels: { messageContent: 'メッセージ' } };
  return async (app: FastifyInstance) => {
    route(app, calls['GET /candidates/{id}/messages'], options, async ({ request, params }) => {
      const own = await ownCandidate(db, authOf(request), params.id);
      const read = await markCompanyMessagesRead(db, own.id, services.now());
      // The sidebar's unread counts changed: every open page of the agency hears the new counts
      // from the live stream (the page reading them asks for no second read).
      if (read > 0) {
        await services.live
          .publish({ agencyId: own.agencyId, siteId: own.siteId as SiteId, type: 'badges' })
          .catch((error: unknown) => app.log.error({ err: error }, 'live publish failed'));
      }
      return listMessages(db, own.id);
    });

    route(app, calls['POST /candidates/{id}/messages'], options, async (input) => {
      const auth = authOf(input.request);
      const own = await ownCandidate(db, auth, input.params.id);
      const { fields, files } = await input.form();
      // The shared message policy: the composer's HTML sanitised, plain text escaped.
      const content = cleanMessage(fields.messageContent ?? '');
      // Worded by hand: an empty message may still carry files, which the schema cannot see.
      if (!content && !files.length) {
        throw validationError({ messageContent: ['メッセージを入力してください。'] });
      }
      assertUploadsAllowed(files, MESSAGE_ATTACHMENT_TYPES, 'attachments');
      const id = await writeMessage(db, {
        candidateId: own.id,
        senderType: 'introduction_company',
        senderAccountId: auth.accountId,
        content,
        fileAgencyId: auth.agencyId,
        attachments: files,
        audit: aboutCandidate(auth, own),
      });
      return { id };
    });

    route(
      app,
      calls['GET /candidates/{id}/messages/{messageId}/files'],
      options,
      async ({ request, reply, params, query }) => {
        const auth = authOf(request);
        const own = await ownCandidate(db, auth, params.id);
        const fileId = await messageAttachmentId(db, own.id, params.messageId, query.fileId);
        return sendAgencyFile(reply, services.files, auth, fileId, FILE_NOT_FOUND_MESSAGE);
      },
    );
  };
}
