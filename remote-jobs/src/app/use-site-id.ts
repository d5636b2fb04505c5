// The site id of the current URL (/{id}/employment-agency/...); the shell has already rejected
// invalid ids before this remote is mounted.
import { useLocation } from 'react-router-dom';
import { siteIdFromPath, type SiteId } from '@portal/shared/site';

export function useSiteId(): SiteId {
  return siteIdFromPath(useLocation().pathname);
}
