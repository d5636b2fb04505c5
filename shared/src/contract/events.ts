// Contract of the events calls (spec 2 §3, §7): the month calendar, the event detail with its
// entries, the candidates that can still be reserved, reserve / cancel, and the agency's calendar
// feed (iCalendar). The api and remote-events import the same types.
import type { EventEntryStatus } from '../enums';

/**
 * GET /event-infos?eventHeldMonth=YYYY/MM&jobCompanyIds=1&jobCompanyIds=2 (also `jobCompanyIds[]`):
 * the events of one month (Tokyo time) of the MATCHED companies of the site, optionally only of
 * the given companies. Shown as 1-hour items.
 */
export interface EventListQuery {
  eventHeldMonth: string;
  jobCompanyIds?: number[];
}

export interface EventInfo {
  id: number;
  title: string;
  /** 'YYYY/MM/DD HH:mm', Tokyo time. */
  publishStartDateTime: string;
  companyName: string;
  companyId: number;
}

/** One candidate on an event (status 1 reserved, 2 canceled, 3 attended, 4 not attended). */
export interface EventEntry {
  id: number;
  /** The candidate's name in kana (読み), shown under the kanji name. */
  name: string;
  /** The candidate's name in kanji ('姓 名'). */
  candidateName: string;
  candidateId: number;
  applicantId: number | null;
  /** The job the candidate was referred to (the candidate detail route needs it). */
  jobInformationForIcId: number | null;
  status: EventEntryStatus;
}

/** GET /event-infos/{id} */
export interface EventDetail {
  id: number;
  title: string;
  /** ISO 8601 with the Tokyo offset. */
  eventStartTime: string;
  eventEndTime: string;
  companyId: number;
  companyName: string;
  place: string;
  address: string;
  /** Seats left, as a string number (spec 2 §3). */
  vacancy: string;
  capacity: number;
  content: string;
  isCancelExpired: boolean;
  isReservationExpired: boolean;
  reserveAlertContent: string | null;
  cancelAlertContent: string | null;
  googleMeetUrl: string | null;
  msteamsMeetingUrl: string | null;
  zoomJoinUrl: string | null;
  /** Only this agency's entries. */
  entries: EventEntry[];
}

/** GET /event-infos/{id}/not-reserving-candidates?keyword= (names separated by spaces). */
export interface NotReservingCandidate {
  candidateId: number;
  applicantId: number | null;
  jobInformationForIcId: number | null;
  /** '姓 名' in kanji. */
  candidateName: string;
  /** 'セイ メイ'. */
  name: string;
}

/** POST /event-infos/{id}/event-entries: all of them or none (seats, deadline). */
export interface ReserveRequest {
  candidateIds: number[];
}

export interface ReserveResponse {
  entries: EventEntry[];
  vacancy: string;
}

/** PATCH /event-infos/{id}/event-entries/{entryId} */
export interface CancelEntryRequest {
  status: 'CANCELED';
}

/**
 * GET /calendar-feed: whether the agency has a feed URL. Its secret is stored only as a digest,
 * so the URL itself is shown once, when POST /calendar-feed issues (or renews) it; renewing makes
 * the previous URL stop working.
 */
export interface CalendarFeedStatus {
  /** ISO 8601; null before the first issue. */
  issuedAt: string | null;
}

/** POST /calendar-feed */
export interface CalendarFeed {
  /** `{PUBLIC_URL}/calendar/{token}.ics` — iCalendar (RFC 5545) of the agency's reservations. */
  url: string;
  issuedAt: string;
}
