// GET /stream: one server-sent-events stream per logged-in page. It sends the badges when it
// opens, then, for every live event of this agency and site, the fresh badges, the cache tags the
// change refreshes (LIVE_CHANGES of shared/src/contract/cache.ts) and, for chat, the unread count
// of every group; a comment line every 25 s keeps proxies from closing it.
// A database outage leaves the stream open: messages that cannot be read are skipped, and once
// the live connection is back the stream gets fresh badges ('hello').
// The browser's EventSource reconnects by itself; `retry` tells it how soon.
import type { FastifyInstance } from 'fastify';
import { fillTags, LIVE_CHANGES } from '@portal/shared/contract/cache';
import type { LiveEvent, LiveMessage } from '@portal/shared/contract/chat';
import { liveCalls as calls } from '@portal/shared/contract/live';
import { route } from '../contract/route';
import { sidebarBadges } from '../modules/badges/queries';
import { groupUnreadCounts } from '../modules/chat/read-queries';
import { authOf, type AuthContext } from '../plugins/auth-guard';
import type { Services } from '../services';

export const HEARTBEAT_MS = 25_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that never answers by itself (a stream): the route-wide fuzz skips it. */
    longLived?: boolean;
  }
}

async function messageFor(services: Services, auth: AuthContext, event: LiveEvent | null) {
  const message: LiveMessage = {
    type: event?.type ?? 'hello',
    badges: await sidebarBadges(services.db, auth, services.now()),
    // What the browser refreshes: the same tags as a write of its own (contract/cache.ts).
    tags: event ? fillTags(LIVE_CHANGES[event.type] ?? [], { ...event }) : [],
  };
  if (event?.type === 'chat' || event?.type === 'chat-read')
    message.groups = await groupUnreadCounts(services.db, auth);
  if (event?.threadId !== undefined) message.threadId = event.threadId;
  if (event?.bulkSendId !== undefined) message.bulkSendId = event.bulkSendId;
  if (event?.candidateId !== undefined) message.candidateId = event.candidateId;
  if (event?.jobId !== undefined) message.jobId = event.jobId;
  return message;
}

export function streamRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    const open = new Set<() => void>();
    // A stream never ends by itself: close them all first so the server can stop.
    app.addHook('preClose', async () => {
      for (const close of [...open]) close();
    });

    // longLived: the route-wide fuzz skips it (a stream never answers); stream.test.ts covers it.
    route(
      app,
      calls['GET /stream'],
      { config: { longLived: true } },
      async ({ request, reply }) => {
        const auth = authOf(request);
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-cache, no-transform',
          Connection: 'keep-alive',
          'X-Accel-Buffering': 'no',
        });
        raw.write('retry: 3000\n\n');

        // Events are sent in order, one at a time.
        let sending = Promise.resolve();
        const send = (event: LiveEvent | null) => {
          sending = sending.then(async () => {
            try {
              const message = await messageFor(services, auth, event);
              if (!raw.writableEnded) {
                raw.write(`event: ${message.type}\ndata: ${JSON.stringify(message)}\n\n`);
              }
            } catch (error) {
              app.log.error({ err: error }, 'live stream message failed');
            }
          });
        };

        // After the live connection was lost and is back (a database restart): fresh badges, as
        // on a reconnection ('hello'), since the events of the outage were missed.
        const unsubscribe = services.live.subscribe(
          (event) => {
            if (event.agencyId !== auth.agencyId) return;
            if (event.siteId !== null && event.siteId !== auth.siteId) return;
            send(event);
          },
          () => send(null),
        );
        const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
        heartbeat.unref();
        const close = () => {
          clearInterval(heartbeat);
          unsubscribe();
          open.delete(close);
          if (!raw.writableEnded) raw.end();
        };
        open.add(close);
        request.raw.on('close', close);
        await services.live.ready().catch(() => {});
        send(null);
        return reply;
      },
    );
  };
}
