// Rules of the 面接 tab: the next selection event of the header (the reserved history item with
// the nearest future start) and the ES upload check (types and names already uploaded).
import type { CandidateEventHistoryItem, EsFile } from '@portal/shared/contract/candidates';
import { EVENT_ENTRY_STATUS } from '@portal/shared/enums';
import { ES_FILE_TYPES, hasAllowedType } from '@portal/shared/rules/upload-types';

export function nextSelectionEvent(
  history: CandidateEventHistoryItem[],
  now: Date,
): CandidateEventHistoryItem | null {
  let best: CandidateEventHistoryItem | null = null;
  for (const item of history) {
    if (Number(item.status) !== EVENT_ENTRY_STATUS.RESERVED) continue;
    const start = Date.parse(item.publishStart);
    if (Number.isNaN(start) || start <= now.getTime()) continue;
    if (!best || start < Date.parse(best.publishStart)) best = item;
  }
  return best;
}

/** The api refuses any other type (spec 2 §5). */
export const ES_EXTENSIONS: readonly string[] = ES_FILE_TYPES;

export interface EsCheck {
  wrongType: string[];
  duplicates: string[];
}

export function checkEsFiles(files: { name: string }[], existing: EsFile[]): EsCheck {
  const names = new Set(existing.map((file) => file.fileViewName));
  return {
    wrongType: files.filter((file) => !hasAllowedType(file.name, ES_EXTENSIONS)).map((f) => f.name),
    duplicates: files.filter((file) => names.has(file.name)).map((f) => f.name),
  };
}
