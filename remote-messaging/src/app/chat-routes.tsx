// The chat routes, exposed as remote_messaging/Chat and mounted by the shell under `chat/*`.
import { Navigate, Route, Routes } from 'react-router-dom';
import { portalPath } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { ChatPage } from '../features/chat/components/chat-page';

export default function ChatRoutes() {
  const siteId = useSiteId();
  return (
    <Routes>
      <Route index element={<ChatPage />} />
      <Route path="*" element={<Navigate to={portalPath(siteId, 'chat')} replace />} />
    </Routes>
  );
}
