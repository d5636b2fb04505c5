// The browser end of the live stream (GET …/api/stream, server-sent events): the shell opens it
// once after login; every pushed message updates the sidebar badges and refreshes the answers
// that carry one of its tags (the contract's LIVE_CHANGES, the same tags a write of this browser
// refreshes: shared/src/contract/cache.ts), so no feature listens to refresh its data. On a
// reconnection ('hello' after the first) every answer on screen is read again: changes may have
// been missed meanwhile. Apps may still subscribe to an event type (subscribeLive) for something
// other than data. The browser reconnects by itself after a dropped connection; when the server
// answered with an error (an api restart behind a gateway, an expired session) it is reopened
// with a back-off. Without the stream every screen still works: it only saves a reload (a screen
// that follows a running job polls while useLiveConnected() is false).
import { useEffect, useSyncExternalStore } from 'react';
import type { LiveEventType, LiveMessage } from './contract/chat';
import { apiBase, type SiteId } from './site';
import { setSidebarBadges } from '@portal/shared/frame-queries';
import { refreshAllBut, refreshTags } from '@portal/shared/query-client';
import { patchAnswers } from '@portal/shared/call-query';

export type LiveMessageType = LiveEventType | 'hello';
export type LiveHandler = (message: LiveMessage) => void;

const EVENT_TYPES: LiveMessageType[] = [
  'hello',
  'badges',
  'chat',
  'chat-read',
  'candidate-messages',
  'bulk',
  'bulk-progress',
  'candidate',
  'tasks',
];
const handlers = new Map<LiveMessageType, Set<LiveHandler>>();

/** The sidebar's counts come inside every message: their answer is not read again. */
const CARRIED = ['badges'];

// Whether the stream is open and answering (a message arrived since it last failed).
let connected = false;
const connectedListeners = new Set<() => void>();
function setConnected(next: boolean) {
  if (connected === next) return;
  connected = next;
  connectedListeners.forEach((listener) => listener());
}

/**
 * Whether pushed changes arrive (the stream is open and answered): a screen that follows a
 * running job (a bulk import) polls only while it is false.
 */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    (listener) => {
      connectedListeners.add(listener);
      return () => connectedListeners.delete(listener);
    },
    () => connected,
    () => false,
  );
}

/**
 * Calls `handler` for every pushed message of `type` ('hello' comes on every (re)connection:
 * anything may have changed meanwhile). Answers the unsubscribe function.
 */
export function subscribeLive(type: LiveMessageType, handler: LiveHandler): () => void {
  let set = handlers.get(type);
  if (!set) handlers.set(type, (set = new Set()));
  set.add(handler);
  return () => {
    set.delete(handler);
  };
}

/** Whether pushed changes arrive now (the stream is open and answered). */
export function isLiveConnected(): boolean {
  return connected;
}

/**
 * The polling interval (refetchInterval) of an answer a running job changes, e.g. a bulk import's
 * progress: none while the stream is connected and the answer carries one of `tags` (the stream's
 * pushes refresh it), else `ms`. The component reading it calls useLiveConnected() so the interval
 * is evaluated again when the stream connects or drops.
 */
export function pollUnlessLive(
  ms: number,
  meta: Record<string, unknown> | undefined,
  tags: readonly string[],
): number | false {
  const carried = Array.isArray(meta?.tags) ? (meta.tags as string[]) : [];
  return connected && carried.some((tag) => tags.includes(tag)) ? false : ms;
}

/** React form of subscribeLive; the handler may change between renders. */
export function useLiveSubscription(types: LiveMessageType[], handler: LiveHandler): void {
  const key = types.join(',');
  useEffect(() => {
    const stops = key.split(',').map((type) => subscribeLive(type as LiveMessageType, handler));
    return () => stops.forEach((stop) => stop());
  }, [key, handler]);
}

