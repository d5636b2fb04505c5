// 公開求人一覧 on the new-refer and refer routes: the published jobs (restricted to the globally
// selected company), a keyword search on job or company name, each opening the referral form.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@portal/shared/paths';
import { useSelectedCompanyStore } from '@portal/shared/stores';
import { useSiteId } from '@portal/shared/use-site-id';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { SearchInput } from '@portal/shared/ui/field';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { PhoneBack } from '@portal/shared/ui/phone-levels';
import { ONE_COLUMN_BELOW, Column, Title } from '../../../components/column';
import { ColumnCard } from '../../../components/column-card';
import { ErrorWithRetry } from '@portal/shared/ui/error-with-retry';
import { mutedText } from '@portal/shared/ui/layout';
import { messages } from '../../../messages';
import { usePublicJobs } from '../api/get-public-jobs';
import { includes } from '../filter';

const t = messages.publicJobs;

export function PublicJobsColumn() {
  const siteId = useSiteId();
  const applicantId = Number(useParams().applicantId);
  const companyId = useSelectedCompanyStore((state) => state.selectedCompanyId);
  const query = usePublicJobs(companyId);
  const [keyword, setKeyword] = useState('');
  const shown = (query.data ?? []).filter(
    (job) =>
      !keyword.trim() || includes(job.jobName, keyword) || includes(job.companyName, keyword),
  );
  return (
    <Column aria-labelledby="public-jobs-title">
      <PhoneBack below={ONE_COLUMN_BELOW} to={() => `applicants/${applicantId}/jobs`}>
        {messages.back.toReferred}
      </PhoneBack>
      <Title id="public-jobs-title">{t.title}</Title>
      <SearchInput label={t.search} value={keyword} onChange={setKeyword} />
      {query.isPending ? (
        <LoadingText>{t.loading}</LoadingText>
      ) : query.isError ? (
        <ErrorWithRetry message={t.error} onRetry={() => void query.refetch()} />
      ) : !shown.length ? (
        <EmptyState message={t.empty} />
      ) : (
        <ul role="list" aria-label={t.title}>
          {shown.map((job) => (
            <li key={job.id}>
              <ColumnCard to={paths.applicants.newRefer(siteId, { applicantId, jobId: job.id })}>
                <strong>{job.jobName}</strong>
                <Company>{job.companyName}</Company>
              </ColumnCard>
            </li>
          ))}
        </ul>
      )}
    </Column>
  );
}

const Company = styled.span`
  ${mutedText}
`;
