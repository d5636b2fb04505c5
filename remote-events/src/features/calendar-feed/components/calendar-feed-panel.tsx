// カレンダー連携: the agency's secret iCalendar URL with a copy button, issued or renewed here
// (renewing asks first: the old URL stops working). The URL is shown once, when issued.
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { toast } from '@portal/shared/feedback';
import { formatDateTime } from '@portal/shared/format';
import { Button } from '@portal/shared/ui/button';
import { ConfirmDialog } from '@portal/shared/ui/confirm-dialog';
import { messages } from '../../../messages';
import { useCalendarFeed, useIssueCalendarFeed } from '../api/calendar-feed';
import { Cluster, card, mutedText } from '@portal/shared/ui/layout';

export function CalendarFeedPanel() {
  const status = useCalendarFeed();
  const issue = useIssueCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const url = issue.data?.url;
  const issuedAt = status.data?.issuedAt ?? null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url ?? '');
      toast.success(messages.feedCopied);
    } catch {
      inputRef.current?.select();
      toast.error(messages.feedCopyFailure);
    }
  };

  const run = () => {
    setConfirming(false);
    issue.mutate();
  };

  return (
    <Panel aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">{messages.feedTitle}</h2>
      <p>{messages.feedDescription}</p>
      {url ? (
        <UrlRow>
          <label htmlFor="calendar-feed-url">{messages.feedUrlLabel}</label>
          <UrlInput
            id="calendar-feed-url"
            ref={inputRef}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button type="button" onClick={() => void copy()}>
            {messages.feedCopy}
          </Button>
        </UrlRow>
      ) : status.isError ? (
        <p role="alert">{messages.feedLoadFailure}</p>
      ) : status.isSuccess ? (
        <p>{issuedAt ? messages.feedIssuedAt(formatDateTime(issuedAt)) : messages.feedNotIssued}</p>
      ) : null}
      {url ? <Note>{messages.feedSecretNote}</Note> : null}
      <Actions>
        <Button
          type="button"
          variant="secondary"
          aria-busy={issue.isPending}
          onClick={() => (issuedAt || url ? setConfirming(true) : run())}
        >
          {issuedAt || url ? messages.feedRenew : messages.feedIssue}
        </Button>
      </Actions>
      <ConfirmDialog
        open={confirming}
        title={messages.feedRenewConfirm}
        message={messages.feedRenewConfirmMessage}
        confirmLabel={messages.feedRenewYes}
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      />
    </Panel>
  );
}

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  ${card}
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const UrlRow = styled(Cluster).attrs({ $align: 'center' } as const)`
  label {
    font-weight: 600;
  }
`;

const UrlInput = styled.input`
  flex: 1 1 240px;
  min-width: 0;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Note = styled.p`
  ${mutedText}
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-start;
`;
