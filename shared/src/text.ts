// Text helpers without dependencies: the shell's first load imports this (luxon stays lazy).

/** Company names in the shell's linked-company dropdown are cut at this many characters. */
export const COMPANY_NAME_MAX = 32;

/** Cuts `text` to `max` characters (code points, so emoji and rare kanji stay whole) plus '…'. */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : text;
}
