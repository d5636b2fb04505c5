// The messaging remote's pages under /{id}/employment-agency, as the standalone dev server mounts
// them; the shell mounts Infos and ChatRoutes itself.
import { Route, Routes } from 'react-router-dom';
import InfosPage from '../features/infos/components/infos-page';
import ChatRoutes from './chat-routes';

export default function MessagingRoutes() {
  return (
    <Routes>
      <Route path="infos" element={<InfosPage />} />
      <Route path="chat/*" element={<ChatRoutes />} />
    </Routes>
  );
}
