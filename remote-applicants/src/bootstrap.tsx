// Standalone development entry: this remote on its own dev server (see @portal/shared/ui/standalone).
import { renderStandalone } from '@portal/shared/ui/standalone';
import CandidateDetailEntry from './app/candidate-detail-entry';
import ApplicantsRoutes from './app/routes';

renderStandalone(
  [
    { path: 'applicants/*', Component: ApplicantsRoutes },
    { path: 'jobs/info/:jobId/referred-candidate/:candidateId', Component: CandidateDetailEntry },
    { path: 'jobs/info/:jobId/new-candidate/:applicantId', Component: CandidateDetailEntry },
  ],
  'applicants',
);
