// The query-cache keys of the settings remote: one per call it reads.
export const settingsKeys = {
  account: ['settings', 'account'] as const,
  notifications: ['settings', 'notifications'] as const,
  permitMatchings: ['settings', 'permit-matchings'] as const,
  staff: ['settings', 'staff'] as const,
  audit: (filter: object) => ['settings', 'audit', filter] as const,
};
