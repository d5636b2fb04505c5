// Run-time remote configuration and loading: reads the registry (inlined in the page by the api,
// else /remotes.json): the remotes' manifest URLs, registered once, and the sections the shell
// learns at run time (./registry.ts); loads the remotes' exposed components, so a remote — and a
// whole new section — can be deployed or rolled back without a shell rebuild. A chunk that
// fails to load is fetched again before the failure reaches the error boundary.
import type { ComponentType } from 'react';
import {
  loadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
  satisfy,
} from '@module-federation/enhanced/runtime';
import { REMOTE_NAME, type RegistryRoute } from '@portal/shared/section-registry';
import { prefetchSectionsWhenIdle } from './idle-prefetch';
import { describeRemoteFailure, markChunkFailure } from './remote-failure';
import { setRegistrySections } from './registry';

/** A remote's exposed module: 'remote_jobs/Routes' (the shell's own map or the registry's). */
export type RemoteModuleId = RegistryRoute['module'];

interface RemoteModule {
  default: ComponentType;
}

export interface RemoteEntry {
  name: string;
  entry: string;
}

/**
 * `{ remote_auth: '<manifest url>', …, sections: […] }` → registration entries of every remote
 * it names (those the shell was built with and any the registry adds); other keys are ignored.
 */
export function parseRemotesConfig(json: unknown): RemoteEntry[] {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error('remotes.json is not an object');
  }
  return Object.entries(json as Record<string, unknown>).flatMap(([name, entry]) =>
    REMOTE_NAME.test(name) && typeof entry === 'string' && entry !== '' ? [{ name, entry }] : [],
  );
}

let inlined: { config: unknown; used: boolean } | null = null;

function readInlined(): { config: unknown; used: boolean } {
  if (inlined) return inlined;
  const element =
    typeof document === 'undefined' ? null : document.getElementById('remotes-config');
  let config: unknown = null;
  if (element?.textContent) {
    element.remove();
    try {
      config = JSON.parse(element.textContent);
    } catch {
      config = null;
    }
  }
  inlined = { config, used: false };
  return inlined;
}

/** The registry the api wrote into the page, as read before anything registered (or null). */
export function inlinedRegistry(): unknown {
  return readInlined().config;
}

/** The configuration the api wrote into the page (no extra round trip), registered once. */
function takeInlinedConfig(): unknown {
  const page = readInlined();
  if (page.used) return null;
  page.used = true;
  return page.config;
}

/** Tests start from a page without an inlined registry read. */
export function resetInlinedRegistry(): void {
  inlined = null;
}

async function fetchRemotesConfig(): Promise<RemoteEntry[]> {
  let config = takeInlinedConfig();
  if (!config) {
    const response = await fetch('/remotes.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
    config = await response.json();
  }
  const entries = parseRemotesConfig(config);
  setRegistrySections(config);
  return entries;
}

interface ShareEntry {
  from?: string;
  loaded?: boolean;
  lib?: unknown;
}
type ShareScopes = Record<string, Record<string, Record<string, ShareEntry>>>;

/**
 * A remote that failed to load leaves the shared modules it registered on the page (a newer
 * @portal/shared, say). Singleton resolution prefers the newest one being loaded, so another
 * remote would be given the failed remote's copy — and fail on it, or run on a second instance.
 * A runtime plugin (not the share strategy: 'loaded-first' already prefers what is on the page,
 * but counts a copy that started loading) removes every copy the failed remote registered that
 * is not loaded; copies another remote already runs on stay.
 */
export function forgetSharedOf(remote: string | undefined, scopes: ShareScopes | undefined) {
  if (!remote || !scopes) return;
  for (const packages of Object.values(scopes)) {
    for (const versions of Object.values(packages ?? {})) {
      for (const [version, entry] of Object.entries(versions ?? {})) {
        if (entry?.from === remote && !entry.loaded && typeof entry.lib !== 'function') {
          delete versions[version];
        }
      }
    }
  }
}

interface ResolveShareArgs {
  shareScopeMap: ShareScopes;
  scope: string;
  pkgName: string;
  /** The version the runtime chose. */
  version: string;
  shareInfo: {
    from?: string;
    shareConfig?: { singleton?: boolean; requiredVersion?: string | false };
  };
  resolver: () => unknown;
}

/** The shell's federation name (tools/webpack/apps.cjs). */
export const SHELL = 'shell';

/**
 * A singleton is the shell's copy whenever the shell provides one. The runtime would otherwise
 * take the highest version on the page, even one a remote registered against a newer major: the
 * shell then failed on its own frame ("Version 6.0.0 from remote_messaging of shared singleton
 * module @portal/shared/query-client does not satisfy the requirement of shell which needs
 * ^5.0.0") when the route's remote registered its copies first, and the whole portal was blank.
 * A remote the shell's copy does not satisfy fails with the same reason, and its fallback shows
 * it; nothing runs on a second instance.
 */
export function preferShellSingleton(args: ResolveShareArgs): ResolveShareArgs {
  const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
  const required = shareInfo.shareConfig?.requiredVersion;
  const versions = shareScopeMap[scope]?.[pkgName];
  if (!shareInfo.shareConfig?.singleton || !versions) return args;
  const own = Object.entries(versions).find(([, entry]) => entry?.from === SHELL);
  if (!own || own[0] === version) return args;
  const [shellVersion, shared] = own;
  return {
    ...args,
    version: shellVersion,
    resolver: () => {
      if (typeof required === 'string' && !satisfy(shellVersion, required)) {
        throw new Error(
          `Version ${shellVersion} from ${SHELL} of shared singleton module ${pkgName} does not satisfy the requirement of ${shareInfo.from} which needs ${required}`,
        );
      }
      return { shared, useTreesShaking: false };
    },
  };
}

let registration: Promise<void> | null = null;
let pluginRegistered = false;

/** Logs every remote that fails to load with the runtime's reason (the fallback shows it too). */
function registerFailureLog() {
  if (pluginRegistered) return;
  pluginRegistered = true;
  // A script that fails to load (a remote's or a shared module's chunk) is seen here even when
  // the federation runtime swallows it: later failures on this page are then stale code.
  window.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement) markChunkFailure();
    },
    true,
  );
  // Global: every remote's federation instance resolves its singletons through it too, so a
  // remote never runs on another remote's copy (it was: remote_jobs given remote_messaging's
  // query-client of the next major, after remote_messaging had failed on another module).
  registerGlobalPlugins([
    {
      name: 'portal-shell-singletons',
      resolveShare: (args) =>
        preferShellSingleton(args as unknown as ResolveShareArgs) as unknown as typeof args,
    },
  ]);
  registerPlugins([
    {
      name: 'portal-remote-failure-log',
      errorLoadRemote({ id, error, lifecycle, origin }) {
        const { kind, reason } = describeRemoteFailure(error);
        console.error(`[portal] ${id} could not load (${kind}, ${lifecycle}): ${reason}`);
        forgetSharedOf(id.split('/')[0], origin?.shareScopeMap);
        // Undefined: the error goes on to the remote's error boundary.
        return undefined;
      },
    },
  ]);
}

