// Which remote serves each route below /{id}/employment-agency/: the one map the shell's route
// table (shell/src/app/routes.tsx) and the api's page preloads (api/src/plugins/shell-static.ts)
// both read. The federation names are those of tools/webpack/apps.cjs (a test keeps them equal).
// Its patterns come from the route table (@portal/shared/routes): a section's mount
// ('applicants/*'), a page the shell mounts on its own. They are react-router's: ':name' a
// segment, ':name?' an optional one, '/*' the rest.
import { mountOf, routes } from './routes';

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

function matches(pattern: string, segments: string[]): boolean {
  const parts = pattern.split('/');
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i];
    if (part === '*') return true;
    const segment = segments[i];
    if (part.startsWith(':')) {
      if (segment === undefined && !part.endsWith('?')) return false;
      continue;
    }
    if (segment !== part) return false;
  }
  return segments.length <= parts.length;
}

/** The route a path below /{id}/employment-agency/ mounts ('jobs/info/3' → jobs), if any. */
export function routeRemoteFor(subPath: string): (typeof ROUTE_REMOTES)[number] | undefined {
  const segments = subPath
    .split(/[?#]/)[0]
    .split('/')
    .filter((segment) => segment !== '');
  return ROUTE_REMOTES.find((route) => matches(route.path, segments));
}
