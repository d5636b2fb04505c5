// GET /applicants/possible-duplicates as the forms ask it while the user types (issue 21): the
// applicant register and edit forms (remote-applicants) and the referral form of a new applicant
// (remote-jobs). Debounced, so a typed word is one request; one cache key for both remotes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import type { PossibleDuplicatesQuery } from './contract/applicants';
import { unwrapResult } from '@portal/shared/query-client';
import { useDebounced } from './use-debounced';
import { emailKey, MIN_PHONE_KEY_LENGTH, nameKey, phoneKey } from './rules/identity';

export const DUPLICATE_CHECK_DELAY_MS = 400;

export const possibleDuplicatesKey = (query: PossibleDuplicatesQuery) =>
  ['applicants', 'possible-duplicates', query] as const;

export const possibleDuplicatesQuery = (query: PossibleDuplicatesQuery) =>
  queryOptions({
    queryKey: possibleDuplicatesKey(query),
    queryFn: () => unwrapResult(api.get('/applicants/possible-duplicates', { query })),
    staleTime: 30_000,
  });

/** Whether the typed values can match anyone: a whole phone, or a name with an address. */
export function canMatch(query: PossibleDuplicatesQuery): boolean {
  const named = Boolean(nameKey(query.name ?? '') || nameKey(query.kana ?? ''));
  return (
    phoneKey(query.phone ?? '').length >= MIN_PHONE_KEY_LENGTH ||
    (named && emailKey(query.email ?? '').includes('@'))
  );
}

export function usePossibleDuplicates(query: PossibleDuplicatesQuery) {
  const settled = useDebounced(
    {
      name: query.name?.trim() || undefined,
      kana: query.kana?.trim() || undefined,
      phone: query.phone?.trim() || undefined,
      email: query.email?.trim() || undefined,
      exceptId: query.exceptId,
    },
    DUPLICATE_CHECK_DELAY_MS,
  );
  const enabled = canMatch(settled);
  const result = useQuery({ ...possibleDuplicatesQuery(settled), enabled });
  return enabled ? (result.data ?? []) : [];
}
