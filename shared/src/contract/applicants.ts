// Contract of the applicant and candidate calls (spec 2 §3, §7): the api answers these shapes and
// remote-applicants reads them, so a change of shape breaks both builds.

/** POST /applicants and PUT /applicants/{id}. directMessageFlag true = 不可 (no direct contact). */
export interface ApplicantPayload {
  seiKanji: string;
  meiKanji: string;
  seiKana: string;
  meiKana: string;
  email: string;
  phone: string;
  directMessageFlag: boolean;
}

/** The selection state of one referral, as cards and headers show it. */
export interface CandidateState {
  specialSelectionStatus: number;
  selectionStepName: string | null;
  isCandidate: boolean;
  isTmpCandidate: boolean;
  isTmpCandidateDiscarded: boolean;
}

export interface Applicant {
  id: number;
  fullNameKanji: string;
  fullNameKana: string;
  email: string;
  phone: string;
  directMessageFlag: boolean;
  hasUnreadMessage: boolean;
}

/** GET /applicants item: the applicant plus what its card shows. */
export interface ApplicantListItem extends Applicant {
  /** Unread company messages over all its referrals (the card caps the display at 999). */
  unreadCount: number;
  /** How many referrals it has; `latestReferrals` holds up to three, newest first. */
  referralCount: number;
  latestReferrals: CandidateState[];
}

/**
 * GET /applicants?keyword=&cursor=&limit=: one page, newest first. The keyword is the spec's
 * case-insensitive substring on fullNameKanji, run by the server so 10,000 applicants never
 * travel to the browser at once.
 */
export interface ApplicantPage {
  items: ApplicantListItem[];
  /** Applicants matching the keyword (the list's "N件表示"). */
  total: number;
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: number | null;
}

export interface ApplicantDetail extends ApplicantPayload {
  id: number;
  fullNameKanji: string;
  fullNameKana: string;
}

/** GET /applicants/{id}/candidates: one referred job entry. */
export interface ReferredJobEntry {
  job: { id: number; name: string; companyName: string; jobCategory: string; area: string } | null;
  candidate: CandidateState & { id: number; hasUnreadMessage: boolean; unreadCount: number };
}

/** A form answer of the candidate; file answers carry their files. */
export interface CandidateFormField {
  answerKey: string;
  label: string;
  answerType: number | null;
  answerValue: unknown;
}

export interface FormFileAnswer {
  fileId: number;
  fileViewName: string;
}

export interface EmploymentHistoryEntry {
  termStart: string;
  termEnd: string;
  companyName: string;
  departmentPosition?: string;
  details?: string;
}

/** GET /candidates/{id}. */
export interface CandidateInfo {
  id: number;
  applicantId: number | null;
  applicant: {
    seiKanji: string;
    meiKanji: string;
    seiKana: string;
    meiKana: string;
    directMessageFlag: boolean;
  } | null;
  job: { id: number; name: string; companyName: string } | null;
  formFields: CandidateFormField[];
  status: CandidateState;
  company: { companyId: number | null };
}

export type CandidateSenderType = 'introduction_company' | 'job_company' | 'job_company_system';

export interface CandidateMessageAttachment {
  id: number;
  fileViewName: string;
  /** Below the api base: candidates/{id}/messages/{messageId}/files?fileId= */
  path: string;
}

export interface CandidateMessage {
  id: number;
  senderType: CandidateSenderType;
  messageContent: string;
  sentFromEmail: boolean;
  createdAt: string;
  attachments: CandidateMessageAttachment[];
}

export interface EvaluationItem {
  itemName: string;
  value: string;
  comment: string;
}

export interface Evaluation {
  id: number;
  stepName: string;
  evaluatorName: string;
  evaluationStage: string;
  evaluationFree: string;
  evaluationPaperOriginalName: string | null;
  /** The paper's file id for GET /candidates/{id}/evaluations/{fileId}/files. */
  evaluationPaperFileId: number | null;
  evaluations: EvaluationItem[];
}

export interface EsFile {
  id: number;
  fileViewName: string;
}

export interface TentativeEvent {
  id: number;
  publishStart: string | null;
  publishEnd: string | null;
  isConfirmed: boolean;
}

/** GET /candidates/{id}/tentative-events. */
export interface TentativeEvents {
  tentativeEvents: TentativeEvent[];
  comment: string;
}

/** PATCH /candidates/{id}/tentative-events/{eventId}: the date now confirmed. */
export type TentativeEventConfirmation = TentativeEvent & { eventInfoId: number };

/** POST /candidates/{id}/tentative-events/rearrange. */
export interface RearrangeRequest {
  anotherDateMemo: string;
}

/** GET /candidates/{id}/event-history item. status is '1'-'4' (see EVENT_ENTRY_STATUS). */
export interface CandidateEventHistoryItem {
  id: number;
  eventInfoId: number;
  eventTitle: string;
  status: string;
  publishStart: string;
  publishEnd: string;
  place: string;
  address: string;
  googleMeetUrl: string | null;
  msteamsMeetingUrl: string | null;
  zoomJoinUrl: string | null;
}

/** GET /applicants/{id}/public-jobs is not in the spec: public jobs come from GET /jobs. */
export interface PublicJob {
  id: number;
  jobName: string;
  companyName: string;
}
