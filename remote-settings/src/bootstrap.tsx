// Standalone development entry: this remote on its own dev server (see @portal/shared/ui/standalone).
import { renderStandalone } from '@portal/shared/ui/standalone';
import SettingsRoutes from './app/routes';

renderStandalone([{ path: 'settings/*', Component: SettingsRoutes }], 'settings');
