// Standalone development entry: this remote on its own dev server (see @portal/shared/ui/standalone).
import { mountOf, routes } from '@portal/shared/routes';
import { renderStandalone } from '@portal/shared/ui/standalone';
import SettingsRoutes from './app/routes';

renderStandalone([{ path: mountOf(routes.settings), Component: SettingsRoutes }], 'settings');
