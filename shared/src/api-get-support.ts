// GET /support: the support site, e-mail, phone and hours as the operator configured them (the
// api's SUPPORT_* environment, or the company console's set-support-contact). Read once per page
// load through the query cache, shared by the shell's header and menu and the announcements
// page's side panel.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { callQuery } from '@portal/shared/call-query';
import type { SupportContact } from './contract/support';
import type { Result } from './http';

/** null in preview mode: the job preview renders inside the shell's frame without a server. */
export function getSupportContact(): Promise<Result<SupportContact | null>> {
  return api.get('/support');
}

export const supportContactQuery = { ...callQuery('/support'), staleTime: Infinity };

/** The configured contact; null until it arrives and when it failed (nothing invented is shown). */
export function useSupportContact(): SupportContact | null {
  return useQuery(supportContactQuery).data ?? null;
}

/** A phone number as a tel: link (digits and + only). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;
