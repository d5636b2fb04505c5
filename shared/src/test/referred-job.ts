// A row of GET /applicants/{id}/candidates as tests answer it: the applicants remote's referred
// jobs column and the jobs remote's referral form (which refreshes that column) both read it.
import type { ReferredJobEntry } from '../contract/applicants';
import { SELECTION_STATUS } from '../enums';

/** A row of GET /applicants/{id}/candidates: a candidate 選考中 with no step named, nothing unread. */
export const referredJob = (
  job: ReferredJobEntry['job'],
  candidate: Partial<ReferredJobEntry['candidate']> & { id: number },
): ReferredJobEntry => ({
  job,
  candidate: {
    specialSelectionStatus: SELECTION_STATUS.IN_SELECTION,
    selectionStepName: null,
    isCandidate: true,
    isTmpCandidate: false,
    isTmpCandidateDiscarded: false,
    hasUnreadMessage: false,
    unreadCount: 0,
    ...candidate,
  },
});
