// The candidate detail on its three routes: applicants/:applicantId/jobs/:jobId/:candidateId
// (inside the applicant columns), and — through the shell, as remote_applicants/CandidateDetail
// — jobs/info/:jobId/referred-candidate/:candidateId?applicantId= and
// jobs/info/:jobId/new-candidate/:applicantId (no referral yet: the job's summary on the left, the
// applicant's contact, a way to refer them and their messages — every referral's thread, the
// latest with the composer — on the right).
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { callQuery } from '@portal/shared/call-query';
import { formatValue } from '@portal/shared/format';
import { pollUnlessLive, useLiveConnected } from '@portal/shared/live-updates';
import { paths } from '@portal/shared/paths';
import { wording } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { PageTitle } from '@portal/shared/ui/page-title';
import { Tabs } from '@portal/shared/ui/tabs';
import { ErrorWithRetry } from '@portal/shared/ui/error-with-retry';
import { Cluster, mutedText } from '@portal/shared/ui/layout';
import { Panel } from '../../../components/panel';
import { messages } from '../../../messages';
import { useApplicant } from '../../applicants/api/get-applicant';
import { useEventHistory } from '../api/schedule';
import { ApplicantThreads } from './applicant-threads';
import { CandidateHeader } from './candidate-header';
import { JobSide, Layout, Main } from './detail-layout';
import { EvaluationsTab } from './evaluations-tab';
import { InfoTab } from './info-tab';
import { MessagesTab } from './messages-tab';

const t = messages.candidate;

/** The job a new candidate would be referred to: name, company and its first detail lines. */
function JobSummary({ jobId }: { jobId: number }) {
  const siteId = useSiteId();
  // The contract's read: remote-jobs' job page reads the same cache entry.
  const job = useQuery(callQuery('/jobs/{id}', { params: { id: jobId } }));
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

const CANDIDATE_POLL_MS = 15_000;

// Weight: the events tab (reservations, with the schedule-conflict rules) and the history tab
// (the audit list) are their own chunks, fetched when the tab opens; the page opens on messages.
const EventsTab = lazy(() =>
  import('./events-tab').then((module) => ({ default: module.EventsTab })),
);
const HistoryTab = lazy(() =>
  import('./history-tab').then((module) => ({ default: module.HistoryTab })),
);

/**
 * The referred candidate (spec 2 §2): job info on the left (or the no-job text), the header, the
 * edit menu item and the tabs; the same for the applicant route and the job routes.
 */
function CandidateDetail({
  candidateId,
  editTo,
}: {
  candidateId: number;
  /** 紹介情報更新 of this candidate, when the page knows its applicant. */
  editTo: string | null;
}) {
  const siteId = useSiteId();
  // Polling is decided again when the stream connects or drops.
  useLiveConnected();
  const candidate = useQuery({
    ...callQuery('/candidates/{id}', { params: { id: candidateId } }, { failure: t.loadFailed }),
    // A status change by the company arrives by the live stream (candidate:{id}); while the
    // stream is down the page asks every 15 s.
    refetchInterval: (query) =>
      pollUnlessLive(CANDIDATE_POLL_MS, query.meta, [`candidate:${candidateId}`]),
  });
  const history = useEventHistory(candidateId);
  const [tab, setTab] = useState('messages');
  if (candidate.isPending) return <LoadingText>{t.loading}</LoadingText>;
  if (candidate.isError)
    return <ErrorWithRetry message={t.loadFailed} onRetry={() => void candidate.refetch()} />;
  const info = candidate.data;
  const name = info.applicant ? `${info.applicant.seiKanji} ${info.applicant.meiKanji}` : '';
  return (
    <Layout>
      <JobSide aria-label={t.jobInfo}>
        {info.job ? (
          <>
            <h2>{info.job.name}</h2>
            <p>
              {t.company}：{info.job.companyName}
            </p>
            <Link to={paths.jobs.info(siteId, { jobId: info.job.id })}>{t.jobDetailLink}</Link>
          </>
        ) : (
          <p>{t.noJob}</p>
        )}
      </JobSide>
      <Main>
        <PageTitle
          style={{
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
          }}
        >
          {name}
        </PageTitle>
        <Cluster $gap="md" $justify="space-between">
          <CandidateHeader info={info} history={history.data ?? []} siteId={siteId} />
          {editTo ? (
            <nav aria-label={t.menu}>
              <Link to={editTo}>{t.edit}</Link>
            </nav>
          ) : null}
        </Cluster>
        <Tabs
          label={t.tabs}
          selectedId={tab}
          onChange={setTab}
          items={[
            {
              id: 'messages',
              label: t.tabMessages,
              content: tab === 'messages' ? <MessagesTab candidateId={candidateId} /> : null,
            },
            {
              id: 'info',
              label: t.tabInfo,
              content: tab === 'info' ? <InfoTab info={info} /> : null,
            },
            {
              id: 'evaluations',
              label: t.tabEvaluations,
              content: tab === 'evaluations' ? <EvaluationsTab candidateId={candidateId} /> : null,
            },
            {
              id: 'events',
              label: wording(siteId).eventsTab,
              content:
                tab === 'events' ? (
                  <Suspense fallback={<LoadingText />}>
                    <EventsTab
                      candidateId={candidateId}
                      siteId={siteId}
                      history={history.data ?? []}
                    />
                  </Suspense>
                ) : null,
            },
            {
              id: 'history',
              label: t.tabHistory,
              content:
                tab === 'history' ? (
                  <Suspense fallback={<LoadingText />}>
                    <HistoryTab kind="candidate" id={candidateId} />
                  </Suspense>
                ) : null,
            },
          ]}
        />
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
