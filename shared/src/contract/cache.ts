// What each call of the contract reads and changes, as cache tags (in the spirit of RTK Query's
// tags): a GET's answer carries the tags of `reads`, a successful write refreshes every answer
// that carries one of the tags of its `changes`. `{name}` is filled from the call's params, query
// or JSON body. A tag without braces names a whole kind of answer ('applicants': every applicant
// list and page). The client applies it (shared/src/call-query.ts, shared/src/api.ts): no feature
// writes a query key or an invalidation. Plain data, no zod: the browser imports it.
// The live stream sends tags of the same table (LIVE_CHANGES), so a pushed change refreshes the same
// answers a write of this browser would.
import type { ApiCalls } from './calls';
import type { LiveEventType } from './chat';

type Key = keyof ApiCalls & string;
type GetKey = Extract<Key, `GET ${string}`>;
type WriteKey = Exclude<Key, GetKey>;

/** Every GET: the tags its answer carries (none: never refreshed by a write, e.g. a file). */
export const READS: Record<GetKey, readonly string[]> = {
  'GET /applicants': ['applicants'],
  'GET /applicants/possible-duplicates': ['applicants'],
  'GET /applicants/{id}': ['applicants', 'applicant:{id}'],
  'GET /applicants/{id}/candidates': ['applicants', 'applicant:{id}', 'candidates'],
  'GET /applicants/{id}/history': ['applicants', 'applicant:{id}', 'audit'],
  'GET /applicants/{id}/merge-preview': [
    'applicants',
    'applicant:{id}',
    'applicant:{sourceApplicantId}',
  ],
  'GET /audit-records': ['audit'],
  'GET /audit-records/export': [],
  'GET /calendar-feed': ['calendar-feed'],
  'GET /candidates/{id}': ['candidates', 'candidate:{id}'],
  'GET /candidates/{id}/ef-files/{fileId}/download': [],
  'GET /candidates/{id}/esfiles': ['candidates', 'candidate:{id}'],
  'GET /candidates/{id}/esfiles/{fileId}/download': [],
  'GET /candidates/{id}/follow-up': ['tasks', 'waiting', 'candidate:{id}'],
  'GET /candidates/{id}/evaluations': ['candidates', 'candidate:{id}'],
  'GET /candidates/{id}/evaluations/{fileId}/files': [],
  'GET /candidates/{id}/event-history': ['candidates', 'candidate:{id}', 'events'],
  'GET /candidates/{id}/history': ['candidates', 'candidate:{id}', 'audit'],
  'GET /candidates/{id}/messages': ['candidate-messages:{id}'],
  'GET /candidates/{id}/messages/{messageId}/files': [],
  'GET /candidates/{id}/referral-form': ['candidates', 'candidate:{id}'],
  'GET /candidates/{id}/tentative-events': ['candidates', 'candidate:{id}', 'events'],
  'GET /dashboard/funnel': ['funnel'],
  'GET /dashboard/funnel/referrals': ['funnel', 'candidates'],
  'GET /dashboard/funnel/trend': ['funnel'],
  'GET /dashboard/summary': ['tasks', 'waiting', 'staff', 'waiting-thresholds'],
  'GET /dashboard/tasks': ['tasks'],
  'GET /dashboard/unplanned': ['tasks', 'candidates'],
  'GET /dashboard/waiting': ['waiting', 'candidates'],
  'GET /docs': [],
  'GET /docs/{asset}': [],
  'GET /event-infos': ['events'],
  'GET /event-infos/{id}': ['events', 'event:{id}'],
  'GET /event-infos/{id}/not-reserving-candidates': ['events', 'event:{id}', 'candidates'],
  'GET /infos': ['infos'],
  'GET /infos/{infoId}': ['infos', 'info:{infoId}'],
  'GET /introduction-chat-groups/{id}/introduction-chat-threads': ['chat-threads'],
  'GET /introduction-chat-thread-groups': ['chat-groups'],
  'GET /introduction-chat-threads/{threadId}/introduction-chat-messages': ['thread:{threadId}'],
  'GET /introduction-chat-threads/{threadId}/introduction-chat-messages/{messageId}/files': [],
  'GET /job-companies': ['matched-companies'],
  'GET /jobs': ['jobs'],
  'GET /jobs/{id}': ['jobs', 'job:{id}', 'import:{id}'],
  'GET /jobs/{id}/bulk-create-failed-candidates': ['job:{id}', 'bulk:{id}'],
  'GET /jobs/{id}/bulk-entry-form-fields': ['job:{id}'],
  'GET /jobs/{id}/bulk-import-results': ['job:{id}', 'bulk:{id}'],
  'GET /jobs/{id}/candidates': ['jobs', 'job:{id}', 'candidates'],
  'GET /jobs/{id}/changes': ['jobs', 'job:{id}'],
  'GET /jobs/{id}/company-id': [],
  'GET /jobs/{id}/entry-form-fields': ['job:{id}'],
  'GET /master/universities': [],
  'GET /master/universities/departments': [],
  'GET /master/universities/majors': [],
  'GET /openapi.json': [],
  'GET /settings/account': ['account'],
  'GET /settings/api-tokens': ['api-tokens'],
  'GET /settings/notifications': ['notifications'],
  'GET /settings/permit-matchings': ['permit-matchings'],
  'GET /settings/staff': ['staff'],
  'GET /settings/waiting-thresholds': ['waiting-thresholds'],
  'GET /settings/webhooks': ['webhooks'],
  'GET /settings/webhooks/{id}/deliveries': ['webhooks', 'webhook-log:{id}'],
  'GET /sidebar/badges': ['badges'],
  'GET /stream': [],
  'GET /support': ['support'],
};

