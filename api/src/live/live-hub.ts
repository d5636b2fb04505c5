// The live hub: `publish(event)` tells every api process that something an agency sees changed
// (a company message, a read thread, a candidate message). With PostgreSQL the event goes
// through NOTIFY on one channel and every replica's dedicated LISTEN connection hands it to its
// local streams; with PGlite (one process) it is dispatched in-process. A LISTEN connection the
// database dropped (a restart) is opened again every second while streams are open; once it is
// back, every stream is told to resync (events sent meanwhile were missed).
import { Client, type Pool } from 'pg';
import type { LiveEvent } from '@portal/shared/contract/chat';
import type { DatabaseHandle } from '../db/client';

export const LIVE_CHANNEL = 'portal_live';

export type LiveListener = (event: LiveEvent) => void;

export interface LivePublisher {
  publish(event: LiveEvent): Promise<void>;
}

export interface LiveHub extends LivePublisher {
  /**
   * Local listeners of this process; answers the unsubscribe function. `resync` is called when
   * events may have been missed (PostgreSQL: the LISTEN connection was lost and is back).
   */
  subscribe(listener: LiveListener, resync?: () => void): () => void;
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

interface Subscriber {
  listener: LiveListener;
  resync?: () => void;
}

class LocalDispatch {
  readonly subscribers = new Set<Subscriber>();

  add(listener: LiveListener, resync?: () => void): () => void {
    const subscriber = { listener, resync };
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  dispatch(event: LiveEvent) {
    this.each((subscriber) => subscriber.listener(event));
  }

  resync() {
    this.each((subscriber) => subscriber.resync?.());
  }

  private each(call: (subscriber: Subscriber) => void) {
    for (const subscriber of this.subscribers) {
      try {
        call(subscriber);
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
    subscribe(listener, resync) {
      return local.add(listener, resync);
    },
    ready: async () => {},
    async close() {
      local.subscribers.clear();
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
  // A LISTEN connection was lost (or could not be opened): events may have been missed.
  let missed = false;

  const listen = (): Promise<void> => {
    if (closed || client || connecting) return connecting ?? Promise.resolve();
    const next = new Client(pool.options);
    let dropped = false;
    const drop = (error?: unknown) => {
      if (dropped) return;
      dropped = true;
      if (error) onError(error);
      if (client === next) client = null;
      missed = true;
      next.removeAllListeners();
      next.on('error', () => {});
      void next.end().catch(() => {});
      if (!closed && local.subscribers.size > 0 && !retry) {
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
        if (dropped) return;
        client = next;
        if (missed) {
          missed = false;
          local.resync();
        }
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
    subscribe(listener, resync) {
      const unsubscribe = local.add(listener, resync);
      void listen();
      return unsubscribe;
    },
    ready: () => listen(),
    async close() {
      closed = true;
      local.subscribers.clear();
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
