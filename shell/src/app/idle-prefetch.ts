// Sections ready before the first click: once a section of the logged-in frame has loaded (after
// login, or a deep link — never on the login page, which is 'bare'), the other sections' remotes
// are loaded while the browser is idle: each remote's entry, its share negotiation and the module
// its section mounts (its first route's page; the pages behind a choice stay lazy), run, not only
// fetched — a preload left the click waiting for the entry's init, the shared modules the remote
// resolves from other remotes' chunks and the module's evaluation (first visits 430-615 ms). One
// remote at a time, each in an idle period of its own, and only once the page has settled (its
// load event and every read of the query cache answered: an idle period while a deep link still
// waits for its data is no time to compete with it), and not at all where the connection cannot
// spare it (Save-Data, 2G or 3G). Not before the frame and the page have shown what they load
// either: a deep link's own chunks come after its section's module, and a prefetch started in
// that gap ran its remotes' code in the middle of the page's (cold deep links 1.0-1.2 s).
import { ROUTE_REMOTES } from '@portal/shared/route-remotes';
import { registrySections } from './registry';

/** The sections of the sidebar, by the title key of their route (the route → remote map). */
const SECTIONS = new Set(['infos', 'chat', 'settings', 'jobs', 'applicants', 'events']);

/** The modules the shell's own sections mount, in the order of the route table. */
export const SECTION_MODULES: readonly string[] = ROUTE_REMOTES.filter((route) =>
  SECTIONS.has(route.title),
).map((route) => route.module);

/** With the sections the run-time registry added (ダッシュボード): their first route's module. */
function sectionModules(): string[] {
  const added = registrySections().flatMap((section) => section.routes[0]?.module ?? []);
  return [...new Set([...SECTION_MODULES, ...added])];
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the connection can spare a prefetch: not asked to save data, faster than 3G. */
export function connectionCanSpare(
  connection: NetworkInformation | undefined = (
    navigator as Navigator & { connection?: NetworkInformation }
  ).connection,
): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/^(?:slow-2g|2g|3g)$/.test(connection.effectiveType ?? '');
}

type IdleScheduler = (callback: () => void) => void;

/** Loads a section's module ahead (remotes.ts: warmRemote); a failure is the mount's to retry. */
export type SectionLoader = (id: string) => Promise<unknown>;

/** requestIdleCallback (at most 5 s away); a second's timeout where there is none (Safari). */
const whenIdle: IdleScheduler = (callback) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => callback(), { timeout: 5000 });
  } else {
    setTimeout(callback, 1000);
  }
};

let scheduled = false;

/**
 * What the page still waits for, besides its load event and its loading lines: the frame says
 * (holdPrefetchWhile). Until the frame has mounted and said so, the page is busy.
 */
let waiting: () => boolean = () => true;

/**
 * The logged-in frame registers what keeps the page busy (its query cache's reads in flight);
 * no section is loaded ahead while it answers true.
 */
export function holdPrefetchWhile(busy: () => boolean): void {
  waiting = busy;
}

/**
 * Whether the page is still loading what it shows: its load event, the frame's reads, or a
 * loading line on screen (@portal/shared/ui/loading-text: a remote's code or a page's data on
 * its way — a chunk of the page itself is no read the query cache counts).
 */
const pageBusy = () =>
  document.readyState !== 'complete' ||
  waiting() ||
  document.querySelector('#root [data-loading]') !== null;

/** Forgets that the prefetch ran and what the frame registered (tests). */
export function resetIdlePrefetch(): void {
  scheduled = false;
  waiting = () => true;
}

/**
 * Loads every other section's remote module in idle time, once per page, through `load`.
 * `loaded` is the module that just mounted: nothing happens unless it is a section's (the
 * logged-in frame).
 */
export function prefetchSectionsWhenIdle(
  loaded: string,
  load: SectionLoader,
  {
    idle = whenIdle,
    canSpare = connectionCanSpare,
    busy = pageBusy,
  }: { idle?: IdleScheduler; canSpare?: () => boolean; busy?: () => boolean } = {},
): void {
  const modules = sectionModules();
  if (scheduled || !modules.includes(loaded)) return;
  scheduled = true;
  const queue = modules.filter((id) => id !== loaded);
  const next = () => {
    const id = queue.shift();
    if (!id || !canSpare()) return;
    const attempt = () =>
      idle(() => {
        if (!canSpare()) return;
        // The page still loads what it shows: the next idle period.
        if (busy()) return attempt();
        // A remote that cannot be loaded now is loaded when its section opens: go on.
        Promise.resolve()
          .then(() => load(id))
          .then(next, next);
      });
    attempt();
  };
  next();
}
