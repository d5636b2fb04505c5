// A multipart call's body as the client writes it: its text fields typed by the contract's
// `multipart` schema and its files under the contract's `files` names, turned into the FormData
// the api reads (api/src/files/multipart.ts). One rule for the wire, so no feature builds FormData.
import type { z } from './zod';

/** '{answerKey}' in a declared file name stands for any answer key. */
type FileName<N extends string> = N extends `${infer A}{${string}}${infer B}`
  ? `${A}${string}${B}`
  : N;

type FilesOf<C> = C extends { files: readonly (infer N extends string)[] }
  ? { [K in N as FileName<K>]?: readonly File[] }
  : never;

/** The `form` of a multipart call: its text fields plus `files`, keyed by the declared names. */
export type FormOf<C> = C extends { multipart: infer M extends z.ZodType }
  ? FieldsOf<z.input<M>> & { files?: FilesOf<C> }
  : never;

/** `z.object({})` reads as Record<string, never>: a call with files only has no fields. */
type FieldsOf<I> = I extends Record<string, never> ? unknown : I;

type FormValue = string | number | readonly (string | number)[] | null | undefined;

/**
 * The wire: a text field once (left out when undefined or null), a list as `name[]` repeated; a
 * file name declared with `[]` indexed (`attachments[0]`, `attachments[1]`, …), any other repeated.
 */
export function toFormData(form: {
  files?: Record<string, readonly File[] | undefined>;
  [name: string]: unknown;
}): FormData {
  const data = new FormData();
  const { files = {}, ...fields } = form;
  for (const [name, value] of Object.entries(fields as Record<string, FormValue>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) data.append(`${name}[]`, String(item));
    else data.append(name, String(value));
  }
  for (const [name, list] of Object.entries(files)) {
    const indexed = name.endsWith('[]') ? name.slice(0, -2) : null;
    (list ?? []).forEach((file, index) =>
      data.append(indexed === null ? name : `${indexed}[${index}]`, file, file.name),
    );
  }
  return data;
}
