// Contract of one referral, a candidate (spec 2 §3-§7): its detail and form answers, the thread
// with the company, ES files, the evaluations the company shared, tentative dates and the event
// history. The api registers these routes and remote-applicants calls them by path.
import { z } from '../zod';
import { call, calls } from './define';
import {
  id,
  messageAttachment,
  messageSenderType,
  referralReceipt,
  staffNameOrNull,
  threadMessage,
} from './common';
import { allowConflict, scheduleConflict } from './events';

/** The selection state of one referral, as cards and headers show it. */
export const candidateState = z.object({
  specialSelectionStatus: z.number(),
  selectionStepName: z.string().nullable(),
  isCandidate: z.boolean(),
  isTmpCandidate: z.boolean(),
  isTmpCandidateDiscarded: z.boolean(),
});
export type CandidateState = z.infer<typeof candidateState>;

/** A form answer of the candidate; file answers carry their files (FormFileAnswer). */
export const candidateFormField = z.object({
  answerKey: z.string(),
  label: z.string(),
  answerType: z.number().nullable(),
  /** Text, a number, a file answer, a list of them or the employment history, as stored. */
  answerValue: z.unknown(),
});
export type CandidateFormField = z.infer<typeof candidateFormField>;

/** One file of a file answer (downloaded by GET /candidates/{id}/ef-files/{fileId}/download). */
export const formFileAnswer = z.object({ fileId: z.number(), fileViewName: z.string() });
export type FormFileAnswer = z.infer<typeof formFileAnswer>;

/** One entry of the employmentHistory answer. */
export const employmentHistoryEntry = z.object({
  termStart: z.string(),
  termEnd: z.string(),
  companyName: z.string(),
  departmentPosition: z.string().optional(),
  details: z.string().optional(),
});
export type EmploymentHistoryEntry = z.infer<typeof employmentHistoryEntry>;

/** GET /candidates/{id}. */
export const candidateInfo = z.object({
  id: z.number(),
  applicantId: z.number().nullable(),
  applicant: z
    .object({
      seiKanji: z.string(),
      meiKanji: z.string(),
      seiKana: z.string(),
      meiKana: z.string(),
      directMessageFlag: z.boolean(),
    })
    .nullable(),
  job: z.object({ id: z.number(), name: z.string(), companyName: z.string() }).nullable(),
  formFields: z.array(candidateFormField),
  status: candidateState,
  company: z.object({ companyId: z.number().nullable() }),
  receipt: referralReceipt,
});
export type CandidateInfo = z.infer<typeof candidateInfo>;

export const candidateSenderType = messageSenderType;
export type CandidateSenderType = z.infer<typeof candidateSenderType>;

/** `path`: candidates/{id}/messages/{messageId}/files?fileId= */
export const candidateMessageAttachment = messageAttachment;
export type CandidateMessageAttachment = z.infer<typeof candidateMessageAttachment>;

export const candidateMessage = threadMessage(candidateMessageAttachment);
export type CandidateMessage = z.infer<typeof candidateMessage>;

export const evaluationItem = z.object({
  itemName: z.string(),
  value: z.string(),
  comment: z.string(),
});

export const evaluation = z.object({
  id: z.number(),
  stepName: z.string(),
  evaluatorName: z.string(),
  evaluationStage: z.string(),
  evaluationFree: z.string(),
  evaluationPaperOriginalName: z.string().nullable(),
  /** The paper's file id for GET /candidates/{id}/evaluations/{fileId}/files. */
  evaluationPaperFileId: z.number().nullable(),
  evaluations: z.array(evaluationItem),
});
export type Evaluation = z.infer<typeof evaluation>;

export const esFile = z.object({ id: z.number(), fileViewName: z.string() });
export type EsFile = z.infer<typeof esFile>;

export const tentativeEvent = z.object({
  id: z.number(),
  publishStart: z.string().nullable(),
  publishEnd: z.string().nullable(),
  isConfirmed: z.boolean(),
  /** The agency's staff member who confirmed the date (null: not confirmed, or unknown). */
  confirmedBy: staffNameOrNull,
  /** A proposed date that overlaps another booking of the applicant (issue 21). */
  conflicts: z.array(scheduleConflict).optional(),
});
export type TentativeEvent = z.infer<typeof tentativeEvent>;

/** GET /candidates/{id}/tentative-events. */
export const tentativeEvents = z.object({
  tentativeEvents: z.array(tentativeEvent),
  comment: z.string(),
});
export type TentativeEvents = z.infer<typeof tentativeEvents>;

/** PATCH /candidates/{id}/tentative-events/{eventId}: the date now confirmed. */
export const tentativeEventConfirmation = tentativeEvent.extend({ eventInfoId: z.number() });
export type TentativeEventConfirmation = z.infer<typeof tentativeEventConfirmation>;

/** PATCH /candidates/{id}/tentative-events/{eventId}: confirms even an overlapping date. */
export const confirmTentativeRequest = z.object({ allowConflict }).optional();

/** POST /candidates/{id}/tentative-events/rearrange. */
export const rearrangeRequest = z.object({ anotherDateMemo: z.string().trim().min(1).max(2000) });

