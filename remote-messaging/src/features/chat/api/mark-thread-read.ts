// PATCH /introduction-chat-threads/{threadId}: marks the thread read. A write the user did not
// start (opening the thread, a reply arriving while it is open): no loading overlay.
import { api } from '@portal/shared/api';

export function markThreadRead(threadId: number) {
  return api.patch('/introduction-chat-threads/{threadId}', {
    params: { threadId },
    background: true,
  });
}
