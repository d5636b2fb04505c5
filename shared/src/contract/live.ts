// Contract of the live stream (GET /stream, added by the product): one server-sent-events stream
// per logged-in page; each message is a LiveMessage (./chat) named by its type.
import { call, calls } from './define';

export const liveCalls = calls('共通 (shell)', {
  'GET /stream': call({
    operationId: 'streamLiveUpdates',
    summary: 'Live updates (server-sent events): the badges, then what changed for the agency',
    answer: 'event-stream',
  }),
});
