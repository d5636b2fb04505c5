// The candidate detail (spec 2 §2): job info on the left (or the no-job text), the header, the
// edit menu item and the four tabs. One implementation for the applicant route and the job
// routes the shell maps to it.
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@portal/shared/paths';
import { wording } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { PageTitle } from '@portal/shared/ui/page-title';
import { Tabs } from '@portal/shared/ui/tabs';
import { ErrorWithRetry } from '@portal/shared/ui/error-with-retry';
import { messages } from '../../../messages';
import { useCandidate } from '../api/get-candidate';
import { useEventHistory } from '../api/schedule';
import { CandidateHeader } from './candidate-header';
import { EvaluationsTab } from './evaluations-tab';
import { InfoTab } from './info-tab';
import { MessagesTab } from './messages-tab';
import { JobSide, Layout, Main } from './detail-layout';
import { Cluster } from '@portal/shared/ui/layout';

// Weight: the events tab (reservations, with the schedule-conflict rules) and the history tab
// (the audit list) are their own chunks, fetched when the tab opens; the page opens on messages.
const EventsTab = lazy(() =>
  import('./events-tab').then((module) => ({ default: module.EventsTab })),
);
const HistoryTab = lazy(() =>
  import('./history-tab').then((module) => ({ default: module.HistoryTab })),
);

const t = messages.candidate;

export function CandidateDetail({
  candidateId,
  editTo,
}: {
  candidateId: number;
  /** 紹介情報更新 of this candidate, when the page knows its applicant. */
  editTo: string | null;
}) {
  const siteId = useSiteId();
  const candidate = useCandidate(candidateId);
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