/**
 * Every write: the tags of what it changes. Each write also refreshes 'audit' (every write of
 * the agency is recorded); a login, sign-up or logout empties the whole cache instead.
 */
export const CHANGES: Record<WriteKey, readonly string[]> = {
  'DELETE /candidates/{id}/esfiles/{fileId}': ['candidate:{id}'],
  'DELETE /dashboard/tasks/{id}': ['tasks', 'badges'],
  'DELETE /jobs/{id}/bulk-create-failed-candidates': ['job:{id}', 'jobs', 'badges'],
  'PATCH /candidates/{id}/tentative-events/{eventId}': [
    'candidates',
    'events',
    'jobs',
    'tasks',
    'waiting',
    'funnel',
  ],
  'PATCH /dashboard/tasks/{id}': ['tasks', 'badges'],
  'PATCH /event-infos/{id}/event-entries/{entryId}': ['events', 'candidates'],
  // Marking a thread read: the live stream's 'chat-read' carries the new counts to every page of
  // the agency, this one included (LIVE_CHANGES); with the stream down the page asks itself.
  'PATCH /introduction-chat-threads/{threadId}': [],
  'PATCH /settings/account': ['account', 'staff'],
  'POST /settings/api-tokens': ['api-tokens'],
  'DELETE /settings/api-tokens/{id}': ['api-tokens'],
  'PUT /settings/api-token-policy': ['api-tokens'],
  'PATCH /settings/password': [],
  'POST /applicants': ['applicants'],
  'POST /applicants/{id}/merge': ['applicants', 'candidates', 'jobs', 'events'],
  'POST /calendar-feed': ['calendar-feed'],
  'POST /candidates/{id}': ['candidate:{id}', 'applicants', 'jobs'],
  'POST /candidates/{id}/esfiles': ['candidate:{id}'],
  'POST /candidates/{id}/messages': ['candidate-messages:{id}', 'badges', 'waiting', 'tasks'],
  'POST /candidates/{id}/tentative-events/rearrange': ['candidate:{id}'],
  'POST /company-code-auth': [],
  'POST /dashboard/tasks': ['tasks', 'badges'],
  'POST /event-infos/{id}/event-entries': ['events', 'candidates'],
  'POST /forgot-password': [],
  'POST /introduction-chat-thread-groups': ['chat-groups', 'chat-threads'],
  'POST /introduction-chat-threads/{threadId}/introduction-chat-messages': [
    'thread:{threadId}',
    'chat-groups',
    'chat-threads',
  ],
  'POST /jobs/{id}/candidates': [
    'job:{id}',
    'jobs',
    'applicants',
    'candidates',
    'badges',
    'funnel',
  ],
  'POST /jobs/{id}/candidates-bulk-store': ['bulk:{id}', 'job:{id}', 'badges'],
  'POST /login': [],
  'POST /logout': [],
  'POST /reset-password': [],
  'POST /signup/store-account-info': [],
  'POST /signup/store-sub-account': [],
  'POST /verify-hash': [],
  'PUT /applicants/{id}': ['applicants'],
  'PUT /settings/notifications': ['notifications'],
  'PUT /settings/waiting-thresholds': ['waiting-thresholds', 'waiting'],
  'POST /settings/webhooks': ['webhooks'],
  'PUT /settings/webhooks/{id}': ['webhooks'],
  'DELETE /settings/webhooks/{id}': ['webhooks'],
  'POST /settings/webhooks/{id}/deliveries/{deliveryId}/replay': ['webhook-log:{id}'],
  'POST /settings/webhooks/{id}/test': ['webhook-log:{id}'],
  'PUT /settings/permit-matchings/{companyId}': ['permit-matchings', 'matched-companies', 'badges'],
};

