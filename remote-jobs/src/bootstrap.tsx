// Standalone development entry: this remote on its own dev server (see @portal/shared/ui/standalone).
import { mountOf, routes } from '@portal/shared/routes';
import { renderStandalone } from '@portal/shared/ui/standalone';
import JobsRoutes from './app/routes';
import PreviewPage from './features/preview/components/preview-page';

renderStandalone(
  [
    { path: mountOf(routes.jobs), Component: JobsRoutes },
    { path: routes.preview.job.path, Component: PreviewPage },
  ],
  'jobs/search',
);
