// Run-time remote configuration and loading: reads /remotes.json served beside the shell, registers
// the remotes once and loads their exposed components, so a remote can move without a shell rebuild.
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export const REMOTE_NAMES = [
  'remote_auth',
  'remote_settings',
  'remote_messaging',
  'remote_jobs',
  'remote_applicants',
  'remote_events',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Every exposed module the shell mounts; each default-exports a component without props. */
export type RemoteModuleId =
  | 'remote_auth/Login'
  | 'remote_auth/ForgotPassword'
  | 'remote_auth/ResetPassword'
  | 'remote_auth/Welcome'
  | 'remote_auth/Signup'
  | 'remote_messaging/Infos'
  | 'remote_messaging/Chat'
  | 'remote_settings/Routes'
  | 'remote_jobs/Routes'
  | 'remote_jobs/Preview'
  | 'remote_applicants/Routes'
  | 'remote_applicants/CandidateDetail'
  | 'remote_events/Routes';

interface RemoteModule {
  default: ComponentType;
}

export interface RemoteEntry {
  name: RemoteName;
  entry: string;
}

/** `{ remote_auth: '<manifest url>', … }` → registration entries; unknown keys are ignored. */
export function parseRemotesConfig(json: unknown): RemoteEntry[] {
  if (typeof json !== 'object' || json === null) throw new Error('remotes.json is not an object');
  const config = json as Record<string, unknown>;
  return REMOTE_NAMES.flatMap((name) => {
    const entry = config[name];
    return typeof entry === 'string' && entry !== '' ? [{ name, entry }] : [];
  });
}

async function fetchRemotesConfig(): Promise<RemoteEntry[]> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  return parseRemotesConfig(await response.json());
}

let registration: Promise<void> | null = null;

/**
 * Registers the remotes once. A failed fetch is forgotten so that the next mount (or its retry)
 * asks again instead of failing forever.
 */
export function registerRemotesFromConfig(): Promise<void> {
  registration ??= fetchRemotesConfig().then(
    (entries) => registerRemotes(entries),
    (error: unknown) => {
      registration = null;
      throw error;
    },
  );
  return registration;
}

export async function loadRemoteComponent(id: RemoteModuleId): Promise<ComponentType> {
  await registerRemotesFromConfig();
  const module = await loadRemote<RemoteModule>(id);
  if (!module?.default) throw new Error(`${id} has no default export`);
  return module.default;
}
