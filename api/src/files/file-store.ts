// The FileStore: uploaded files (chat attachments, ES files, form answers, evaluation papers) in
// the database, so api replicas share them without a shared disk. Ids are the server's; a file
// is read back only through the row that references it, scoped to the agency.
import { deleteFiles, insertFiles, selectFile, type Executor } from './file-store-queries';
import type { UploadedFile } from './upload-rules';

export interface StoredFile {
  id: number;
  originalName: string;
  mimeType: string;
  size: number;
  content: Buffer;
}

const MIME_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  zip: 'application/zip',
  csv: 'text/csv',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The type is derived from the (checked) extension, never taken from the client. */
export function mimeTypeOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return MIME_TYPES[dot > 0 ? name.slice(dot + 1).toLowerCase() : ''] ?? 'application/octet-stream';
}

export class FileStore {
  constructor(private readonly db: Executor) {}

  /** Stores files (inside the caller's transaction when given one); answers their ids in order. */
  async saveAll(
    agencyId: number | null,
    uploads: Pick<UploadedFile, 'name' | 'content'>[],
    tx: Executor = this.db,
  ): Promise<number[]> {
    if (!uploads.length) return [];
    const rows = await insertFiles(
      tx,
      uploads.map((file) => ({
        agencyId,
        originalName: file.name,
        mimeType: mimeTypeOf(file.name),
        size: file.content.length,
        content: file.content,
      })),
    );
    return rows.map((row) => row.id);
  }

  /** The file when it belongs to this agency (or to no agency: operator files seen through a row). */
  async read(id: number, agencyId: number): Promise<StoredFile | null> {
    const row = await selectFile(this.db, id, agencyId);
    return row ? { ...row, content: Buffer.from(row.content) } : null;
  }

  async deleteAll(ids: number[], tx: Executor = this.db): Promise<void> {
    if (ids.length) await deleteFiles(tx, ids);
  }
}
