// The sections the shell learns at run time (@portal/shared/section-registry): what the registry
// (/remotes.json, or its copy inlined in the page) listed under `sections` when the remotes were
// registered. The route table and the sidebar read them beside the sections the shell was built
// with; a section missing here is neither routed nor in the sidebar.
import { useSyncExternalStore } from 'react';
import {
  registryRouteFor,
  sectionsOf,
  type RegistryRoute,
  type RegistrySection,
} from '@portal/shared/section-registry';

let sections: readonly RegistrySection[] = [];
const listeners = new Set<() => void>();

/** The sections of a registry answer (a bad one adds none). */
export function setRegistrySections(config: unknown): void {
  sections = sectionsOf(config);
  for (const listener of listeners) listener();
}

export function registrySections(): readonly RegistrySection[] {
  return sections;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The registry's sections, re-rendering when a later registration changes them. */
export function useRegistrySections(): readonly RegistrySection[] {
  return useSyncExternalStore(subscribe, registrySections, registrySections);
}

/** The registry route of a path below /{id}/employment-agency/, if any. */
export function registryRoute(
  subPath: string,
  from: readonly RegistrySection[] = sections,
): RegistryRoute | undefined {
  return registryRouteFor(from, subPath);
}
