// The composer's rules for attachments and templates, kept apart from the component so the
// candidate-message and company-message screens (and their tests) share exactly one version.
import {
  acceptOf,
  hasAllowedType,
  MAX_FILE_BYTES,
  MAX_FILES_PER_REQUEST,
  MESSAGE_ATTACHMENT_TYPES,
} from '../rules/upload-types';
import { MESSAGE_MAX_CONTENT } from '../rules/message-limits';

/** Spec 1 §5: the attachable types, also listed in the hint (the api checks the same list). */
export const COMPOSER_FILE_TYPES = MESSAGE_ATTACHMENT_TYPES;

/** Limits the api enforces too: checked here first so nothing large is sent. */
export const COMPOSER_MAX_FILES = MAX_FILES_PER_REQUEST;
export const COMPOSER_MAX_FILE_BYTES = MAX_FILE_BYTES;
export const COMPOSER_MAX_CONTENT = MESSAGE_MAX_CONTENT;

export const COMPOSER_ACCEPT = acceptOf(COMPOSER_FILE_TYPES);

export function isAllowedFile(name: string): boolean {
  return hasAllowedType(name, COMPOSER_FILE_TYPES);
}

export interface AddFilesResult {
  files: File[];
  /** Japanese messages for files that were left out (wrong type, too large, too many). */
  rejected: string[];
}

/**
 * Adds chosen files to the attached ones: a name already attached is ignored (silently, as the
 * spec says); a wrong type, an empty or oversize file, or one past the limit is left out with a
 * message naming it.
 */
export function addFiles(current: File[], chosen: Iterable<File>): AddFilesResult {
  const files = [...current];
  const rejected: string[] = [];
  for (const file of chosen) {
    if (files.some((attached) => attached.name === file.name)) continue;
    if (!isAllowedFile(file.name)) {
      rejected.push(`「${file.name}」は添付できない形式です`);
    } else if (file.size === 0) {
      rejected.push(`「${file.name}」は空のファイルです`);
    } else if (file.size > COMPOSER_MAX_FILE_BYTES) {
      rejected.push(`「${file.name}」は10MBを超えています`);
    } else if (files.length >= COMPOSER_MAX_FILES) {
      rejected.push(`添付できるファイルは${COMPOSER_MAX_FILES}件までです（「${file.name}」）`);
    } else {
      files.push(file);
    }
  }
  return { files, rejected };
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
