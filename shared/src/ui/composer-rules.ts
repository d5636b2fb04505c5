// The composer's rules for attachments and templates, kept apart from the component so the
// candidate-message and company-message screens (and their tests) share exactly one version.

/** Spec 1 §5: the attachable types, also listed in the hint. */
export const COMPOSER_FILE_TYPES = [
  'xls',
  'xlsx',
  'doc',
  'docx',
  'ppt',
  'pptx',
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'zip',
] as const;

/** Limits the api enforces too (api/README.md): checked here first so nothing large is sent. */
export const COMPOSER_MAX_FILES = 10;
export const COMPOSER_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const COMPOSER_MAX_CONTENT = 10_000;

export const COMPOSER_ACCEPT = COMPOSER_FILE_TYPES.map((type) => `.${type}`).join(',');

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAllowedFile(name: string): boolean {
  return (COMPOSER_FILE_TYPES as readonly string[]).includes(extensionOf(name));
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
