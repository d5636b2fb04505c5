// remote_applicants/CandidateDetail: the candidate detail the shell maps to
// jobs/info/:jobId/referred-candidate/:candidateId and jobs/info/:jobId/new-candidate/:applicantId.
import { QueryProvider } from '@portal/shared/ui/query-provider';
import { Panel } from '../components/panel';
import { JobCandidatePage } from '../features/candidate/components/candidate-detail-page';

export default function CandidateDetailEntry() {
  return (
    <QueryProvider>
      <Panel>
        <JobCandidatePage />
      </Panel>
    </QueryProvider>
  );
}
