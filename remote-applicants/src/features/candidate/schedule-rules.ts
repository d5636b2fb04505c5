// Rules of the 面接 tab: the next selection event of the header (the reserved history item with
// the nearest future start) and the ES upload check (types and names already uploaded).
import type { CandidateEventHistoryItem, EsFile } from '@portal/shared/contract/applicants';
import { EVENT_ENTRY_STATUS } from '@portal/shared/enums';

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

export const ES_EXTENSIONS = ['zip', 'pdf', 'xlsx', 'xls', 'doc', 'docx', 'ppt', 'pptx'];

export interface EsCheck {
  wrongType: string[];
  duplicates: string[];
}

export function checkEsFiles(files: { name: string }[], existing: EsFile[]): EsCheck {
  const names = new Set(existing.map((file) => file.fileViewName));
  const extension = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return {
    wrongType: files
      .filter((file) => !ES_EXTENSIONS.includes(extension(file.name)))
      .map((f) => f.name),
    duplicates: files.filter((file) => names.has(file.name)).map((f) => f.name),
  };
}
