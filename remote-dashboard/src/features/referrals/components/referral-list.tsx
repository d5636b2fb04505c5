// The referrals behind a number of the dashboard (unplanned, 回答待ち, a cell of the funnel): one
// row each with the candidate's name opening the candidate page, the company and job, the state,
// when and by whom it was referred, and what the list adds (a mark, an action). Paged: さらに表示.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DashboardReferral } from '@portal/shared/contract/dashboard';
import { SELECTION_STATUS_LABELS, type SelectionStatus } from '@portal/shared/enums';
import { formatDate } from '@portal/shared/format';
import { Button } from '@portal/shared/ui/button';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { ErrorWithRetry } from '@portal/shared/ui/error-with-retry';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { Cluster, mutedText } from '@portal/shared/ui/layout';
import { useSiteId } from '@portal/shared/use-site-id';
import { messages } from '../../../messages';
import { candidateHref } from '../candidate-link';

/** The paged read the list shows: a useInfiniteQuery whose pages carry `items`. */
interface ReferralPages<R> {
  data: { pages: readonly { items: readonly R[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface Props<R extends DashboardReferral> {
  label: string;
  query: ReferralPages<R>;
  loading: string;
  error: string;
  empty: string;
  /** What the row adds after its facts (a mark, an action). */
  extra?: (referral: R) => ReactNode;
}

/** 選考中（一次面接）: the state and, where the company named it, the step. */
function statusText({ specialSelectionStatus, selectionStepName }: DashboardReferral): string {
  const state = SELECTION_STATUS_LABELS[specialSelectionStatus as SelectionStatus] ?? '';
  if (!selectionStepName || selectionStepName === state) return state;
  return state ? `${state}（${selectionStepName}）` : selectionStepName;
}

export function ReferralList<R extends DashboardReferral>(props: Props<R>) {
  const siteId = useSiteId();
  const { query } = props;
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending) return <LoadingText>{props.loading}</LoadingText>;
  if (query.isError) {
    return <ErrorWithRetry message={props.error} onRetry={() => void query.refetch()} />;
  }
  if (!items.length) return <EmptyState message={props.empty} />;
  return (
    <>
      <List aria-label={props.label}>
        {items.map((referral) => {
          const href = candidateHref(siteId, referral);
          return (
            <Row key={referral.candidateId}>
              <Name>
                {href ? <Link to={href}>{referral.applicantName}</Link> : referral.applicantName}
              </Name>
              <Facts>
                <span>
                  {referral.companyName ?? messages.none} /{' '}
                  {referral.jobName ?? messages.jobRemoved}
                </span>
                <span>{statusText(referral)}</span>
                <span>{messages.referredAt(formatDate(referral.referredAt))}</span>
                {referral.referredBy ? (
                  <span>{messages.referredBy(referral.referredBy)}</span>
                ) : null}
              </Facts>
              {props.extra ? <Cluster $gap="sm">{props.extra(referral)}</Cluster> : null}
            </Row>
          );
        })}
      </List>
      {query.hasNextPage ? (
        <More>
          <Button
            variant="secondary"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {messages.more}
          </Button>
        </More>
      ) : null}
    </>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Name = styled.span`
  font-weight: 700;
  min-width: 8em;
`;

const Facts = styled.span`
  display: flex;
  flex-wrap: wrap;
  flex: 1 1 16em;
  gap: ${({ theme }) => `0 ${theme.space.md}`};
  ${mutedText}
  overflow-wrap: anywhere;
`;

const More = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;
