// Contract of the sidebar's counts (GET /sidebar/badges): the shell shows them as dots and the
// live stream sends them again whenever one changes.
import { z } from '../zod';
import { call, calls } from './define';

export const sidebarBadges = z.object({
  unreadThread: z.number(),
  importedJob: z.number(),
  unreadCandidateThread: z.number(),
  unmatchedCompany: z.number(),
  /** My open tasks past their due time (issue 29); absent from an api before it. */
  overdueTask: z.number().optional(),
});
export type SidebarBadges = z.infer<typeof sidebarBadges>;

export const sidebarCalls = calls('共通 (shell)', {
  'GET /sidebar/badges': call({
    operationId: 'getSidebarBadges',
    summary: 'The counts behind the sidebar dots',
    response: sidebarBadges,
  }),
});
