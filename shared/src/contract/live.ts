// Contract of the live stream (GET /stream, added by the product): one server-sent-events stream
// per logged-in page; each message is a LiveMessage (./chat) named by its type.
import { call, calls } from './define';

export const liveCalls = calls({
  'GET /stream': call({
    operationId: 'streamLiveUpdates',
    tag: '共通 (shell)',
    summary: 'Live updates (server-sent events): the badges, then what changed for the agency',
    answer: 'event-stream',
  }),
});
