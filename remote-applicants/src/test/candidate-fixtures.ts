// A candidate's data (and the account and applicant around it) as the api answers it, with nothing
// optional filled in: a test names only what it is about.
import type { ApplicantDetail } from '@portal/shared/contract/applicants';
import type {
  CandidateEventHistoryItem,
  CandidateInfo,
  CandidateMessage,
} from '@portal/shared/contract/candidates';
import type { AccountSettingsResponse } from '@portal/shared/contract/settings';
import { SELECTION_STATUS } from '@portal/shared/enums';
import {
  accountSettings as emptyAccountSettings,
  EMPTY_ACCOUNT,
} from '@portal/shared/test/account-settings';

export { referredJob } from '@portal/shared/test/referred-job';

/** GET /settings/account: an account of this kind with nothing filled in, every notice off. */
export const accountSettings = (accountKind: AccountSettingsResponse['accountKind'] = 'main') =>
  emptyAccountSettings(EMPTY_ACCOUNT, accountKind);

/** GET /applicants/{id}: 佐藤 花子. */
export const satoHanako = (id: number): ApplicantDetail => ({
  id,
  seiKanji: '佐藤',
  meiKanji: '花子',
  seiKana: 'サトウ',
  meiKana: 'ハナコ',
  email: 'sato@example.com',
  phone: '090-1111-2222',
  directMessageFlag: false,
  fullNameKanji: '佐藤 花子',
  fullNameKana: 'サトウ ハナコ',
});

/** GET /candidates/{id}: a plain candidate in 書類選考 of 株式会社さくら's 法人営業, referred by 田中 翔太. */
export const candidateInfo = (over: Partial<CandidateInfo> & { id: number }): CandidateInfo => ({
  applicantId: 5,
  applicant: {
    seiKanji: '佐藤',
    meiKanji: '花子',
    seiKana: 'サトウ',
    meiKana: 'ハナコ',
    directMessageFlag: false,
  },
  job: { id: 10, name: '法人営業', companyName: '株式会社さくら' },
  formFields: [],
  status: {
    specialSelectionStatus: SELECTION_STATUS.IN_SELECTION,
    selectionStepName: null,
    isCandidate: true,
    isTmpCandidate: false,
    isTmpCandidateDiscarded: false,
  },
  company: { companyId: 3 },
  receipt: { referredAt: '2026-11-20T01:02:03.000Z', referredBy: '田中 翔太' },
  ...over,
});

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
