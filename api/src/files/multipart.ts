// Reads a multipart/form-data request into its text fields and its files, with the limits of
// upload-rules.ts, and a call's body into the fields its contract declares (`readCallForm`). A
// request that is not multipart, breaks a limit or a field's rule is a 422 with a Japanese message
// before anything is stored.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CallDeclaration } from '@portal/shared/contract/define';
import { validationError } from '../plugins/http-errors';
import { assertStorableInput } from '../plugins/input-text';
import { parseInput } from '../plugins/validation';
import { MAX_FILE_BYTES, MAX_FILES_PER_REQUEST, type UploadedFile } from './upload-rules';

export interface MultipartInput {
  /** Text fields; a repeated name or `name[]` gives a list. */
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
}

/** Options for `@fastify/multipart` (registered once in app.ts). */
export const MULTIPART_LIMITS = {
  fileSize: MAX_FILE_BYTES,
  // A referral form has up to five file answers plus its attachments; each route checks its own.
  files: MAX_FILES_PER_REQUEST * 2,
  fields: 500,
  fieldSize: 1024 * 1024,
  parts: 1000,
};

const LIMIT_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: 'ファイルサイズは10MB以下にしてください',
  FST_FILES_LIMIT: `添付できるファイルは${MAX_FILES_PER_REQUEST}件までです`,
  FST_PARTS_LIMIT: '送信された項目が多すぎます',
  FST_FIELDS_LIMIT: '送信された項目が多すぎます',
  FST_INVALID_MULTIPART_CONTENT_TYPE:
    '送信形式が正しくありません（multipart/form-data で送信してください）',
};

function addField(fields: MultipartInput['fields'], rawName: string, value: string) {
  const isList = rawName.endsWith('[]');
  const name = isList ? rawName.slice(0, -2) : rawName;
  const existing = fields[name];
  if (existing === undefined) fields[name] = isList ? [value] : value;
  else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

export async function readMultipart(
  request: FastifyRequest,
  field = 'attachments',
): Promise<MultipartInput> {
  if (!request.isMultipart()) {
    throw validationError({ [field]: [LIMIT_MESSAGES.FST_INVALID_MULTIPART_CONTENT_TYPE] });
  }
  const input: MultipartInput = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        // Browsers send an empty, nameless part for a file input left empty: not a file.
        if (!part.filename && content.length === 0) continue;
        input.files.push({
          field: part.fieldname,
          name: part.filename.normalize('NFC'),
          mimeType: part.mimetype,
          content,
        });
      } else {
        addField(input.fields, part.fieldname, String(part.value ?? ''));
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    const message = LIMIT_MESSAGES[code];
    if (message) throw validationError({ [field]: [message] });
    if ((error as { statusCode?: number }).statusCode === 406 || /multipart/i.test(String(error))) {
      throw validationError({ [field]: ['送信内容を読み取れませんでした'] });
    }
    throw error;
  }
  // Multipart text never passes the global input guard (it is read here, in the handler).
  assertStorableInput(input.fields);
  return input;
}

/** A multipart call's body: its text fields as its schema gives them, and its files. */
export interface CallForm<F> {
  fields: F;
  files: UploadedFile[];
}

/**
 * Where a body's own errors go: its declared file field without `[]` ('attachments', 'file'),
 * 'form' for the referral's per-answer files.
 */
function bodyField(declaration: CallDeclaration): string {
  const name = declaration.files?.[0]?.replace(/\[\]$/, '') ?? 'form';
  return name.includes('{') ? 'form' : name;
}

/**
 * Reads a call's multipart body and checks its text fields with the contract's `multipart` schema
 * (or the api's reading of it: `schema`, e.g. ids out of text), with the route's labels.
 */
export async function readCallForm<S extends z.ZodType>(
  request: FastifyRequest,
  declaration: CallDeclaration,
  schema: S,
): Promise<CallForm<z.output<S>>> {
  const { fields, files } = await readMultipart(request, bodyField(declaration));
  return { fields: parseInput(schema, fields, request.routeOptions.config.labels ?? {}), files };
}
