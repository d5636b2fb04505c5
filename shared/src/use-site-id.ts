// useSiteId: the site id (/{id}/employment-agency/...) of the page being shown, for every remote.
// The shell has already rejected invalid ids before any remote is mounted.
import { useLocation, useParams } from 'react-router-dom';
import { isSiteId, siteIdFromPath, type SiteId } from './site';

/**
 * The `siteId` route parameter where the route declares one (the shell's and each standalone
 * bootstrap's `/:siteId/employment-agency/*`); otherwise the first segment of the path, so a page
 * rendered under a route without the parameter still knows its service line.
 */
export function useSiteId(): SiteId {
  const { siteId } = useParams();
  const { pathname } = useLocation();
  return isSiteId(siteId) ? siteId : siteIdFromPath(pathname);
}
