// The events routes, relative to the shell's `events/*`; an unknown sub-path returns to the top.
import { Navigate, Route, Routes } from 'react-router-dom';
import { portalPath } from '@portal/shared/site';
import { EventsPage } from '../features/events/components/events-page';
import { useSiteId } from './use-site-id';

export default function EventsRoutes() {
  const siteId = useSiteId();
  return (
    <Routes>
      <Route index element={<EventsPage />} />
      <Route path="*" element={<Navigate to={portalPath(siteId, 'events')} replace />} />
    </Routes>
  );
}
