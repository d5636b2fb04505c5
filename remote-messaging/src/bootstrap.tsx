// Standalone development entry: this remote on its own dev server (see @portal/shared/ui/standalone).
import { renderStandalone } from '@portal/shared/ui/standalone';
import MessagingRoutes from './app/routes';

renderStandalone([{ path: '*', Component: MessagingRoutes }], 'infos');
