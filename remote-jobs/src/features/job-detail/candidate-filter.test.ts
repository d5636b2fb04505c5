import type { JobCandidate } from '@portal/shared/contract/jobs';
import { DEFAULT_CANDIDATE_FILTER, filterCandidates } from './candidate-filter';

const c = (
  id: number,
  name: string,
  status: number,
  extra: Partial<JobCandidate> = {},
): JobCandidate => ({
  id,
  applicantId: id,
  fullNameKanji: name,
  specialSelectionStatus: status,
  selectionStepName: null,
  isCandidate: true,
  isTmpCandidate: false,
  isTmpCandidateDiscarded: false,
  receipt: { referredAt: '2026-11-20T01:02:03.000Z', referredBy: '田中 翔太' },
  ...extra,
});
// As the api answers it: 名前 昇順 by reading (アベ, サトウ, スズキ).
const list = [c(2, '阿部', 1), c(3, '佐藤', 2, { isTmpCandidate: true }), c(1, '鈴木', 7)];

it('keeps the reading order of the api for 名前: 伊藤, 佐藤, 高橋, reversed for 降順', () => {
  // イトウ, サトウ, タカハシ; by the kanji (JIS order) 高橋 (コウ) would come before 佐藤 (サ).
  const names = [c(3, '伊藤 一郎', 1), c(1, '佐藤 花子', 1), c(2, '高橋 健', 1)];
  const sorted = (sortOrder: 'asc' | 'desc') =>
    filterCandidates(names, '', { ...DEFAULT_CANDIDATE_FILTER, sortOrder }).map((x) => x.id);
  expect(sorted('asc')).toEqual([3, 1, 2]);
  expect(sorted('desc')).toEqual([2, 1, 3]);
  // 選考段階 ties keep the name order.
  const byStatus = filterCandidates(names, '', {
    ...DEFAULT_CANDIDATE_FILTER,
    sortField: 'status',
  });
  expect(byStatus.map((x) => x.id)).toEqual([3, 1, 2]);
});

it('sorts by 名前 昇順 by default and by 選考段階 on request', () => {
  expect(filterCandidates(list, '', DEFAULT_CANDIDATE_FILTER).map((x) => x.id)).toEqual([2, 3, 1]);
  const byStatus = filterCandidates(list, '', {
    ...DEFAULT_CANDIDATE_FILTER,
    sortField: 'status',
    sortOrder: 'desc',
  });
  expect(byStatus.map((x) => x.id)).toEqual([1, 3, 2]);
});

it('filters by keyword and by the checked statuses, duplicate states included', () => {
  expect(filterCandidates(list, 'すず', DEFAULT_CANDIDATE_FILTER)).toEqual([]);
  expect(filterCandidates(list, '鈴', DEFAULT_CANDIDATE_FILTER).map((x) => x.id)).toEqual([1]);
  const tmp = filterCandidates(list, '', {
    ...DEFAULT_CANDIDATE_FILTER,
    statuses: ['tmpCandidate', '1'],
  });
  expect(tmp.map((x) => x.id)).toEqual([2, 3]);
});
