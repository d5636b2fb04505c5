// GET /infos: the announcements of the current service line, newest first.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import type { SiteId } from '@portal/shared/site';
import { infoKeys } from '../../../query-keys';

export function getInfos() {
  return api.get('/infos');
}

export const infosQuery = (siteId: SiteId) =>
  queryOptions({ queryKey: infoKeys.list(siteId), queryFn: () => unwrapResult(getInfos()) });
