// The API contract: request and response shapes of every call, shared by the api and the apps.
// A change of shape here breaks the build on both sides. Responses are wrapped as { data: T }.

export type SiteId = '23' | '24' | '25' | '26' | '27' | '28' | 'mid';
export type ServiceType = 'new_graduate' | 'mid_career';

/** Every successful JSON response body is { data: T }. */
export interface Envelope<T> {
  data: T;
}

/** Laravel's error body: 422/429 carry `errors`, every 4xx/5xx carries `message`. */
export interface LaravelError {
  message: string;
  errors?: Record<string, string[]>;
}

// --- shell ---------------------------------------------------------------------------------
// The calls' shapes are zod schemas in ./contract/<area>.ts; these names stay importable from
// here for the modules that still read them from this file (the live message, api tests).
export type { SidebarBadges } from './contract/sidebar';
export type { InfoListItem } from './contract/infos';

// --- settings (issue 3) --------------------------------------------------------------------
export const NOTIFICATION_KEYS = [
  'reserve',
  'cancelReserve',
  'cancel',
  'message',
  'evaluationPermit',
  'jobPublish',
  'unjoined',
  'chat',
  'scheduleAdjustmentRequest',
  /** Issue 29: overdue and today's tasks, referrals waiting for the company (9:00 Tokyo). */
  'nextAction',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];
