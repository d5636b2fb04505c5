// スタッフ and 操作履歴 (issue 22, main account only): the account kind (from GET
// /settings/account), the staff list, the trail paged by the api's cursor and its CSV.
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import type { AuditFilter } from '@portal/shared/contract/audit';
import { unwrapResult } from '@portal/shared/query-client';
import { settingsKeys } from '../../../query-keys';
import { accountQuery } from '../../account/api/get-account';

export const getStaff = () => api.get('/settings/staff');

export const getAuditRecords = (filter: AuditFilter, cursor: string | null) =>
  api.get('/audit-records', { query: { ...filter, cursor: cursor ?? undefined } });

export const staffQuery = () =>
  queryOptions({
    queryKey: settingsKeys.staff,
    queryFn: () => unwrapResult(getStaff()),
  });

/** The trail page by page (the api's cursor); a new filter keeps the old pages until it answers. */
export const auditRecordsQuery = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: settingsKeys.audit(filter),
    queryFn: ({ pageParam }) => unwrapResult(getAuditRecords(filter, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: (previous) => previous,
  });

/** The account kind, from the account form's cache entry (GET /settings/account). */
export function useAccountKind() {
  return useQuery({ ...accountQuery(), select: (raw) => raw.accountKind });
}

export function useStaff(enabled: boolean) {
  return useQuery({ ...staffQuery(), enabled });
}

export function useAuditPages(filter: AuditFilter) {
  return useInfiniteQuery(auditRecordsQuery(filter));
}

export const exportAudit = (filter: AuditFilter) =>
  api.blob('/audit-records/export', { query: filter });
