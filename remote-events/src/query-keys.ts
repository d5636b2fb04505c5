// Query keys of the events remote: one place, so a write knows exactly what to refresh.
import type { SiteId } from '@portal/shared/site';

export const eventKeys = {
  all: (siteId: SiteId) => ['events', siteId] as const,
  month: (siteId: SiteId, month: string, companyIds: readonly number[]) =>
    ['events', siteId, 'month', month, [...companyIds].sort((a, b) => a - b)] as const,
  detail: (siteId: SiteId, eventId: number) => ['events', siteId, 'detail', eventId] as const,
  candidates: (siteId: SiteId, eventId: number, keyword: string) =>
    ['events', siteId, 'candidates', eventId, keyword] as const,
  candidatesOf: (siteId: SiteId, eventId: number) =>
    ['events', siteId, 'candidates', eventId] as const,
  feed: (siteId: SiteId) => ['calendar-feed', siteId] as const,
};
