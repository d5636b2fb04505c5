// Sends a stored file as a download: its original name in Content-Disposition (RFC 6266 with an
// RFC 5987 UTF-8 filename* and an ASCII fallback), never sniffed or rendered by the browser.
import type { FastifyReply } from 'fastify';
import type { StoredFile } from './file-store';

export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export function sendStoredFile(
  reply: FastifyReply,
  file: Pick<StoredFile, 'originalName' | 'mimeType' | 'content'>,
) {
  return reply
    .header('Content-Type', file.mimeType)
    .header('Content-Disposition', contentDisposition(file.originalName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(file.content);
}
