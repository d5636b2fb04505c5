// The chat routes, exposed as remote_messaging/Chat and mounted by the shell under `chat/*`:
// the list with a nested page (index, create, one conversation), each from the route table
// (@portal/shared/routes).
import { Navigate, Route, Routes } from 'react-router-dom';
import { routes, within } from '@portal/shared/routes';
import { QueryProvider } from '@portal/shared/ui/query-provider';
import { useSiteId } from '@portal/shared/use-site-id';
import { ChatIndex } from '../features/chat/components/chat-index';
import { ChatLayout } from '../features/chat/components/chat-layout';
import { CreatePage } from '../features/chat/components/create-page';
import { ThreadPage } from '../features/chat/components/thread-page';

const { chat } = routes;

export default function ChatRoutes() {
  const siteId = useSiteId();
  return (
    <QueryProvider>
      <Routes>
        <Route element={<ChatLayout />}>
          <Route index element={<ChatIndex />} />
          <Route path={within(chat, chat.create)} element={<CreatePage />} />
          <Route path={within(chat, chat.conversation)} element={<ThreadPage />} />
        </Route>
        <Route path="*" element={<Navigate to={chat.home.href(siteId)} replace />} />
      </Routes>
    </QueryProvider>
  );
}
