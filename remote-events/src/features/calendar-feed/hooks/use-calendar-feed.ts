// The feed status, and issuing / renewing the URL (shown once: only its digest is stored).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@portal/shared/feedback';
import { toastError, unwrapResult } from '@portal/shared/query-client';
import { useSiteId } from '@portal/shared/use-site-id';
import { messages } from '../../../messages';
import { calendarFeedQuery } from '../api/get-calendar-feed';
import { postCalendarFeed } from '../api/post-calendar-feed';

export function useCalendarFeed() {
  const siteId = useSiteId();
  return useQuery(calendarFeedQuery(siteId));
}

export function useIssueCalendarFeed() {
  const siteId = useSiteId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrapResult(postCalendarFeed()),
    onSuccess: (feed) => {
      client.setQueryData(calendarFeedQuery(siteId).queryKey, { issuedAt: feed.issuedAt });
      toast.success(messages.feedIssued);
    },
    onError: (error) => {
      toastError(error, messages.feedIssueFailure);
    },
  });
}