/**
 * Registers the remotes once. A failed fetch is forgotten so that the next mount (or its retry)
 * asks again instead of failing forever.
 */
export function registerRemotesFromConfig(): Promise<void> {
  registerFailureLog();
  registration ??= fetchRemotesConfig().then(
    (entries) => registerRemotes(entries),
    (error: unknown) => {
      registration = null;
      throw error;
    },
  );
  return registration;
}

/**
 * Waits between the attempts to fetch a remote's entry again (its manifest or remoteEntry.js,
 * which the federation runtime loads itself). A webpack chunk is not retried here: the script
 * loader already fetched it again (tools/webpack/chunk-retry-plugin.cjs), one retry layer each.
 */
export const ENTRY_RETRY_DELAYS_MS = [300, 1000];

/** webpack's failure of a chunk, after the script loader's own attempts. */
const isWebpackChunkFailure = (error: unknown) =>
  (error as { name?: string } | null)?.name === 'ChunkLoadError' ||
  /Loading (?:css )?chunk [^ ]+ failed/i.test(String((error as Error | null)?.message ?? ''));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const started = new Map<RemoteModuleId, Promise<ComponentType>>();

/**
 * Starts loading a module before anything mounts it (the page's own module, while the shell's
 * chunks are still on their way); the first mount takes this load over instead of starting one.
 */
export function startLoadingRemote(id: RemoteModuleId): void {
  if (started.has(id)) return;
  const load = fetchRemoteComponent(id);
  // A failure shows when a mount takes the load over, never as an unhandled rejection.
  load.catch(() => undefined);
  started.set(id, load);
}

/** The modules loaded ahead in idle time (idle-prefetch.ts), ready to mount without waiting. */
const warmed = new Map<RemoteModuleId, ComponentType>();

/**
 * Loads a section's module ahead, run and all, so that its first mount waits for nothing: the
 * mount takes the component synchronously (warmRemoteComponent). A failure is forgotten: the
 * section's mount loads afresh, with its retries and its fallback.
 */
export async function warmRemote(id: RemoteModuleId): Promise<void> {
  if (warmed.has(id) || started.has(id)) return;
  warmed.set(id, await fetchRemoteComponent(id));
}

/** The component of a module loaded ahead, once (the mount keeps it), else undefined. */
export function warmRemoteComponent(id: RemoteModuleId): ComponentType | undefined {
  const component = warmed.get(id);
  warmed.delete(id);
  return component;
}

export function loadRemoteComponent(id: RemoteModuleId): Promise<ComponentType> {
  const early = started.get(id);
  started.delete(id);
  const load = early ?? fetchRemoteComponent(id);
  // A section is there: the others are loaded while the browser is idle (idle-prefetch.ts).
  load
    .then(() => prefetchSectionsWhenIdle(id, (other) => warmRemote(other as RemoteModuleId)))
    .catch(() => undefined);
  return load;
}

async function fetchRemoteComponent(id: RemoteModuleId): Promise<ComponentType> {
  await registerRemotesFromConfig();
  for (let attempt = 0; ; attempt++) {
    try {
      const module = await loadRemote<RemoteModule>(id);
      if (!module?.default) throw new Error(`${id} has no default export`);
      return module.default;
    } catch (error) {
      const delay = ENTRY_RETRY_DELAYS_MS[attempt];
      const kind = describeRemoteFailure(error).kind;
      if (kind === 'chunk') markChunkFailure();
      if (kind !== 'chunk' || isWebpackChunkFailure(error) || delay === undefined) throw error;
      await sleep(delay);
    }
  }
}
