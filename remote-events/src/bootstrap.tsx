// Standalone development entry: this remote on its own dev server (see @portal/shared/ui/standalone).
import { renderStandalone } from '@portal/shared/ui/standalone';
import EventsRoutes from './app/routes';

renderStandalone([{ path: 'events/*', Component: EventsRoutes }], 'events');