/**
 * `reconnected`: a 'hello' that is not the first of this page's stream (the browser or the server
 * reconnected): every answer on screen is read again, changes may have been missed meanwhile.
 */
/** A thread read (here or elsewhere): its group's counts and the thread's dot, from the message. */
function applyRead(message: LiveMessage) {
  const counts = new Map(
    (message.groups ?? []).map((group) => [group.bulkSendId, group.unreadCount]),
  );
  patchAnswers('/introduction-chat-thread-groups', (groups) =>
    groups.map((group) => {
      const unreadCount = counts.get(group.bulkSendId);
      return unreadCount === undefined
        ? group
        : { ...group, unreadCount, existUnreadThread: unreadCount > 0 };
    }),
  );
  patchAnswers('/introduction-chat-groups/{id}/introduction-chat-threads', (threads) =>
    threads.map((thread) =>
      thread.threadId === message.threadId ? { ...thread, isUnread: false } : thread,
    ),
  );
}

function deliver(message: LiveMessage, reconnected: boolean) {
  if (message.badges) setSidebarBadges(message.badges);
  if (message.type === 'chat-read') applyRead(message);
  if (message.type === 'hello') {
    if (reconnected) void refreshAllBut(CARRIED);
  } else {
    const tags = (message.tags ?? []).filter((tag) => !CARRIED.includes(tag));
    if (tags.length) void refreshTags(tags);
  }
  for (const handler of handlers.get(message.type) ?? []) {
    try {
      handler(message);
    } catch {
      // One app's broken handler must not stop the others.
    }
  }
}

const RETRY_MIN_MS = 2000;
const RETRY_MAX_MS = 60_000;

let current: { siteId: SiteId; users: number; stop: () => void } | null = null;

function connect(siteId: SiteId): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let delay = RETRY_MIN_MS;
  let stopped = false;
  // The first 'hello' of the page's stream: the screens' answers were just read.
  let greeted = false;

  const open = () => {
    if (stopped || typeof EventSource === 'undefined') return;
    const next = new EventSource(`${apiBase(siteId)}/stream`, { withCredentials: true });
    source = next;
    const onMessage = (event: MessageEvent<string>) => {
      delay = RETRY_MIN_MS;
      setConnected(true);
      try {
        const message = JSON.parse(event.data) as LiveMessage;
        deliver(message, message.type === 'hello' && greeted);
        if (message.type === 'hello') greeted = true;
      } catch {
        // A malformed message is ignored; the next one carries the full counts again.
      }
    };
    for (const type of EVENT_TYPES) next.addEventListener(type, onMessage as EventListener);
    next.onerror = () => {
      if (source === next) setConnected(false);
      // CONNECTING: the browser retries by itself. CLOSED: it gave up (an error status).
      if (next.readyState !== EventSource.CLOSED || stopped) return;
      next.close();
      timer = setTimeout(open, delay);
      delay = Math.min(delay * 2, RETRY_MAX_MS);
    };
  };
  open();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    source?.close();
    setConnected(false);
  };
}

/** Opens the stream of a site (one per page, shared by every caller); answers a release. */
export function startLiveUpdates(siteId: SiteId): () => void {
  if (current && current.siteId !== siteId) {
    current.stop();
    current = null;
  }
  if (!current) current = { siteId, users: 0, stop: connect(siteId) };
  const entry = current;
  entry.users += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    entry.users -= 1;
    if (entry.users === 0 && current === entry) {
      entry.stop();
      current = null;
    }
  };
}

/** The shell's hook: the stream is open while a logged-in layout is on screen. */
export function useLiveUpdates(siteId: SiteId, enabled = true): void {
  useEffect(() => (enabled ? startLiveUpdates(siteId) : undefined), [siteId, enabled]);
}

/** For tests: forget every subscriber and connection. */
export function resetLiveUpdates(): void {
  current?.stop();
  current = null;
  handlers.clear();
  setConnected(false);
}
