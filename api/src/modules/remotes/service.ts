// The deploy pointer as the company console changes it: list the remotes with their current,
// previous and published versions; switch one remote to a published version or roll it back.
import path from 'node:path';
import { loadConfig } from '../../config';
import { notFound, validationError } from '../../plugins/http-errors';
import {
  publishedVersions,
  readPointer,
  rollBack,
  switchVersion,
  writePointer,
  type RemotePointerEntry,
} from './pointer';

export interface RemoteDeploySettings {
  pointerFile: string | undefined;
  releasesDir: string | undefined;
  /** Federation names of the remotes the shell loads (REMOTES). */
  names: string[];
}

/** From the environment of the api or the CLI (REMOTES_POINTER, RELEASES_DIR, REMOTES). */
export function remoteDeploySettings(env: NodeJS.ProcessEnv = process.env): RemoteDeploySettings {
  const config = loadConfig(env);
  return {
    pointerFile: config.remotesPointer,
    releasesDir: config.releasesDir,
    names: Object.keys(config.remotes),
  };
}

export interface RemoteStatus {
  name: string;
  version: string | null;
  previous: string[];
  updatedAt: string | null;
  published: string[];
}

export function listRemotes(settings: RemoteDeploySettings): RemoteStatus[] {
  const pointer = readPointer(settings.pointerFile);
  const names = [...new Set([...settings.names, ...Object.keys(pointer)])].sort();
  return names.map((name) => ({
    name,
    version: pointer[name]?.version ?? null,
    previous: pointer[name]?.previous ?? [],
    updatedAt: pointer[name]?.updatedAt ?? null,
    published: publishedVersions(settings.releasesDir, name),
  }));
}

/** 'remote-messaging' and 'remote_messaging' name the same remote. */
export const federationName = (name: string) => name.trim().replace(/-/g, '_');

export function setRemoteVersion(
  settings: RemoteDeploySettings,
  rawName: string,
  change: { version?: string; rollback?: boolean },
  now: Date,
): { name: string } & RemotePointerEntry {
  const name = federationName(rawName);
  if (!settings.pointerFile) {
    throw validationError({
      name: ['デプロイのポインタ (REMOTES_POINTER) が設定されていません。'],
    });
  }
  const pointer = readPointer(settings.pointerFile);
  if (!settings.names.includes(name) && !pointer[name]) throw notFound();
  let entry: RemotePointerEntry;
  if (change.rollback) {
    if (!pointer[name]?.previous.length) {
      throw validationError({ rollback: ['戻せる以前のバージョンがありません。'] });
    }
    entry = rollBack(pointer, name, now);
  } else {
    const version = change.version ?? '';
    const published = publishedVersions(settings.releasesDir, name);
    // Without a local releases folder (a CDN), the operator vouches for the version.
    if (settings.releasesDir && !published.includes(version)) {
      throw validationError({
        version: [`バージョン ${version} は ${path.basename(name)} に公開されていません。`],
      });
    }
    entry = switchVersion(pointer, name, version, now);
  }
  writePointer(settings.pointerFile, pointer);
  return { name, ...entry };
}
