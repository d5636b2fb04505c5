// GET /settings/permit-matchings: the companies the agency can link, with their link status.
import { callQuery } from '@portal/shared/call-query';
import { useQuery } from '@tanstack/react-query';

export const permitMatchingsQuery = () => callQuery('/settings/permit-matchings');

/** The list; a refetch keeps the current rows on screen until the new answer arrives. */
export function usePermitMatchings() {
  return useQuery(permitMatchingsQuery());
}