/** GET /candidates/{id}/event-history item. status is '1'-'4' (see EVENT_ENTRY_STATUS). */
export const candidateEventHistoryItem = z.object({
  id: z.number(),
  eventInfoId: z.number(),
  eventTitle: z.string(),
  status: z.string(),
  publishStart: z.string(),
  publishEnd: z.string(),
  place: z.string(),
  address: z.string(),
  googleMeetUrl: z.string().nullable(),
  msteamsMeetingUrl: z.string().nullable(),
  zoomJoinUrl: z.string().nullable(),
  /** Past the event's cancel deadline (or its start): a reservation can no longer be cancelled. */
  isCancelExpired: z.boolean(),
  /** The company's text for a cancel after the deadline; null: the portal's own. */
  cancelAlertContent: z.string().nullable(),
  /** The agency's staff member who reserved (null: unknown). */
  reservedBy: staffNameOrNull,
  /** Who of the agency cancelled (status 2); null otherwise, or when the company cancelled. */
  cancelledBy: staffNameOrNull,
  /** A reserved entry that overlaps another booking of the applicant (issue 21). */
  conflicts: z.array(scheduleConflict).optional(),
});
export type CandidateEventHistoryItem = z.infer<typeof candidateEventHistoryItem>;

export const MAX_MESSAGE_LENGTH = 10_000;

/** The text fields of POST /candidates/{id}/messages (the route words its own 422s). */
export const candidateMessageFields = z.object({
  messageContent: z.string().max(MAX_MESSAGE_LENGTH).optional(),
});

const created = z.object({ id: z.number() });
const candidateParams = z.object({ id });
const fileParams = z.object({ id, fileId: id });

export const candidateCalls = calls('紹介 (candidates)', {
  'GET /candidates/{id}': call({
    summary: '紹介情報: applicant, job, status and the entry-form answers',
    params: candidateParams,
    response: candidateInfo,
  }),
  'GET /candidates/{id}/ef-files/{fileId}/download': call({
    operationId: 'downloadEntryFormFile',
    summary: 'A file of a file answer of the entry form',
    params: fileParams,
    answer: 'binary',
  }),
  'GET /candidates/{id}/messages': call({
    summary: 'The thread with the company, oldest first (reads the company messages)',
    params: candidateParams,
    response: z.array(candidateMessage),
  }),
  'POST /candidates/{id}/messages': call({
    operationId: 'sendCandidateMessage',
    summary: 'Sends a message: text and/or attachments (chat attachment types)',
    params: candidateParams,
    multipart: candidateMessageFields,
    files: ['attachments[]'],
    response: created,
    status: 201,
  }),
  'GET /candidates/{id}/messages/{messageId}/files': call({
    operationId: 'downloadCandidateMessageFile',
    summary: 'An attachment of a message (?fileId=, else its first)',
    params: z.object({ id, messageId: id }),
    query: z.object({ fileId: id.optional() }),
    answer: 'binary',
  }),
  'GET /candidates/{id}/esfiles': call({
    summary: 'ES files of the candidate',
    params: candidateParams,
    response: z.array(esFile),
  }),
  'POST /candidates/{id}/esfiles': call({
    operationId: 'uploadCandidateEsfiles',
    summary: 'Uploads ES files (several at once; a name already there is refused)',
    params: candidateParams,
    multipart: z.object({}),
    files: ['files'],
    response: z.array(z.number()),
    status: 201,
  }),
  'GET /candidates/{id}/esfiles/{fileId}/download': call({
    summary: 'Downloads an ES file',
    params: fileParams,
    answer: 'binary',
  }),
  'DELETE /candidates/{id}/esfiles/{fileId}': call({
    summary: 'Deletes an ES file',
    params: fileParams,
    response: created,
  }),
  'GET /candidates/{id}/evaluations': call({
    summary: 'The evaluations the company shared with the agency',
    params: candidateParams,
    response: z.array(evaluation),
  }),
  'GET /candidates/{id}/evaluations/{fileId}/files': call({
    operationId: 'downloadCandidateEvaluationFile',
    summary: 'The paper of a shared evaluation',
    params: fileParams,
    answer: 'binary',
  }),
  'GET /candidates/{id}/tentative-events': call({
    summary: 'The tentative dates the company proposed, with its comment',
    params: candidateParams,
    response: tentativeEvents,
  }),
  'PATCH /candidates/{id}/tentative-events/{eventId}': call({
    operationId: 'confirmTentativeEvent',
    refusals: [409],
    summary:
      'Confirms a tentative date (books it as an event once); 409 with the conflicts when it overlaps another booking of the applicant, unless allowConflict',
    params: z.object({ id, eventId: id }),
    body: confirmTentativeRequest,
    response: tentativeEventConfirmation,
  }),
  'POST /candidates/{id}/tentative-events/rearrange': call({
    operationId: 'rearrangeTentativeEvents',
    summary: 'Asks the company for other dates (希望日程)',
    params: candidateParams,
    body: rearrangeRequest,
    response: created,
    status: 201,
  }),
  'GET /candidates/{id}/event-history': call({
    summary: 'The events the candidate was entered in',
    params: candidateParams,
    response: z.array(candidateEventHistoryItem),
  }),
});
