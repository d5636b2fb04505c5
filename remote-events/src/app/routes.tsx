// The events routes, relative to the shell's `events/*`; an unknown sub-path returns to the top.
// Wrapped in the portal's one query cache.
import { Navigate, Route, Routes } from 'react-router-dom';
import { portalPath } from '@portal/shared/site';
import { QueryProvider } from '@portal/shared/ui/query-provider';
import { useSiteId } from '@portal/shared/use-site-id';
import { EventsPage } from './events-page';

export default function EventsRoutes() {
  const siteId = useSiteId();
  return (
    <QueryProvider>
      <Routes>
        <Route index element={<EventsPage />} />
        <Route path="*" element={<Navigate to={portalPath(siteId, 'events')} replace />} />
      </Routes>
    </QueryProvider>
  );
}
