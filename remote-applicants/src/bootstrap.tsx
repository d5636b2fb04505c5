// Standalone development entry: this remote on its own dev server (see @portal/shared/ui/standalone).
import { renderStandalone } from '@portal/shared/ui/standalone';
import ApplicantsRoutes from './app/routes';

renderStandalone([{ path: 'applicants/*', Component: ApplicantsRoutes }], 'applicants');
