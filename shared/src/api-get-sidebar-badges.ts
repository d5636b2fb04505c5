// GET /sidebar/badges: the counts behind the sidebar's badge dots.
import type { SidebarBadges } from './contract';
import { http } from './http';

export function getSidebarBadges() {
  return http.get<SidebarBadges | null>('/sidebar/badges');
}
