// The messaging remote's pages under /{id}/employment-agency, as the standalone dev server mounts
// them; the shell mounts Infos and ChatRoutes itself.
import { Route, Routes } from 'react-router-dom';
import { mountOf, routes } from '@portal/shared/routes';
import InfosPage from '../features/infos/components/infos-page';
import ChatRoutes from './chat-routes';

export default function MessagingRoutes() {
  return (
    <Routes>
      <Route path={routes.infos.home.path} element={<InfosPage />} />
      <Route path={mountOf(routes.chat)} element={<ChatRoutes />} />
    </Routes>
  );
}
