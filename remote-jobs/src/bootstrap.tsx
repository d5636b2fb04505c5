// Standalone development entry: this remote on its own dev server (see @portal/shared/ui/standalone).
import { renderStandalone } from '@portal/shared/ui/standalone';
import JobsRoutes from './app/routes';
import PreviewPage from './features/preview/components/preview-page';

renderStandalone(
  [
    { path: 'jobs/*', Component: JobsRoutes },
    { path: 'preview/job', Component: PreviewPage },
  ],
  'jobs/search',
);
