// The selected applicant's referred jobs: keyword search (job or company name), 新しい求人に紹介する,
// the 検索条件 and 絞り込み popups, and a card per referral (opens the candidate only when it is a
// candidate; duplicate checks show their tooltip instead). Pointing at a candidate's card or
// focusing it starts loading the candidate (GET /candidates/{id}, the detail's first read).
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { callQuery } from '@portal/shared/call-query';
import { paths } from '@portal/shared/paths';
import { useIntentPrefetch } from '@portal/shared/prefetch';
import type { ReferredJobEntry } from '@portal/shared/contract/applicants';
import { useSelectedCompanyStore } from '@portal/shared/stores';
import { type SiteId } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { Badge } from '@portal/shared/ui/badge';
import { Button } from '@portal/shared/ui/button';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { SearchInput } from '@portal/shared/ui/field';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { PhoneBack } from '@portal/shared/ui/phone-levels';
import { messages } from '../../../messages';
import { ONE_COLUMN_BELOW, AddLink, Column, Title } from '../../../components/column';
import { ColumnCard, columnCardBox } from '../../../components/column-card';
import { ErrorWithRetry } from '@portal/shared/ui/error-with-retry';
import { UnreadCount } from '../../../components/unread-count';
import { isClickable, referralPill } from '../../../lib/card-labels';
import { useIsMainAccount } from '../../applicants/api/get-account-kind';
import { useApplicant, useMergedRedirect } from '../../applicants/api/get-applicant';
import { MergeDialog } from '../../applicants/components/merge-dialog';
import { useReferredJobs } from '../api/get-referred-jobs';
import { filterReferredJobs } from '../filter';
import { FilterPopup, NO_FILTER, type ReferredJobsFilter } from './filter-popups';
import { Cluster, inlineRow, mutedText } from '@portal/shared/ui/layout';
import { FilterIcon } from '@portal/shared/ui/line-icon';

const t = messages.referred;

function EntryCard({
  entry,
  siteId,
  applicantId,
}: {
  entry: ReferredJobEntry;
  siteId: SiteId;
  applicantId: number;
}) {
  const intent = useIntentPrefetch();
  const pill = referralPill(entry.candidate, siteId);
  const body = (
    <>
      <JobName>{entry.job?.name ?? messages.candidate.noJob}</JobName>
      {entry.job ? <Company>{entry.job.companyName}</Company> : null}
      <Cluster as="span" $gap="xs" $align="center">
        <Badge tone={pill.tone}>{pill.label}</Badge>
        <UnreadCount count={entry.candidate.unreadCount} />
      </Cluster>
    </>
  );
  if (!isClickable(entry.candidate)) {
    return (
      <Disabled aria-disabled="true" title={pill.tooltip} tabIndex={0} aria-describedby={undefined}>
        {body}
        {pill.tooltip ? <Tip>{pill.tooltip}</Tip> : null}
      </Disabled>
    );
  }
  const to = paths.applicants.candidate(siteId, {
    applicantId,
    jobId: entry.job?.id ?? 0,
    candidateId: entry.candidate.id,
  });
  return (
    // The page's first read, without its failure message: a failed prefetch says nothing, the
    // page says it when it opens.
    <Card
      to={to}
      {...intent(callQuery('/candidates/{id}', { params: { id: entry.candidate.id } }))}
    >
      {body}
    </Card>
  );
}

export function ReferredJobsColumn() {
  const siteId = useSiteId();
  const applicantId = Number(useParams().applicantId);
  const companyId = useSelectedCompanyStore((state) => state.selectedCompanyId);
  const query = useReferredJobs(applicantId, companyId);
  const applicant = useApplicant(applicantId);
  const [keyword, setKeyword] = useState('');
  const [filter, setFilter] = useState<ReferredJobsFilter>(NO_FILTER);
  const { conditions, statuses } = filter;
  const [popup, setPopup] = useState(false);
  const [merging, setMerging] = useState(false);
  // Merging is the main account's only: a sub-account never sees the button.
  const canMerge = useIsMainAccount();
  useMergedRedirect(applicantId, applicant.data?.id);
  const shown = filterReferredJobs(query.data ?? [], keyword, conditions, statuses);
  const filtered = Object.values(conditions).some((v) => v.trim()) || statuses.length > 0;

  return (
    <Column aria-labelledby="referred-title">
      <PhoneBack below={ONE_COLUMN_BELOW} to={() => 'applicants'}>
        {messages.back.toApplicants}
      </PhoneBack>
      <Title id="referred-title">{t.title}</Title>
      {applicant.data && (
        <WhoRow>
          <Who>{t.of(applicant.data.fullNameKanji)}</Who>
          <Cluster $align="center">
            <EditLink to={paths.applicants.edit(siteId, { applicantId })}>{t.edit}</EditLink>
            <EditLink to={paths.applicants.history(siteId, { applicantId })}>
              {messages.history.open}
            </EditLink>
            {canMerge ? (
              <Button size="sm" variant="secondary" onClick={() => setMerging(true)}>
                {messages.merge.action}
              </Button>
            ) : null}
          </Cluster>
        </WhoRow>
      )}
      <SearchRow>
        <SearchInput label={t.search} value={keyword} onChange={setKeyword} />
        {/* One filter icon, as in 公開求人一覧; pressed while a filter is on. */}
        <Button
          type="button"
          size="sm"
          variant={filtered ? 'primary' : 'ghost'}
          aria-label={t.filter}
          title={t.filter}
          aria-haspopup="dialog"
          aria-pressed={filtered}
          onClick={() => setPopup(true)}
        >
          <FilterIcon />
        </Button>
      </SearchRow>
      <AddLink to={paths.applicants.newRefer(siteId, { applicantId })}>{t.referNew}</AddLink>
      {query.isPending ? (
        <LoadingText>{t.loading}</LoadingText>
      ) : query.isError ? (
        <ErrorWithRetry message={t.error} onRetry={() => void query.refetch()} />
      ) : !shown.length ? (
        <EmptyState message={query.data.length ? t.noMatch : t.empty} />
      ) : (
        <ul role="list" aria-label={t.title}>
          {shown.map((entry) => (
            <li key={entry.candidate.id}>
              <EntryCard entry={entry} siteId={siteId} applicantId={applicantId} />
            </li>
          ))}
        </ul>
      )}
      {merging && canMerge && applicant.data ? (
        <MergeDialog applicant={applicant.data} onClose={() => setMerging(false)} />
      ) : null}
      {popup ? (
        <FilterPopup
          open
          value={filter}
          onClose={() => setPopup(false)}
          onApply={(value) => {
            setFilter(value);
            setPopup(false);
          }}
        />
      ) : null}
    </Column>
  );
}

/** The search box with the filter icon after it. */
const SearchRow = styled.div`
  ${inlineRow('xs')}
  > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

// A row, or a row that cannot be opened yet (muted, with the reason as its tooltip).
const Card = styled(ColumnCard).attrs({ $marked: true })`
  gap: 2px;
`;
const Disabled = styled.div`
  ${columnCardBox}
  gap: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: not-allowed;
`;
const Tip = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
const JobName = styled.span`
  font-weight: 600;
`;
const Company = styled.span`
  ${mutedText}
`;
const WhoRow = styled(Cluster).attrs({
  $gap: 'xs',
  $align: 'baseline',
  $justify: 'space-between',
} as const)`
  margin-top: calc(-1 * ${({ theme }) => theme.space.xs});
`;
const Who = styled.p`
  ${mutedText}
`;
/** 候補者情報更新 (applicants/edit/{id}), with its leave guard. */
const EditLink = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.primary};
`;