/** Every write refreshes these too. */
export const ALWAYS_CHANGED = ['audit'] as const;

type Values = Record<string, unknown> | undefined;

/**
 * The tags with their `{name}`s filled from the values (params first, then query, then body). A
 * tag whose value is missing is left out: a write that does not say which applicant it changed
 * refreshes no single applicant (the kind-wide tag beside it does).
 */
export function fillTags(tags: readonly string[], ...sources: Values[]): string[] {
  const values: Record<string, unknown> = Object.assign({}, ...sources.filter(Boolean).reverse());
  return tags.flatMap((tag) => {
    let missing = false;
    const filled = tag.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = values[name];
      if (typeof value !== 'string' && typeof value !== 'number') missing = true;
      return String(value);
    });
    return missing ? [] : [filled];
  });
}

/** What a pushed change of the live stream refreshes (the api sends these as `tags`). */
export const LIVE_CHANGES = {
  /** A message in a chat thread (a company's, or a colleague's in another tab). */
  chat: ['chat-groups', 'chat-threads', 'thread:{threadId}'],
  /**
   * A thread marked read (here or in another tab): only the unread counts change, and the message
   * carries them (its groups' counts, the badges, the read thread): the page writes them into the
   * answers it holds (shared/src/live-updates.ts applyRead) and reads nothing again.
   */
  'chat-read': [],
  /** A company message about a candidate. */
  'candidate-messages': [
    'candidate-messages:{candidateId}',
    'candidate:{candidateId}',
    'waiting',
    'tasks',
  ],
  /** A bulk import ended (or stopped): its rows, the job's lists, applicants and badges. */
  bulk: ['bulk:{jobId}', 'job:{jobId}', 'applicants', 'badges'],
  /**
   * A running import applied more rows: only its progress (the job's answer). Its lists are read
   * once when it ends ('bulk'): reading every referred row again each half second would slow the
   * import and the page, and hold a write that waits for its refreshed answers.
   */
  'bulk-progress': ['import:{jobId}'],
  /** A company changed a referral (status, dates, evaluations). */
  candidate: ['candidate:{candidateId}', 'candidates', 'jobs', 'tasks', 'waiting', 'funnel'],
  badges: ['badges'],
  /** Tasks became overdue with time (no write): the task lists and the overdue badge. */
  tasks: ['tasks', 'badges'],
} as const satisfies Record<LiveEventType, readonly string[]>;
