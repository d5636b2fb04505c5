// GET /sidebar/badges: the counts behind the sidebar's badge dots.
import { api } from './api';
import type { SidebarBadges } from './contract/sidebar';
import type { Result } from './http';

/** null in preview mode: the job preview renders inside the shell's frame without a server. */
export function getSidebarBadges(): Promise<Result<SidebarBadges | null>> {
  return api.get('/sidebar/badges');
}
