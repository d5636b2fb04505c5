// The candidate detail on its three routes: applicants/:applicantId/jobs/:jobId/:candidateId
// (inside the applicant columns), and — through the shell, as remote_applicants/CandidateDetail
// — jobs/info/:jobId/referred-candidate/:candidateId?applicantId= and
// jobs/info/:jobId/new-candidate/:applicantId (no referral yet: the job's summary on the left, the
// applicant's contact, a way to refer them and their messages — every referral's thread, the
// latest with the composer — on the right).
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatValue } from '@portal/shared/format';
import { paths } from '@portal/shared/paths';
import { useSiteId } from '@portal/shared/use-site-id';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { PageTitle } from '@portal/shared/ui/page-title';
import { Panel } from '../../../components/panel';
import { ErrorWithRetry } from '@portal/shared/ui/error-with-retry';
import { mutedText } from '@portal/shared/ui/layout';
import { messages } from '../../../messages';
import { useApplicant } from '../../applicants/api/get-applicant';
import { useJob } from '../api/get-job';
import { ApplicantThreads } from './applicant-threads';
import { CandidateDetail } from './candidate-detail';
import { JobSide, Layout, Main } from './detail-layout';

const t = messages.candidate;

/** The job a new candidate would be referred to: name, company and its first detail lines. */
function JobSummary({ jobId }: { jobId: number }) {
  const siteId = useSiteId();
  const job = useJob(jobId);
  return (
    <JobSide aria-label={t.jobInfo}>
      {job.isPending ? (
        <LoadingText>{t.jobLoading}</LoadingText>
      ) : job.isError ? (
        <ErrorWithRetry message={t.jobLoadFailed} onRetry={() => void job.refetch()} />
      ) : (
        <>
          <h2>{job.data.jobName}</h2>
          <p>
            {t.company}：{job.data.companyName}
          </p>
          {job.data.isRecruitmentFinished ? <p>{t.jobFinished}</p> : null}
          <JobLines>
            {job.data.detail.slice(0, JOB_SUMMARY_LINES).map((line) => (
              <div key={line.label}>
                <dt>{line.label}</dt>
                <dd>{formatValue(line.value)}</dd>
              </div>
            ))}
          </JobLines>
          <Link to={paths.jobs.info(siteId, { jobId })}>{t.jobDetailLink}</Link>
        </>
      )}
    </JobSide>
  );
}

const JOB_SUMMARY_LINES = 6;

function NewCandidate({ applicantId, jobId }: { applicantId: number; jobId: number }) {
  const siteId = useSiteId();
  const applicant = useApplicant(applicantId, t.loadFailed);
  return (
    <Layout>
      <JobSummary jobId={jobId} />
      <Main>
        {applicant.isPending ? (
          <LoadingText>{messages.form.loading}</LoadingText>
        ) : applicant.isError ? (
          <ErrorWithRetry message={t.loadFailed} onRetry={() => void applicant.refetch()} />
        ) : (
          <section>
            <Kana>{applicant.data.fullNameKana}</Kana>
            <PageTitle>{applicant.data.fullNameKanji}</PageTitle>
            <p>{t.newCandidateNote}</p>
            <Contact aria-label={t.contact}>
              <dt>{messages.form.phone}</dt>
              <dd>{applicant.data.phone}</dd>
              <dt>{messages.form.email}</dt>
              <dd>{applicant.data.email}</dd>
              <dt>{messages.form.direct}</dt>
              <dd>
                {applicant.data.directMessageFlag
                  ? messages.form.notAllowed
                  : messages.form.allowed}
              </dd>
            </Contact>
            <Link to={paths.applicants.refer(siteId, { applicantId, jobId })}>
              {t.referThisJob}
            </Link>
          </section>
        )}
        {applicant.isSuccess ? <ApplicantThreads applicantId={applicantId} /> : null}
      </Main>
    </Layout>
  );
}

/** Inside the applicant columns. */
export function ApplicantCandidatePage({ back }: { back?: ReactNode }) {
  const siteId = useSiteId();
  const { applicantId, jobId, candidateId } = useParams();
  return (
    <Panel>
      {back}
      <CandidateDetail
        key={candidateId}
        candidateId={Number(candidateId)}
        editTo={paths.applicants.candidateEdit(siteId, {
          applicantId: applicantId!,
          jobId: jobId!,
          candidateId: candidateId!,
        })}
      />
    </Panel>
  );
}

/** The exposed page for the job routes. */
export function JobCandidatePage() {
  const siteId = useSiteId();
  const params = useParams();
  const [search] = useSearchParams();
  const jobId = Number(params.jobId);
  if (params.candidateId) {
    const applicantId = search.get('applicantId');
    const editTo = applicantId
      ? paths.applicants.candidateEdit(siteId, {
          applicantId,
          jobId,
          candidateId: params.candidateId,
        })
      : null;
    return (
      <CandidateDetail
        key={params.candidateId}
        candidateId={Number(params.candidateId)}
        editTo={editTo}
      />
    );
  }
  return <NewCandidate applicantId={Number(params.applicantId)} jobId={jobId} />;
}

const Kana = styled.p`
  ${mutedText}
`;
const JobLines = styled.dl`
  margin: ${({ theme }) => theme.space.sm} 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;
const Contact = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0;
  dt {
    font-weight: 600;
  }
`;
