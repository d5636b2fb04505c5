// Standalone development entry: this remote on its own dev server (see @portal/shared/ui/standalone).
import { mountOf, routes } from '@portal/shared/routes';
import { renderStandalone } from '@portal/shared/ui/standalone';
import CandidateDetailEntry from './app/candidate-detail-entry';
import ApplicantsRoutes from './app/routes';

renderStandalone(
  [
    { path: mountOf(routes.applicants), Component: ApplicantsRoutes },
    { path: routes.jobs.referredCandidate.path, Component: CandidateDetailEntry },
    { path: routes.jobs.newCandidate.path, Component: CandidateDetailEntry },
  ],
  'applicants',
);
