// PATCH /introduction-chat-threads/{threadId}: marks the thread read. A write the user did not
// start (opening the thread, a reply arriving while it is open): no loading overlay. The new
// counts come back through the live stream ('chat-read', to every page of the agency); while the
// stream is down this page reads them itself.
import { api } from '@portal/shared/api';
import { isLiveConnected } from '@portal/shared/live-updates';
import { refreshTags } from '@portal/shared/query-client';

export async function markThreadRead(threadId: number) {
  const result = await api.patch('/introduction-chat-threads/{threadId}', {
    params: { threadId },
    background: true,
  });
  if (result.ok && !isLiveConnected()) await refreshTags(['chat-groups', 'chat-threads', 'badges']);
  return result;
}
