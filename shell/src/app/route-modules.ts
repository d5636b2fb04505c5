// Which remote module the page at a path mounts, known before React renders: the shell starts
// loading it while its own chunks arrive, instead of after the first render. It mirrors the
// route table of routes.tsx (route-modules.test.tsx checks that the two agree).
import type { RemoteModuleId } from './remotes';

const SECTION_MODULES: Record<string, RemoteModuleId> = {
  login: 'remote_auth/Login',
  'forgot-password': 'remote_auth/ForgotPassword',
  'reset-password': 'remote_auth/ResetPassword',
  welcome: 'remote_auth/Welcome',
  signup: 'remote_auth/Signup',
  infos: 'remote_messaging/Infos',
  chat: 'remote_messaging/Chat',
  settings: 'remote_settings/Routes',
  jobs: 'remote_jobs/Routes',
  applicants: 'remote_applicants/Routes',
  events: 'remote_events/Routes',
};

const CANDIDATE_ON_JOB = /^jobs\/info\/[^/]+\/(?:referred-candidate|new-candidate)\/[^/]+\/?$/;

/** `/25/employment-agency/chat/3` → 'remote_messaging/Chat'; null where no remote is certain. */
export function routeRemoteModule(pathname: string): RemoteModuleId | null {
  const rest = /^\/[^/]+\/employment-agency\/(.+)$/.exec(pathname)?.[1];
  if (!rest) return null;
  if (CANDIDATE_ON_JOB.test(rest)) return 'remote_applicants/CandidateDetail';
  if (/^preview\/job\/?$/.test(rest)) return 'remote_jobs/Preview';
  return SECTION_MODULES[rest.split('/')[0]] ?? null;
}
