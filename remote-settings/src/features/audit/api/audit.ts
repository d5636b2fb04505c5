// スタッフ and 操作履歴 (issue 22, main account only): the account kind (from GET
// /settings/account), the staff list, the trail paged by the api's cursor and its CSV.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import type { AuditFilter } from '@portal/shared/contract/audit';
import { unwrapResult } from '@portal/shared/query-client';
import { settingsKeys } from '../../../query-keys';

export function useAccountKind() {
  return useQuery({
    queryKey: settingsKeys.account,
    queryFn: () => unwrapResult(api.get('/settings/account')),
    select: (raw) => raw.accountKind,
  });
}

export function useStaff(enabled: boolean) {
  return useQuery({
    queryKey: settingsKeys.staff,
    queryFn: () => unwrapResult(api.get('/settings/staff')),
    enabled,
  });
}

export function useAuditPages(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: settingsKeys.audit(filter),
    queryFn: ({ pageParam }) =>
      unwrapResult(
        api.get('/audit-records', { query: { ...filter, cursor: pageParam ?? undefined } }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: (previous) => previous,
  });
}

export const exportAudit = (filter: AuditFilter) =>
  api.blob('/audit-records/export', { query: filter });
