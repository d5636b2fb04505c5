// jobs/info/{jobId}: title and company, the import-flag banner (with live progress while
// processing), the referral buttons, the label/value body, and the referred candidates beside it.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { Stack, card } from '@portal/shared/ui/layout';
import styled from 'styled-components';
import { isRecruitmentOpen } from '@portal/shared/contract/job-rules';
import { importFlagHasFailures } from '@portal/shared/enums';
import { formatValue } from '@portal/shared/format';
import { fillTags, LIVE_CHANGES } from '@portal/shared/contract/cache';
import { refreshTags } from '@portal/shared/query-client';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { PageTitle } from '@portal/shared/ui/page-title';
import { PhoneBack } from '@portal/shared/ui/phone-levels';
import { media } from '@portal/shared/ui/responsive';
import { useDocumentTitle } from '@portal/shared/ui/document-title';
import { messages } from '../../../messages';
import { BulkModal } from '../../bulk/components/bulk-modal';
import { useJob } from '../api/get-job';
import { ImportBanner } from './import-banner';
import { JobChanges } from './job-changes';
import { JobActions } from './job-actions';
import { ListState } from './list-state';
import { ReferredSidebar } from './referred-sidebar';
import { routes } from '@portal/shared/routes';

function useRefreshWhenImportEnds(jobId: number, flag: number | null | undefined) {
  const previous = useRef(flag);
  useEffect(() => {
    // An import that ended (even between two polls, so 1 was never seen) changes what a pushed
    // 'bulk' change of the live stream does: its rows, the job's lists, applicants and badges.
    if (previous.current !== undefined && previous.current !== flag && flag !== 1) {
      void refreshTags(fillTags(LIVE_CHANGES.bulk, { jobId }));
    }
    previous.current = flag;
  }, [flag, jobId]);
}

export function JobDetailPage() {
  const jobId = Number(useParams().jobId);
  const { search } = useLocation();
  const job = useJob(jobId);
  const [applicantId, setApplicantId] = useState<number | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  useDocumentTitle(job.data?.jobName ?? messages.searchTitle);
  useRefreshWhenImportEnds(jobId, job.data?.importFlag);
  const back = (
    <PhoneBack to={() => `${routes.jobs.list.path}${search}`}>{messages.backToJobList}</PhoneBack>
  );
  if (job.isPending)
    return (
      <>
        {back}
        <LoadingText>{messages.jobLoading}</LoadingText>
      </>
    );
  return (
    <>
      {back}
      <ListState query={job} loading={messages.jobLoading} error={messages.jobError} empty={null}>
        {job.data ? (
          <Layout>
            <Stack as="section" $shrink>
              <header>
                <PageTitle>{job.data.jobName}</PageTitle>
                <Company>{job.data.companyName}</Company>
              </header>
              <ImportBanner flag={job.data.importFlag} progress={job.data.importProgress} />
              <JobChanges jobId={jobId} />
              <JobActions
                job={job.data}
                selectedApplicantId={applicantId}
                onBulk={() => setBulkOpen(true)}
              />
              <Body>
                {job.data.detail.map((line) => (
                  <div key={line.label}>
                    <dt>{line.label}</dt>
                    <dd>{formatValue(line.value)}</dd>
                  </div>
                ))}
              </Body>
            </Stack>
            <ReferredSidebar
              jobId={jobId}
              selectedApplicantId={applicantId}
              onSelectApplicant={setApplicantId}
            />
            {bulkOpen ? (
              <BulkModal
                jobId={jobId}
                open
                hasFailures={importFlagHasFailures(job.data.importFlag)}
                canUpload={isRecruitmentOpen(job.data, new Date())}
                onClose={() => setBulkOpen(false)}
              />
            ) : null}
          </Layout>
        ) : null}
      </ListState>
    </>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(220px, 300px);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  @media (max-width: 1200px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Company = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Body = styled.dl`
  ${card}
  div {
    display: grid;
    grid-template-columns: minmax(100px, 180px) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  div:last-child {
    border-bottom: none;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  dd {
    white-space: pre-wrap;
    word-break: break-word;
  }
  ${media.phone} {
    div {
      grid-template-columns: minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.xxs};
    }
  }
`;
