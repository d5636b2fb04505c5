// Service-line rules: which site ids exist, how paths are built from them, and the wording that
// differs between new-graduate (23-28) and mid-career ('mid').
import type { ServiceType, SiteId } from './contract';

export type { SiteId, ServiceType };

export const SITE_IDS = [
  '23',
  '24',
  '25',
  '26',
  '27',
  '28',
  'mid',
] as const satisfies readonly SiteId[];

export const INVALID_SITE_ID_MESSAGE = 'URL から有効な ID を取得できませんでした。';

export class InvalidSiteIdError extends Error {
  constructor() {
    super(INVALID_SITE_ID_MESSAGE);
    this.name = 'InvalidSiteIdError';
  }
}

export function isSiteId(value: unknown): value is SiteId {
  return typeof value === 'string' && (SITE_IDS as readonly string[]).includes(value);
}

export function parseSiteId(value: unknown): SiteId {
  if (!isSiteId(value)) throw new InvalidSiteIdError();
  return value;
}

function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/**
 * A page's path split at /{id}/employment-agency/: `/25/employment-agency/jobs/info/3` →
 * { siteId: '25', subPath: 'jobs/info/3' }; null for any other path or an empty sub-path. The
 * site id is as written (check it with isSiteId).
 */
export function portalPathParts(pathname: string): { siteId: string; subPath: string } | null {
  const [, siteId, subPath] = /^\/([^/]+)\/employment-agency\/(.+)$/.exec(pathname) ?? [];
  return siteId && subPath ? { siteId, subPath } : null;
}

/** The site id is always the first path segment: /{id}/employment-agency/... */
export function siteIdFromPath(pathname: string): SiteId {
  return parseSiteId(pathSegments(pathname)[0]);
}

export function isMid(siteId: SiteId): boolean {
  return siteId === 'mid';
}

export function serviceTypeOf(siteId: SiteId): ServiceType {
  return isMid(siteId) ? 'mid_career' : 'new_graduate';
}

export function isPreviewPath(pathname: string): boolean {
  return pathname.includes('/preview/');
}

export function isSignupPath(pathname: string): boolean {
  return pathname.includes('signup');
}

/** Auth pages never redirect to login on a 401 (the user is already there or signing up). */
export const AUTH_SECTIONS = [
  'login',
  'forgot-password',
  'reset-password',
  'welcome',
  'signup',
] as const;

export function isAuthPath(pathname: string): boolean {
  const section = pathSegments(pathname)[2];
  return section !== undefined && (AUTH_SECTIONS as readonly string[]).includes(section);
}

/** `/{id}/employment-agency/{sub}`; without `sub` there is no trailing slash. */
export function portalPath(siteId: SiteId, sub = ''): string {
  const rest = sub.replace(/^\/+/, '');
  return rest === '' ? `/${siteId}/employment-agency` : `/${siteId}/employment-agency/${rest}`;
}

export function apiBase(siteId: SiteId): string {
  return `${portalPath(siteId)}/api`;
}

export function loginPath(siteId: SiteId): string {
  return portalPath(siteId, 'login');
}

/** Replaces the first path segment (the year selector keeps the rest of the path). */
export function replaceSiteId(pathname: string, newId: SiteId): string {
  const segments = pathSegments(pathname);
  segments[0] = newId;
  return `/${segments.join('/')}`;
}

export const YEAR_OPTIONS: readonly { value: SiteId; label: string }[] = SITE_IDS.filter(
  (id) => id !== 'mid',
).map((value) => ({ value, label: `20${value}` }));

/** The service line the header names: 2025年卒 for the new-graduate years, 中途採用 for mid. */
export function serviceLineLabel(siteId: SiteId): string {
  return isMid(siteId) ? '中途採用' : `20${siteId}年卒`;
}

/** The previous version of the portal, opened in a new tab from the header. */
export function oldDesignUrl(siteId: SiteId): string {
  return isMid(siteId) ? '/agent/mypage' : `/${siteId}/introduction/mypage`;
}

export function csrfCookieName(siteId: SiteId): string {
  return isMid(siteId) ? 'XSRF-TOKEN-MID' : 'XSRF-TOKEN';
}

export interface Wording {
  /** Events page title and sidebar entry. */
  eventsTitle: string;
  eventsNav: string;
  /** The person referred: 学生 for new-graduate, 候補者 for mid-career. */
  person: string;
  offerAcceptedLabel: string;
  /** Candidate detail tab and the kind of event that can be booked. */
  eventsTab: string;
  eventKind: string;
  noEventsText: string;
  bookingPrompt: string;
  bookingAction: string;
  directContactTooltip: string;
}

const MID_WORDING: Wording = {
  eventsTitle: '面接動員',
  eventsNav: '面接動員',
  person: '候補者',
  offerAcceptedLabel: '採用決定',
  eventsTab: '面接',
  eventKind: '面接',
  noEventsText: '面接情報がありません',
  bookingPrompt: '続けて面接の予約を行いますか？',
  bookingAction: '予約する',
  directContactTooltip: '「不可」に設定すると、企業から候補者へ直接連絡できなくなります。',
};

const NEW_GRADUATE_WORDING: Wording = {
  eventsTitle: '説明会・面接動員',
  eventsNav: '説明会・面接動員',
  person: '学生',
  offerAcceptedLabel: '内定承諾',
  eventsTab: '説明会・面接',
  eventKind: '説明会・面接',
  noEventsText: '説明会・面接情報がありません',
  bookingPrompt: '続けて説明会・面接の予約を行いますか？',
  bookingAction: '予約する',
  directContactTooltip: '「不可」に設定すると、企業から学生へ直接連絡できなくなります。',
};

export function wording(siteId: SiteId): Wording {
  return isMid(siteId) ? MID_WORDING : NEW_GRADUATE_WORDING;
}
