// Standalone development entry: this remote on its own dev server (see @portal/shared/ui/standalone).
import { mountOf, routes } from '@portal/shared/routes';
import { renderStandalone } from '@portal/shared/ui/standalone';
import DashboardRoutes from './app/routes';

renderStandalone([{ path: mountOf(routes.dashboard), Component: DashboardRoutes }], 'dashboard');
