// The events routes, relative to the shell's `events/*`; an unknown sub-path returns to the top.
import { Navigate, Route, Routes } from 'react-router-dom';
import { portalPath } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { EventsPage } from '../features/events/components/events-page';

export default function EventsRoutes() {
  const siteId = useSiteId();
  return (
    <Routes>
      <Route index element={<EventsPage />} />
      <Route path="*" element={<Navigate to={portalPath(siteId, 'events')} replace />} />
    </Routes>
  );
}
