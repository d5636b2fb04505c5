// The referred-candidates list rules: local keyword search on the name, the status checkboxes
// of 検索条件 (none checked = all; mid adds the duplicate-check states), sort by 名前 or 選考段階,
// 昇順 or 降順 (default 名前 昇順). 名前 is the reading (セイ・メイ, then the kanji), as the api
// orders the list: the list comes in 名前 昇順 and that order is the name's rank here, so the
// browser never sorts kanji by their code (高橋 before 佐藤).
import type { JobCandidate } from '@portal/shared/contract/jobs';

export interface CandidateFilter {
  statuses: string[];
  sortField: 'name' | 'status';
  sortOrder: 'asc' | 'desc';
}

export const DEFAULT_CANDIDATE_FILTER: CandidateFilter = {
  statuses: [],
  sortField: 'name',
  sortOrder: 'asc',
};

function statusKey(candidate: JobCandidate): string {
  if (candidate.isTmpCandidateDiscarded) return 'tmpCandidateDiscarded';
  if (candidate.isTmpCandidate) return 'tmpCandidate';
  return String(candidate.specialSelectionStatus);
}

/** `list` as GET /jobs/{id}/candidates answers it with sortField name, sortOrder asc. */
export function filterCandidates(
  list: JobCandidate[],
  keyword: string,
  filter: CandidateFilter,
): JobCandidate[] {
  const needle = keyword.trim().toLowerCase();
  const direction = filter.sortOrder === 'desc' ? -1 : 1;
  const rank = new Map(list.map((candidate, index) => [candidate.id, index]));
  return list
    .filter((c) => !needle || c.fullNameKanji.toLowerCase().includes(needle))
    .filter((c) => !filter.statuses.length || filter.statuses.includes(statusKey(c)))
    .sort((a, b) => {
      const byName = rank.get(a.id)! - rank.get(b.id)!;
      if (filter.sortField === 'status') {
        const byStatus = a.specialSelectionStatus - b.specialSelectionStatus;
        return (byStatus || byName) * direction;
      }
      return byName * direction;
    });
}
