// The feed status, and issuing / renewing the URL (shown once: only its digest is stored).
import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '@portal/shared/feedback';
import { toastError, unwrapResult } from '@portal/shared/query-client';
import { messages } from '../../../messages';
import { calendarFeedQuery } from '../api/get-calendar-feed';
import { postCalendarFeed } from '../api/post-calendar-feed';

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
