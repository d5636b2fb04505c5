// The section title each route is named by at first (the route table's and the first sight's).
import type { SectionTitleKey } from '@portal/shared/route-remotes';
import { wording, type SiteId } from '@portal/shared/site';
import { messages } from '../messages';

export function sectionTitles(siteId: SiteId): Record<SectionTitleKey, string> {
  return { ...messages.titles, events: wording(siteId).eventsTitle };
}
