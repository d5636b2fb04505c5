// GET /calendar-feed: whether (and when) the agency's calendar URL was issued.
import { useMutation, useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';
import { api } from '@portal/shared/api';
import { toast } from '@portal/shared/feedback';
import { toastError, unwrapResult } from '@portal/shared/query-client';
import { messages } from '../../../messages';

export const calendarFeedQuery = () => callQuery('/calendar-feed');

/**
 * POST /calendar-feed: issues a new secret URL; the previous one stops working.
 */
export function postCalendarFeed() {
  return api.post('/calendar-feed');
}

/**
 * The feed status, and issuing / renewing the URL (shown once: only its digest is stored).
 */
export function useCalendarFeed() {
  return useQuery(calendarFeedQuery());
}

/** The write's tags (calendar-feed) read the status again before it settles. */
export function useIssueCalendarFeed() {
  return useMutation({
    mutationFn: () => unwrapResult(postCalendarFeed()),
    onSuccess: () => {
      toast.success(messages.feedIssued);
    },
    onError: (error) => {
      toastError(error, messages.feedIssueFailure);
    },
  });
}
