// The site a bare `/` lands on: the new-graduate class being recruited now (graduating next year),
// kept inside the years the product serves.
import { YEAR_OPTIONS, type SiteId } from '@portal/shared/site';

export function defaultSiteId(now: Date = new Date()): SiteId {
  const graduating = String((now.getFullYear() + 1) % 100).padStart(2, '0');
  const years = YEAR_OPTIONS.map((option) => option.value);
  const current = years.find((year) => year === graduating);
  if (current !== undefined) return current;
  return graduating < years[0] ? years[0] : years[years.length - 1];
}
