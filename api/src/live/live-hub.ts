// The live hub: `publish(event)` tells every api process that something an agency sees changed
// (a company message, a read thread, a candidate message). With PostgreSQL the event goes
// through NOTIFY on one channel and every replica's dedicated LISTEN connection hands it to its
// local streams; with PGlite (one process) it is dispatched in-process.
import { Client, type Pool } from 'pg';
import type { LiveEvent } from '@portal/shared/contract/chat';
import type { DatabaseHandle } from '../db/client';

export const LIVE_CHANNEL = 'portal_live';

export type LiveListener = (event: LiveEvent) => void;

export interface LivePublisher {
  publish(event: LiveEvent): Promise<void>;
}

export interface LiveHub extends LivePublisher {
  /** Local listeners of this process; answers the unsubscribe function. */
  subscribe(listener: LiveListener): () => void;
  /** Resolves once this process receives events (PostgreSQL: its LISTEN is in place). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

function parseEvent(payload: string | undefined): LiveEvent | null {
  try {
    const event = JSON.parse(payload ?? '') as LiveEvent;
    return typeof event.agencyId === 'number' && typeof event.type === 'string' ? event : null;
  } catch {
    return null;
  }
}

class LocalDispatch {
  readonly listeners = new Set<LiveListener>();
  dispatch(event: LiveEvent) {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // One broken stream must not stop the others.
      }
    }
  }
}

/** PGlite or no database: one process, so publishing is dispatching. */
export function createInProcessHub(): LiveHub {
  const local = new LocalDispatch();
  return {
    async publish(event) {
      local.dispatch(event);
    },
    subscribe(listener) {
      local.listeners.add(listener);
      return () => local.listeners.delete(listener);
    },
    ready: async () => {},
    async close() {
      local.listeners.clear();
    },
  };
}

const RECONNECT_MS = 1000;

/** PostgreSQL: NOTIFY to publish; a dedicated client LISTENs, reconnecting when it drops. */
export function createPostgresHub(
  pool: Pool,
  onError: (error: unknown) => void = () => {},
): LiveHub {
  const local = new LocalDispatch();
  let client: Client | null = null;
  let closed = false;
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | null = null;

  const listen = (): Promise<void> => {
    if (closed || client || connecting) return connecting ?? Promise.resolve();
    const next = new Client(pool.options);
    const drop = (error?: unknown) => {
      if (error) onError(error);
      if (client === next) client = null;
      next.removeAllListeners();
      next.on('error', () => {});
      void next.end().catch(() => {});
      if (!closed && local.listeners.size > 0 && !retry) {
        retry = setTimeout(() => {
          retry = null;
          void listen();
        }, RECONNECT_MS);
        retry.unref();
      }
    };
    next.on('notification', (message) => {
      const event = parseEvent(message.payload);
      if (event) local.dispatch(event);
    });
    next.on('error', drop);
    next.on('end', () => drop());
    connecting = next
      .connect()
      .then(() => next.query(`listen ${LIVE_CHANNEL}`))
      .then(() => {
        client = next;
      })
      .catch(drop)
      .finally(() => {
        connecting = null;
      });
    return connecting;
  };

  return {
    async publish(event) {
      await pool.query('select pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify(event)]);
    },
    subscribe(listener) {
      local.listeners.add(listener);
      void listen();
      return () => local.listeners.delete(listener);
    },
    ready: () => listen(),
    async close() {
      closed = true;
      local.listeners.clear();
      if (retry) clearTimeout(retry);
      await connecting;
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}

export function createLiveHub(
  database: DatabaseHandle,
  onError?: (error: unknown) => void,
): LiveHub {
  return database.pool ? createPostgresHub(database.pool, onError) : createInProcessHub();
}
