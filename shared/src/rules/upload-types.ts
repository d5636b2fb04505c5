// What a file sent to the api may be: the extension allow-lists of the spec and the limits it
// leaves to us (api/README.md). The composer checks them before sending; the api's upload rules
// check them again (with the file's first bytes). Plain data, no zod: the composer's bundle
// stays small.

/** Chat and candidate message attachments (spec 1 §5), in the order the hint lists them. */
export const MESSAGE_ATTACHMENT_TYPES = [
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

/** Entry-sheet (ES) files (spec 2 §5). */
export const ES_FILE_TYPES = ['zip', 'pdf', 'xlsx', 'xls', 'doc', 'docx', 'ppt', 'pptx'] as const;

export const MAX_FILES_PER_REQUEST = 10;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILE_NAME_LENGTH = 255;

/** 'a.PDF' → 'pdf'; '' without one ('.pdf' is a name without an extension). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function hasAllowedType(name: string, allowed: readonly string[]): boolean {
  return allowed.includes(extensionOf(name));
}

/** The `accept` attribute of a file input: '.xls,.xlsx,…'. */
export const acceptOf = (allowed: readonly string[]) => allowed.map((type) => `.${type}`).join(',');
