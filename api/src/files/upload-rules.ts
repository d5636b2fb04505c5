// What an upload may be: the extension allow-lists of the spec, checked against the file's first
// bytes (a renamed executable or a spoofed image is refused), plus the limits the spec leaves to
// us: at most 10 files per request and 10 MB per file; no empty files; a bare file name (no
// path). The lists and limits are @portal/shared/rules/upload-types, which the composer checks too.
import {
  extensionOf,
  MAX_FILE_BYTES,
  MAX_FILE_NAME_LENGTH,
  MAX_FILES_PER_REQUEST,
} from '@portal/shared/rules/upload-types';
import { validationError } from '../plugins/http-errors';

export {
  ES_FILE_TYPES,
  extensionOf,
  MAX_FILE_BYTES,
  MAX_FILE_NAME_LENGTH,
  MAX_FILES_PER_REQUEST,
  MESSAGE_ATTACHMENT_TYPES,
} from '@portal/shared/rules/upload-types';

const ZIP = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
];
const OLE2 = [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]];
const SIGNATURES: Record<string, number[][]> = {
  pdf: [[0x25, 0x50, 0x44, 0x46, 0x2d]],
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  gif: [
    [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  ],
  zip: ZIP,
  xlsx: ZIP,
  docx: ZIP,
  pptx: ZIP,
  xls: OLE2,
  doc: OLE2,
  ppt: OLE2,
};
/** Programs refused whatever their name says (Windows PE, ELF, Mach-O, scripts). */
const EXECUTABLES = [
  [0x4d, 0x5a],
  [0x7f, 0x45, 0x4c, 0x46],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xfe, 0xed, 0xfa, 0xce],
  [0x23, 0x21],
];

const startsWith = (content: Buffer, signature: number[]) =>
  content.length >= signature.length && signature.every((byte, i) => content[i] === byte);

export interface UploadedFile {
  /** The multipart field it came in (e.g. `attachments[0]`, `files`, `file2`). */
  field: string;
  name: string;
  mimeType: string;
  content: Buffer;
}

/** Why a file may not be stored, in Japanese; null when it may. */
export function uploadProblem(
  file: UploadedFile,
  allowed: readonly string[] | null,
): string | null {
  const { name, content } = file;
  const hasControl = [...name].some((c) => c.charCodeAt(0) < 0x20);
  if (!name.trim() || /[\\/]/.test(name) || hasControl || name === '.' || name === '..') {
    return `ファイル名が正しくありません（${[...name].filter((c) => c.charCodeAt(0) >= 0x20).join('')}）`;
  }
  if (name.length > MAX_FILE_NAME_LENGTH) {
    return `ファイル名は${MAX_FILE_NAME_LENGTH}文字以下にしてください`;
  }
  if (content.length === 0) return `空のファイルは添付できません（${name}）`;
  if (content.length > MAX_FILE_BYTES) return `ファイルサイズは10MB以下にしてください（${name}）`;
  const extension = extensionOf(name);
  if (allowed && !allowed.includes(extension)) {
    return `添付できないファイル形式です（${name}）。添付できる形式: ${allowed.join(', ')}`;
  }
  const signatures = SIGNATURES[extension];
  const matches = signatures
    ? signatures.some((signature) => startsWith(content, signature))
    : !EXECUTABLES.some((signature) => startsWith(content, signature));
  return matches ? null : `ファイルの内容が拡張子と一致しません（${name}）`;
}

/** Refuses the whole request (nothing is stored) when any file breaks a rule: 422 on `field`. */
export function assertUploadsAllowed(
  files: UploadedFile[],
  allowed: readonly string[] | null,
  field: string,
): void {
  if (files.length > MAX_FILES_PER_REQUEST) {
    throw validationError({ [field]: [`添付できるファイルは${MAX_FILES_PER_REQUEST}件までです`] });
  }
  const problems = files.map((file) => uploadProblem(file, allowed)).filter(Boolean) as string[];
  if (problems.length) throw validationError({ [field]: problems });
}
