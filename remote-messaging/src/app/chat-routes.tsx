// The chat routes, exposed as remote_messaging/Chat and mounted by the shell under `chat/*`:
// the list with a nested page (index, create, one conversation).
import { Navigate, Route, Routes } from 'react-router-dom';
import { portalPath } from '@portal/shared/site';
import { QueryProvider } from '@portal/shared/ui/query-provider';
import { useSiteId } from '@portal/shared/use-site-id';
import { ChatIndex } from '../features/chat/components/chat-index';
import { ChatLayout } from '../features/chat/components/chat-layout';
import { CreatePage } from '../features/chat/components/create-page';
import { ThreadPage } from '../features/chat/components/thread-page';

export default function ChatRoutes() {
  const siteId = useSiteId();
  return (
    <QueryProvider>
      <Routes>
        <Route element={<ChatLayout />}>
          <Route index element={<ChatIndex />} />
          <Route path="create" element={<CreatePage />} />
          <Route path="conversation/:threadId" element={<ThreadPage />} />
        </Route>
        <Route path="*" element={<Navigate to={portalPath(siteId, 'chat')} replace />} />
      </Routes>
    </QueryProvider>
  );
}
