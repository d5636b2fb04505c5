// GET /infos/{id}: one announcement with its HTML body.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import type { SiteId } from '@portal/shared/site';
import { infoKeys } from '../../../query-keys';

export function getInfo(id: number) {
  return api.get('/infos/{infoId}', { params: { infoId: id } });
}

export const infoQuery = (siteId: SiteId, id: number) =>
  queryOptions({
    queryKey: infoKeys.detail(siteId, id),
    queryFn: () => unwrapResult(getInfo(id)),
    // The modal explains a failure at once (its own message per kind) instead of retrying.
    retry: false,
  });
