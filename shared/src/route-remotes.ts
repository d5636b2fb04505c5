// Which remote serves each route below /{id}/employment-agency/: the one map the shell's route
// table (shell/src/app/routes.tsx) and the api's page preloads (api/src/plugins/shell-static.ts)
// both read. The federation names are those of tools/webpack/apps.cjs (a test keeps them equal).
// Its patterns come from the route table (@portal/shared/routes): a section's mount
// ('applicants/*'), a page the shell mounts on its own. They are react-router's: ':name' a
// segment, ':name?' an optional one, '/*' the rest. These are the sections the shell was built
// with; a section added later comes from the run-time registry (./section-registry.ts).
import type { CallKey } from './contract/calls';
import { PERMIT_MATCHING_STATUS } from './enums';
import { mountOf, routes } from './routes';
import { patternMatches, segmentsOf } from './section-registry';
import {
  apiBase,
  isPreviewPath,
  isSignupPath,
  isSiteId,
  portalPathParts,
  type SiteId,
} from './site';

const { auth } = routes;

export const REMOTE_NAMES = [
  'remote_auth',
  'remote_settings',
  'remote_messaging',
  'remote_jobs',
  'remote_applicants',
  'remote_events',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** 'bare': no layout (auth pages); 'layout': inside the shell's layout. */
export type RouteFrame = 'bare' | 'layout';

/** The section title key of the shell's messages.titles each route is named by at first. */
export type SectionTitleKey =
  | 'login'
  | 'forgotPassword'
  | 'resetPassword'
  | 'welcome'
  | 'signup'
  | 'infos'
  | 'chat'
  | 'settings'
  | 'candidate'
  | 'jobs'
  | 'jobPreview'
  | 'applicants'
  | 'events';

interface RouteRemote {
  path: string;
  module: `${RemoteName}/${string}`;
  title: SectionTitleKey;
  frame: RouteFrame;
}

/** In matching order: the first pattern that matches a path wins. */
export const ROUTE_REMOTES = [
  { path: auth.login.path, module: 'remote_auth/Login', title: 'login', frame: 'bare' },
  {
    path: auth.forgotPassword.path,
    module: 'remote_auth/ForgotPassword',
    title: 'forgotPassword',
    frame: 'bare',
  },
  {
    path: auth.resetPassword.path,
    module: 'remote_auth/ResetPassword',
    title: 'resetPassword',
    frame: 'bare',
  },
  { path: auth.welcome.path, module: 'remote_auth/Welcome', title: 'welcome', frame: 'bare' },
  // Inside the layout, which hides its navigation on sign-up paths (no session yet).
  { path: auth.signup.path, module: 'remote_auth/Signup', title: 'signup', frame: 'layout' },
  {
    path: routes.infos.home.path,
    module: 'remote_messaging/Infos',
    title: 'infos',
    frame: 'layout',
  },
  { path: mountOf(routes.chat), module: 'remote_messaging/Chat', title: 'chat', frame: 'layout' },
  {
    path: mountOf(routes.settings),
    module: 'remote_settings/Routes',
    title: 'settings',
    frame: 'layout',
  },
  // The candidate pages under a job are remote-applicants' page, mounted in the jobs section.
  {
    path: routes.jobs.referredCandidate.path,
    module: 'remote_applicants/CandidateDetail',
    title: 'candidate',
    frame: 'layout',
  },
  {
    path: routes.jobs.newCandidate.path,
    module: 'remote_applicants/CandidateDetail',
    title: 'candidate',
    frame: 'layout',
  },
  { path: mountOf(routes.jobs), module: 'remote_jobs/Routes', title: 'jobs', frame: 'layout' },
  {
    path: routes.preview.job.path,
    module: 'remote_jobs/Preview',
    title: 'jobPreview',
    frame: 'layout',
  },
  {
    path: mountOf(routes.applicants),
    module: 'remote_applicants/Routes',
    title: 'applicants',
    frame: 'layout',
  },
  {
    path: mountOf(routes.events),
    module: 'remote_events/Routes',
    title: 'events',
    frame: 'layout',
  },
] as const satisfies readonly RouteRemote[];

export type RemoteModuleId = (typeof ROUTE_REMOTES)[number]['module'];

/** The route a path below /{id}/employment-agency/ mounts ('jobs/info/3' → jobs), if any. */
export function routeRemoteFor(subPath: string): (typeof ROUTE_REMOTES)[number] | undefined {
  const segments = segmentsOf(subPath);
  return ROUTE_REMOTES.find((route) => patternMatches(route.path, segments));
}

/**
 * A read a route's page makes as soon as it mounts: the contract's GET path, its parameters
 * taken from the route's (`{ id: 'jobId' }`: the call's {id} is the route's :jobId), and the
 * fixed query the page sends, in the page's order.
 */
type GetPath = CallKey extends infer K ? (K extends `GET ${infer P}` ? P : never) : never;

interface FirstRead {
  call: GetPath;
  params: Record<string, string>;
  /** The query the page sends: fixed, or from the time of the visit (the calendar's month). */
  query?: Record<string, string> | ((now: Date) => Record<string, string>);
  /**
   * A list the page filters by the link's own query string (?companyId=…, a job search): read
   * early only when the link has none, when the page asks for the list as it is by default.
   */
  defaultOnly?: true;
  /**
   * Asked for by the shell's entry only, not preloaded by the api's page: the browser keeps six
   * connections to the page's host, and reads preloaded beside the shell's scripts made those
   * wait (cold deep links 100-300 ms later). The page preloads the reads its screen waits for.
   */
  entryOnly?: true;
}

/**
 * 'YYYY/MM', the month of `now` in Tokyo, as the calendar asks for its month (remote-events'
 * calendar-section.test checks that its read is this one). With Intl, not luxon: the shell's
 * entry, which the login page loads, computes it.
 */
export function tokyoMonthKey(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const part = (type: 'year' | 'month') => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}/${part('month')}`;
}

/**
 * The first reads of the pages a deep link opens most: the api's page for the route preloads
 * them and the shell's entry asks for them at once (@portal/shared/early-reads), so the data is
 * on its way while the remote's code still is; the page's own request adopts the answer. Only
 * reads that change nothing (a chat thread's messages are read without marking them read), and
 * those beside the page's own data that a deep link waits for too: the job list beside a job,
 * the chat's groups beside a thread (a phone shows neither there: one small read unused).
 */
export const ROUTE_FIRST_READS: readonly { path: string; reads: readonly FirstRead[] }[] = [
  {
    path: routes.applicants.home.path,
    reads: [{ call: '/applicants', params: {}, query: { limit: '50' }, defaultOnly: true }],
  },
  {
    path: routes.jobs.info.path,
    reads: [
      { call: '/jobs/{id}', params: { id: 'jobId' } },
      {
        call: '/jobs/{id}/candidates',
        params: { id: 'jobId' },
        query: { sortField: 'name', sortOrder: 'asc' },
      },
      {
        call: '/jobs',
        params: {},
        query: { status: 'recruiting', sortField: 'jobName', sortOrder: 'asc' },
        defaultOnly: true,
      },
      { call: '/jobs/{id}/changes', params: { id: 'jobId' }, entryOnly: true },
    ],
  },
  { path: routes.jobs.newCandidate.path, reads: [{ call: '/jobs/{id}', params: { id: 'jobId' } }] },
  {
    path: routes.jobs.referredCandidate.path,
    reads: [{ call: '/candidates/{id}', params: { id: 'candidateId' } }],
  },
  {
    path: routes.applicants.candidate.path,
    reads: [
      { call: '/candidates/{id}', params: { id: 'candidateId' } },
      { call: '/applicants/{id}', params: { id: 'applicantId' }, entryOnly: true },
      { call: '/applicants/{id}/candidates', params: { id: 'applicantId' }, entryOnly: true },
      { call: '/candidates/{id}/event-history', params: { id: 'candidateId' }, entryOnly: true },
      { call: '/settings/account', params: {}, entryOnly: true },
      // The list beside the page (a desktop shows it).
      {
        call: '/applicants',
        params: {},
        query: { limit: '50' },
        defaultOnly: true,
        entryOnly: true,
      },
    ],
  },
  {
    path: routes.chat.conversation.path,
    reads: [
      {
        call: '/introduction-chat-threads/{threadId}/introduction-chat-messages',
        params: { threadId: 'threadId' },
      },
      { call: '/introduction-chat-thread-groups', params: {} },
    ],
  },
  {
    path: routes.events.ofCompany.path,
    reads: [
      {
        call: '/event-infos',
        params: {},
        query: (now) => ({ eventHeldMonth: tokyoMonthKey(now) }),
        defaultOnly: true,
      },
      { call: '/calendar-feed', params: {}, entryOnly: true },
    ],
  },
];

/**
 * What the logged-in frame reads on every page (@portal/shared/frame-queries: the support
 * contact, the linked companies, the sidebar's counts), read early on a deep link to any page
 * inside it but sign-up (no session yet) and the job preview (it contacts no server). Asked for
 * by the shell's entry only, never preloaded by the api's page (as `entryOnly` reads).
 */
export const FRAME_FIRST_READS: readonly FirstRead[] = [
  { call: '/support', params: {} },
  {
    call: '/job-companies',
    params: {},
    query: { permitMatchingStatus: PERMIT_MATCHING_STATUS.MATCHED },
  },
  { call: '/sidebar/badges', params: {} },
];

/** The route's parameters when `pattern` matches the whole path exactly, else null. */
function exactParams(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    const segment = segments[i]!;
    if (part.startsWith(':')) params[part.slice(1).replace(/\?$/, '')] = segment;
    else if (part !== segment) return null;
  }
  return params;
}

/**
 * The URLs of the first reads of the page at `pathname` (`/25/employment-agency/jobs/info/3` →
 * the frame's reads, then `/25/employment-agency/api/jobs/3`, …), as the http client writes
 * them; none for a page outside the frame without any, an unknown site or an id that is no
 * number. `search` is the link's query string ('' or '?…'), `now` the time of the visit;
 * `preloaded`: only those the api's page preloads (not `entryOnly`).
 */
export function firstReadUrls(
  pathname: string,
  search = '',
  now = new Date(),
  { preloaded = false } = {},
): string[] {
  const { siteId, subPath: rest } = portalPathParts(pathname) ?? {};
  if (!siteId || !rest || !isSiteId(siteId)) return [];
  const inFrame =
    routeRemoteFor(rest)?.frame === 'layout' && !isSignupPath(pathname) && !isPreviewPath(pathname);
  const url = (read: FirstRead, params: Record<string, string>) =>
    preloaded && read.entryOnly ? [] : readUrl(siteId, read, params, search, now);
  const frame = inFrame && !preloaded ? FRAME_FIRST_READS.flatMap((read) => url(read, {})) : [];
  const segments = rest.split('/').filter((segment) => segment !== '');
  for (const route of ROUTE_FIRST_READS) {
    const params = exactParams(route.path, segments);
    if (!params) continue;
    // Every parameter of these routes is an id: a link with another value reads nothing more.
    if (Object.values(params).some((value) => !/^\d{1,12}$/.test(value))) return frame;
    return [...frame, ...route.reads.flatMap((read) => url(read, params))];
  }
  return frame;
}

/** One read's URL, or none (a list the link filters itself, a parameter that is no id). */
function readUrl(
  siteId: SiteId,
  read: FirstRead,
  params: Record<string, string>,
  search: string,
  now: Date,
): string[] {
  if (read.defaultOnly && search.replace(/^\?/, '') !== '') return [];
  const values = Object.entries(read.params).map(([name, from]) => [name, params[from]]);
  if (values.some(([, value]) => !/^\d{1,12}$/.test(value ?? ''))) return [];
  const path = read.call.replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values.find(([key]) => key === name)?.[1]),
  );
  const fields = typeof read.query === 'function' ? read.query(now) : read.query;
  const query = fields ? `?${new URLSearchParams(fields).toString()}` : '';
  return [`${apiBase(siteId)}${path}${query}`];
}
