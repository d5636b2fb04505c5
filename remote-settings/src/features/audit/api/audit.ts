// スタッフ and 操作履歴 (issue 22, main account only): the account kind (from GET
// /settings/account), the staff list, the trail paged by the api's cursor and its CSV.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { callPagesQuery, callQuery } from '@portal/shared/call-query';
import type { AuditFilter } from '@portal/shared/contract/audit';
import { accountQuery } from '../../account/api/get-account';

export const staffQuery = () => callQuery('/settings/staff');

/** The trail page by page (the api's cursor); a new filter keeps the old pages until it answers. */
export const auditRecordsQuery = (filter: AuditFilter) => ({
  ...callPagesQuery<'/audit-records'>('/audit-records', { query: filter }),
  placeholderData: <T>(previous: T) => previous,
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
