// Local filters of the referred-jobs list (spec 2 §5): keyword on job or company name
// (case-insensitive substring), the search-conditions popup (job title, occupation, area) and
// the status popup (選考中 / 内定承諾 / その他).
import type { ReferredJobEntry } from '@portal/shared/contract/applicants';
import { SELECTION_STATUS } from '@portal/shared/enums';

export interface JobConditions {
  jobName: string;
  occupation: string;
  area: string;
}

export type StatusGroup = 'inSelection' | 'offerAccepted' | 'other';
export const STATUS_GROUPS: StatusGroup[] = ['inSelection', 'offerAccepted', 'other'];

export const includes = (value: string, keyword: string) =>
  value.toLowerCase().includes(keyword.trim().toLowerCase());

export function statusGroupOf(entry: ReferredJobEntry): StatusGroup {
  const { candidate } = entry;
  if (candidate.isTmpCandidate || candidate.isTmpCandidateDiscarded) return 'other';
  if (candidate.specialSelectionStatus === SELECTION_STATUS.IN_SELECTION) return 'inSelection';
  if (candidate.specialSelectionStatus === SELECTION_STATUS.BEFORE_SELECTION) return 'inSelection';
  if (candidate.specialSelectionStatus === SELECTION_STATUS.OFFER_ACCEPTED) return 'offerAccepted';
  return 'other';
}

export function filterReferredJobs(
  entries: ReferredJobEntry[],
  keyword: string,
  conditions: JobConditions,
  statuses: StatusGroup[],
): ReferredJobEntry[] {
  return entries.filter((entry) => {
    const job = entry.job;
    if (
      keyword.trim() &&
      !(job && (includes(job.name, keyword) || includes(job.companyName, keyword)))
    )
      return false;
    if (conditions.jobName.trim() && !(job && includes(job.name, conditions.jobName))) return false;
    if (conditions.occupation.trim() && !(job && includes(job.jobCategory, conditions.occupation)))
      return false;
    if (conditions.area.trim() && !(job && includes(job.area, conditions.area))) return false;
    return statuses.length === 0 || statuses.includes(statusGroupOf(entry));
  });
}
