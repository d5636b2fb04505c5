// The query keys of this remote, so every "refresh X after Y" names the same cache entry.
export const queryKeys = {
  referredJobs: (applicantId: number, companyId: number | null) =>
    ['applicants', applicantId, 'candidates', companyId] as const,
  referredJobsOf: (applicantId: number) => ['applicants', applicantId, 'candidates'] as const,
  mergePreview: (keptId: number, sourceId: number | null) =>
    ['applicants', 'merge-preview', keptId, sourceId] as const,
  /** GET /settings/account, the settings remote's key (the account kind). */
  account: ['settings', 'account'] as const,
  publicJobs: (companyId: number | null) => ['jobs', 'public', companyId] as const,
  candidate: (id: number) => ['candidates', id] as const,
  messages: (id: number) => ['candidates', id, 'messages'] as const,
  esFiles: (id: number) => ['candidates', id, 'esfiles'] as const,
  evaluations: (id: number) => ['candidates', id, 'evaluations'] as const,
  tentative: (id: number) => ['candidates', id, 'tentative-events'] as const,
  history: (id: number) => ['candidates', id, 'event-history'] as const,
};
