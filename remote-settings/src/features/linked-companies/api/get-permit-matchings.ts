// GET /settings/permit-matchings: the companies the agency can link, with their link status.
import type { LinkableCompany } from '@portal/shared/contract';
import { http } from '@portal/shared/http';
import { useLoadState } from '../../../lib/load-state';

export function getPermitMatchings() {
  return http.get<LinkableCompany[] | null>('/settings/permit-matchings');
}

function selectCompanies(raw: LinkableCompany[] | null): LinkableCompany[] {
  return raw ?? [];
}

export function usePermitMatchings() {
  return useLoadState(getPermitMatchings, selectCompanies);
}
