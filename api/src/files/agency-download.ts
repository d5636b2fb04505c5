// The answer of every agency file download: the stored file the path's row points at when the
// agency may read it, else the route's 404 (a missing row and another agency's file alike).
import type { FastifyReply } from 'fastify';
import type { AuthContext } from '../plugins/auth-guard';
import { orNotFound } from '../plugins/http-errors';
import { sendStoredFile } from './download';
import type { FileStore } from './file-store';

export async function sendAgencyFile(
  reply: FastifyReply,
  store: Pick<FileStore, 'read'>,
  auth: Pick<AuthContext, 'agencyId'>,
  fileId: number | null,
  message: string,
) {
  const file = fileId === null ? null : await store.read(fileId, auth.agencyId);
  return sendStoredFile(reply, orNotFound(file, message));
}
