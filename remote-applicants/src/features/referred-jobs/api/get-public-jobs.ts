// GET /jobs (the jobs area's call): the published jobs to refer an applicant to. The list is
// read as PublicJob whatever else an item carries; a paged answer ({ items }) is read too.
import { useQuery } from '@tanstack/react-query';
import type { PublicJob } from '@portal/shared/contract/applicants';
import { http } from '@portal/shared/http';
import { unwrapResult } from '@portal/shared/query-client';
import { queryKeys } from '../../../query-keys';

type JobsAnswer = PublicJob[] | { items?: PublicJob[]; jobs?: PublicJob[] } | null;

export function toPublicJobs(answer: JobsAnswer): PublicJob[] {
  const list = Array.isArray(answer) ? answer : (answer?.items ?? answer?.jobs ?? []);
  return list.map((job) => ({ id: job.id, jobName: job.jobName, companyName: job.companyName }));
}

export const getPublicJobs = (companyId: number | null) =>
  http.get<JobsAnswer>('jobs', { searchParams: { selectedCompanyId: companyId ?? undefined } });

export function usePublicJobs(companyId: number | null) {
  return useQuery({
    queryKey: queryKeys.publicJobs(companyId),
    queryFn: async () => toPublicJobs(await unwrapResult(getPublicJobs(companyId))),
  });
}
