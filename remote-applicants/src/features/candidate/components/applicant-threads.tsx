// The applicant's messages on jobs/info/{jobId}/new-candidate/{applicantId}: the thread of each of
// their candidates (GET /applicants/{id}/candidates, newest referral first), each under its job
// and company with a link to that candidate; the latest has the composer, the older ones are read
// only. The threads are the candidate page's (MessagesTab), the composer the shared one.
import { Link } from 'react-router-dom';
import { Stack, stack } from '@portal/shared/ui/layout';
import styled from 'styled-components';
import type { ReferredJobEntry } from '@portal/shared/contract/applicants';
import { paths } from '@portal/shared/paths';
import { useSiteId } from '@portal/shared/use-site-id';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { ErrorWithRetry } from '@portal/shared/ui/error-with-retry';
import { messages } from '../../../messages';
import { useReferredJobs } from '../../referred-jobs/api/get-referred-jobs';
import { MessagesTab } from './messages-tab';

const t = messages.applicantThreads;

/** A referral with a thread: a candidate, not a duplicate-check placeholder. */
const hasThread = (entry: ReferredJobEntry) =>
  entry.candidate.isCandidate &&
  !entry.candidate.isTmpCandidate &&
  !entry.candidate.isTmpCandidateDiscarded;

export function ApplicantThreads({ applicantId }: { applicantId: number }) {
  const siteId = useSiteId();
  // Every company's: the applicant's messages, whichever company the header has chosen.
  const query = useReferredJobs(applicantId, null);
  const threads = (query.data ?? []).filter(hasThread);
  return (
    <section aria-labelledby="applicant-threads-title">
      <Title id="applicant-threads-title">{t.title}</Title>
      {query.isPending ? (
        <LoadingText>{t.loading}</LoadingText>
      ) : query.isError ? (
        <ErrorWithRetry message={t.error} onRetry={() => void query.refetch()} />
      ) : threads.length === 0 ? (
        <EmptyState message={t.empty} />
      ) : (
        <Stack $gap="lg">
          {threads.map((entry, index) => {
            const name = entry.job
              ? t.threadOf(entry.job.companyName, entry.job.name)
              : t.threadWithoutJob;
            const headingId = `applicant-thread-${entry.candidate.id}`;
            return (
              <Thread key={entry.candidate.id} aria-labelledby={headingId}>
                <ThreadHeader>
                  <h3 id={headingId}>
                    {index === 0 ? <Latest>{t.latest}</Latest> : null}
                    {index === 0 ? ' ' : null}
                    {name}
                  </h3>
                  {entry.job ? (
                    <Link
                      to={paths.applicants.candidate(siteId, {
                        applicantId,
                        jobId: entry.job.id,
                        candidateId: entry.candidate.id,
                      })}
                    >
                      {t.openCandidate}
                    </Link>
                  ) : null}
                </ThreadHeader>
                <MessagesTab
                  candidateId={entry.candidate.id}
                  composer={index === 0}
                  label={t.threadLabel(name)}
                />
              </Thread>
            );
          })}
        </Stack>
      )}
    </section>
  );
}

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;
const Thread = styled.section`
  ${stack('sm')}
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
`;
const ThreadHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
`;
const Latest = styled.span`
  display: inline-block;
  margin-right: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
`;
