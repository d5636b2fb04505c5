// GET /jobs (the jobs area's call): the published jobs to refer an applicant to, read as
// PublicJob (what the column shows).
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';
import type { PublicJob } from '@portal/shared/contract/applicants';
import type { JobListItem } from '@portal/shared/contract/jobs';

export function toPublicJobs(answer: readonly JobListItem[]): PublicJob[] {
  return answer.map((job) => ({ id: job.id, jobName: job.jobName, companyName: job.companyName }));
}

export function usePublicJobs(companyId: number | null) {
  return useQuery({
    ...callQuery('/jobs', { query: { selectedCompanyId: companyId ?? undefined } }),
    select: toPublicJobs,
  });
}
