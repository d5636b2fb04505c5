// The portal's routes, each written once: its pattern below /{id}/employment-agency/ (react-router
// syntax: ':name' a segment, ':name?' an optional one) and, beside it, its href builder derived
// from the pattern. Everything else comes from this table: the typed builders of
// @portal/shared/paths, each remote's <Route path> (`within(routes.<section>, route)`, relative to
// the section's mount), the shell's route → remote map (@portal/shared/route-remotes: the section
// mounts `mountOf(routes.<section>)` and the cross-remote candidate routes) and the api's page
// preloads. routes.test.ts refuses a pattern written twice and checks that every builder's href
// matches its own pattern; lint refuses a `<Route path>` written as a string.
// Stateless and free of react-router: the api reads it too.
import { portalPath, type SiteId } from './site';

type Id = number | string;

type Segment<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segment<Tail> : P;
type RequiredName<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalName<S> = S extends `:${infer Name}?` ? Name : never;

/** The parameters of a pattern: `'jobs/info/:jobId'` → `{ jobId: Id }`. */
export type RouteParams<P extends string> = { [K in RequiredName<Segment<P>>]: Id } & {
  [K in OptionalName<Segment<P>>]?: Id;
};

/** The href of a pattern under a site: its parameters as a second argument, if it has any. */
export type Href<P extends string> = [RequiredName<Segment<P>>] extends [never]
  ? [OptionalName<Segment<P>>] extends [never]
    ? (siteId: SiteId) => string
    : (siteId: SiteId, params?: RouteParams<P>) => string
  : (siteId: SiteId, params: RouteParams<P>) => string;

export interface PortalRoute<P extends string = string, H = unknown> {
  /** The pattern below /{id}/employment-agency/, as react-router matches it. */
  readonly path: P;
  /** The route's URL under a site (with its query, where the route takes one). */
  readonly href: H;
}

/** A pattern with its parameters filled in, as react-router's generatePath does (no encoding). */
export function fillPattern(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path
    .split('/')
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      const value = params[segment.slice(1, optional ? -1 : undefined)];
      if (optional && (value === undefined || value === null)) return [];
      return [String(value)];
    })
    .join('/');
}

/**
 * A route: its pattern, and its href derived from it; `build` wraps that href where the route
 * takes more than its pattern (a query string, a choice between two patterns).
 */
function route<P extends string>(path: P): PortalRoute<P, Href<P>>;
function route<P extends string, H>(path: P, build: (href: Href<P>) => H): PortalRoute<P, H>;
function route<P extends string, H>(path: P, build?: (href: Href<P>) => H) {
  const href = ((siteId: SiteId, params?: Readonly<Record<string, unknown>>) =>
    portalPath(siteId, fillPattern(path, params))) as Href<P>;
  return { path, href: build ? build(href) : href };
}

// The public jobs of an applicant: the list alone, or with the referral form of one of them.
const publicJobs = route('applicants/:applicantId/new-refer');

