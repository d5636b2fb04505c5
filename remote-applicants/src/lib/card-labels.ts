// What an applicant card shows for its referrals (spec 2 §4): one pill per referral, newest
// first — duplicate checks, the candidate list (amber) or the selection status with its step —
// and the unread count capped at 999.
import type { CandidateState } from '@portal/shared/contract/applicants';
import { candidateStatusPill, type StatusPill } from '@portal/shared/enums';
import type { SiteId } from '@portal/shared/site';
import { messages } from '../messages';

export const UNREAD_CAP = 999;

export function unreadText(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_CAP ? `${UNREAD_CAP}+` : String(count);
}

export function referralPill(state: CandidateState, siteId: SiteId): StatusPill {
  if (!state.isCandidate && !state.isTmpCandidate && !state.isTmpCandidateDiscarded) {
    return { label: messages.list.candidateList, tone: 'amber' };
  }
  return candidateStatusPill(state, siteId);
}

/** A card of a referral can be opened only when it is a real candidate (not a duplicate check). */
export function isClickable(state: CandidateState): boolean {
  return state.isCandidate && !state.isTmpCandidate && !state.isTmpCandidateDiscarded;
}
