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
const list = [c(1, '鈴木', 7), c(2, '阿部', 1), c(3, '佐藤', 2, { isTmpCandidate: true })];

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
