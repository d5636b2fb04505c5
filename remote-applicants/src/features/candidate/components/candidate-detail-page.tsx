// The candidate detail on its three routes: applicants/:applicantId/jobs/:jobId/:candidateId
// (inside the applicant columns), and — through the shell, as remote_applicants/CandidateDetail
// — jobs/info/:jobId/referred-candidate/:candidateId?applicantId= and
// jobs/info/:jobId/new-candidate/:applicantId (no referral yet: the applicant's contact and a way
// to refer them).
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { portalPath } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { PageTitle } from '@portal/shared/ui/page-title';
import { Panel } from '../../../components/panel';
import { ErrorWithRetry } from '../../../components/list-states';
import { messages } from '../../../messages';
import { useApplicant } from '../../applicants/api/get-applicant';
import { CandidateDetail } from './candidate-detail';

const t = messages.candidate;

function NewCandidate({ applicantId, jobId }: { applicantId: number; jobId: number }) {
  const siteId = useSiteId();
  const applicant = useApplicant(applicantId);
  if (applicant.isPending) return <LoadingText>{messages.form.loading}</LoadingText>;
  if (applicant.isError)
    return <ErrorWithRetry message={t.loadFailed} onRetry={() => void applicant.refetch()} />;
  const a = applicant.data;
  return (
    <section>
      <Kana>{a.fullNameKana}</Kana>
      <PageTitle>{a.fullNameKanji}</PageTitle>
      <p>{t.newCandidateNote}</p>
      <Contact aria-label={t.contact}>
        <dt>{messages.form.phone}</dt>
        <dd>{a.phone}</dd>
        <dt>{messages.form.email}</dt>
        <dd>{a.email}</dd>
        <dt>{messages.form.direct}</dt>
        <dd>{a.directMessageFlag ? messages.form.notAllowed : messages.form.allowed}</dd>
      </Contact>
      <Link to={portalPath(siteId, `applicants/${applicantId}/refer/${jobId}`)}>
        {t.referThisJob}
      </Link>
    </section>
  );
}

/** Inside the applicant columns. */
export function ApplicantCandidatePage() {
  const { applicantId, jobId, candidateId } = useParams();
  return (
    <Panel>
      <CandidateDetail
        key={candidateId}
        candidateId={Number(candidateId)}
        editPath={`applicants/${applicantId}/jobs/${jobId}/${candidateId}/edit`}
      />
    </Panel>
  );
}

/** The exposed page for the job routes. */
export function JobCandidatePage() {
  const params = useParams();
  const [search] = useSearchParams();
  const jobId = Number(params.jobId);
  if (params.candidateId) {
    const applicantId = search.get('applicantId');
    const editPath = applicantId
      ? `applicants/${applicantId}/jobs/${jobId}/${params.candidateId}/edit`
      : null;
    return (
      <CandidateDetail
        key={params.candidateId}
        candidateId={Number(params.candidateId)}
        editPath={editPath}
      />
    );
  }
  return <NewCandidate applicantId={Number(params.applicantId)} jobId={jobId} />;
}

const Kana = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
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
