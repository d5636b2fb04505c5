// A candidate's data as the api answers it, with nothing optional filled in: a test names only
// what it is about.
import type {
  CandidateEventHistoryItem,
  CandidateMessage,
} from '@portal/shared/contract/candidates';

/** A message of the candidate's thread, from the job company, without attachments. */
export const candidateMessage = (id: number, messageContent: string): CandidateMessage => ({
  id,
  senderType: 'job_company',
  messageContent,
  sentFromEmail: false,
  createdAt: '2026-11-20T01:00:00Z',
  attachments: [],
  sentBy: null,
});

/** A row of the event history: a reservation of 会社説明会. */
export function historyItem(
  over: Partial<CandidateEventHistoryItem> = {},
): CandidateEventHistoryItem {
  return {
    id: 1,
    eventInfoId: 1,
    eventTitle: '会社説明会',
    status: '1',
    publishStart: '2027-01-12T04:00:00Z',
    publishEnd: '2027-01-12T05:00:00Z',
    place: '',
    address: '',
    googleMeetUrl: null,
    msteamsMeetingUrl: null,
    zoomJoinUrl: null,
    isCancelExpired: false,
    cancelAlertContent: null,
    reservedBy: null,
    cancelledBy: null,
    ...over,
  };
}