export const routes = {
  /** remote-auth: each page mounted by the shell on its own (sign-up inside the layout). */
  auth: {
    login: route('login'),
    forgotPassword: route('forgot-password'),
    resetPassword: route('reset-password'),
    welcome: route('welcome'),
    signup: route('signup/:hashId?'),
  },
  /** remote-messaging's お知らせ. */
  infos: {
    home: route('infos'),
  },
  /** remote-messaging's chat, mounted at chat/*. */
  chat: {
    home: route('chat'),
    create: route('chat/create'),
    conversation: route('chat/conversation/:threadId'),
  },
  /** remote-settings, mounted at settings/*. */
  settings: {
    home: route('settings'),
    /** API連携 › Webhook (issue 30; main account only). */
    webhooks: route('settings/api/webhooks'),
    /** API連携: the agency's API tokens (issue 30). */
    apiTokens: route('settings/api-tokens'),
  },
  /** remote-jobs, mounted at jobs/* (the two candidate pages are remote-applicants'). */
  jobs: {
    search: route('jobs/search'),
    /** The job list, with the hint to choose one. */
    list: route('jobs/info'),
    info: route('jobs/info/:jobId'),
    /** The referral form of a job for a new applicant. */
    referNew: route('jobs/info/:jobId/refer/new-applicant'),
    /** The referral form of a job: for an existing applicant, or `'new-applicant'`. */
    refer: route('jobs/info/:jobId/refer/:applicantId'),
    /** An applicant not yet referred to the job: the job's summary, their contact and messages. */
    newCandidate: route('jobs/info/:jobId/new-candidate/:applicantId'),
    /** A referred candidate seen from the job page. */
    referredCandidate: route(
      'jobs/info/:jobId/referred-candidate/:candidateId',
      (href) => (siteId: SiteId, p: { jobId: Id; candidateId: Id; applicantId: Id | null }) =>
        `${href(siteId, p)}?applicantId=${p.applicantId ?? ''}`,
    ),
  },
  /** remote-jobs' preview of a job being written (the company's screen opens it). */
  preview: {
    job: route('preview/job'),
  },
  /** remote-applicants, mounted at applicants/*. */
  applicants: {
    home: route('applicants'),
    register: route('applicants/register'),
    /** 候補者情報更新. */
    edit: route('applicants/edit/:applicantId'),
    /** The applicant's column of referred jobs, nothing chosen. */
    applicant: route('applicants/:applicantId'),
    /** The applicant's referred jobs. */
    jobs: route('applicants/:applicantId/jobs'),
    /** 履歴: who did what to the applicant and their referrals, newest first (issue 22). */
    history: route('applicants/:applicantId/history'),
    /** The public jobs to refer the applicant to (newRefer without a job). */
    publicJobs,
    /** The public jobs to refer the applicant to, or the referral form for one of them. */
    newRefer: route(
      'applicants/:applicantId/new-refer/:jobId',
      (href) => (siteId: SiteId, p: { applicantId: Id; jobId?: Id }) =>
        p.jobId === undefined
          ? publicJobs.href(siteId, p)
          : href(siteId, { applicantId: p.applicantId, jobId: p.jobId }),
    ),
    /** The referral form of the applicant for a job, from the candidate page. */
    refer: route('applicants/:applicantId/refer/:jobId'),
    /** A candidate (one referral) of the applicant. */
    candidate: route('applicants/:applicantId/jobs/:jobId/:candidateId'),
    /** 紹介情報更新 of a candidate. */
    candidateEdit: route('applicants/:applicantId/jobs/:jobId/:candidateId/edit'),
  },
  /** remote-events, mounted at events/*. */
  events: {
    /** The calendar filtered to one company (all of them when it is not known). */
    ofCompany: route(
      'events',
      (href) => (siteId: SiteId, p: { companyId: Id | null }) =>
        p.companyId === null ? href(siteId) : `${href(siteId)}?companyId=${p.companyId}`,
    ),
  },
  /**
   * remote-dashboard (ダッシュボード), mounted at dashboard/*: a section the shell learns at run
   * time from the registry (remote-dashboard/section.json), not from route-remotes.ts.
   */
  dashboard: {
    home: route('dashboard'),
    /** やること. */
    tasks: route('dashboard/tasks'),
    /** 回答待ち. */
    waiting: route('dashboard/waiting'),
    /** 実績: the funnel. */
    funnel: route('dashboard/funnel'),
  },
} as const;

export type Routes = typeof routes;
export type Section = Routes[keyof Routes];

/** The first segment every route of a section starts with: 'applicants' for routes.applicants. */
export function prefixOf(section: Section): string {
  const prefixes = new Set(Object.values(section).map((r: PortalRoute) => r.path.split('/')[0]));
  if (prefixes.size !== 1) throw new Error(`A section under several prefixes: ${[...prefixes]}`);
  return [...prefixes][0];
}

/** Where the shell mounts a section's remote: 'applicants/*'. */
export function mountOf(section: Section): string {
  return `${prefixOf(section)}/*`;
}

/** A route's pattern relative to its section's mount: 'jobs/info/:jobId' → 'info/:jobId'. */
export function within(section: Section, r: PortalRoute): string {
  const prefix = `${prefixOf(section)}/`;
  if (!r.path.startsWith(prefix)) throw new Error(`${r.path} is not below ${prefix}`);
  return r.path.slice(prefix.length);
}

/** The shell's outer patterns: a site's portal, then anything else under a site id. */
export const SITE_ROUTES = {
  portal: '/:siteId/employment-agency/*',
  site: '/:siteId/*',
} as const;

/** A pattern below /:siteId/employment-agency/, absolute (a standalone remote, a test's mount). */
export function portalPattern(path: string): string {
  return `${SITE_ROUTES.portal.slice(0, -1)}${path}`;
}
