// GET /settings/permit-matchings: the companies the agency can link, with their link status.
import { api } from '@portal/shared/api';
import type { LinkableCompany } from '@portal/shared/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapResult } from '@portal/shared/query-client';
import { settingsKeys } from '../../../query-keys';

export function getPermitMatchings() {
  return api.get('/settings/permit-matchings');
}

export const permitMatchingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.permitMatchings,
    queryFn: (): Promise<LinkableCompany[]> => unwrapResult(getPermitMatchings()),
  });

/** The list; a refetch keeps the current rows on screen until the new answer arrives. */
export function usePermitMatchings() {
  return useQuery(permitMatchingsQuery());
}
