// Why a remote could not load, in words the fallback shows and the console logs: its files could
// not be fetched (a stale or missing chunk, the remote's server down), or it was built against
// shared code the page cannot give it (federation's strict version check).

export type RemoteFailureKind = 'chunk' | 'version' | 'other';

export interface RemoteFailure {
  kind: RemoteFailureKind;
  /** The technical reason, as the runtime gave it (shown small under the Japanese text). */
  reason: string;
}

const CHUNK =
  /ChunkLoadError|Loading (?:css )?chunk [^ ]+ failed|Loading script failed|RUNTIME-008/i;
const VERSION = /does not satisfy the requirement|Unsatisfied version|requiredVersion/i;

export function describeRemoteFailure(error: unknown): RemoteFailure {
  const reason =
    error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? 'unknown');
  const clean = reason
    .replace(/^Error: /, '')
    .replace(/\s+/g, ' ')
    .slice(0, 400);
  if (VERSION.test(reason)) return { kind: 'version', reason: clean };
  if ((error as { name?: string })?.name === 'ChunkLoadError' || CHUNK.test(reason)) {
    return { kind: 'chunk', reason: clean };
  }
  return { kind: 'other', reason: clean };
}

const RELOAD_KEY = 'portal:chunk-reload-at';
const RELOAD_WINDOW_MS = 60_000;

/**
 * True once per minute per tab: a chunk that still fails after the retries is most likely from a
 * version this tab should not use any more; one reload gets the current one. A second failure
 * right after that reload shows the fallback instead of reloading in a loop.
 */
export function claimChunkReload(storage: Storage = window.sessionStorage, now = Date.now()) {
  const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
  if (now - last < RELOAD_WINDOW_MS) return false;
  storage.setItem(RELOAD_KEY, String(now));
  return true;
}

/** The page reload after a chunk failure (replaced in tests: jsdom cannot reload). */
export const pageReload = { run: () => window.location.reload(), delayMs: 1500 };

/**
 * Set once a chunk failed to load on this page. Webpack keeps a shared module whose chunk failed
 * half-initialised, so a later failure of a remote (e.g. "Cannot read properties of undefined")
 * after such a retry is stale code too: the page reloads once instead of showing a dead retry.
 */
let chunkFailedOnThisPage = false;
export const markChunkFailure = () => {
  chunkFailedOnThisPage = true;
};
export const resetChunkFailure = () => {
  chunkFailedOnThisPage = false;
};

/** Whether a caught failure should reload the page (once): a chunk, or anything after one. */
export function needsReload(error: unknown): boolean {
  const { kind } = describeRemoteFailure(error);
  return kind === 'chunk' || (kind === 'other' && chunkFailedOnThisPage);
}
