// Which remote module the page at a path mounts, known before React renders: the shell starts
// loading it while its own chunks arrive, instead of after the first render. Read from the one
// route → remote map (@portal/shared/route-remotes) that the route table and the api read too,
// then from the sections of the registry the api inlined in the page (a section added later).
import { routeRemoteFor } from '@portal/shared/route-remotes';
import { registryRouteFor, sectionsOf } from '@portal/shared/section-registry';
import { portalPathParts } from '@portal/shared/site';
import { inlinedRegistry, type RemoteModuleId } from './remotes';

interface RoutePage {
  module: RemoteModuleId;
  /** Inside the logged-in frame (header, sidebar), or a page of its own (login). */
  inFrame: boolean;
}

/** `/25/employment-agency/chat/3` → remote_messaging/Chat in the frame; null where none is certain. */
export function routePage(pathname: string): RoutePage | null {
  const rest = portalPathParts(pathname)?.subPath;
  if (!rest) return null;
  const own = routeRemoteFor(rest);
  if (own) return { module: own.module, inFrame: own.frame === 'layout' };
  // The registry's sections are inside the frame.
  const added = registryRouteFor(sectionsOf(inlinedRegistry()), rest)?.module;
  return added ? { module: added, inFrame: true } : null;
}
