// Every route the api registers, as buildApp's onRoute hook reports it: the route-wide tests
// (fuzz, CSRF) cover whatever route is added later without being told about it.
import type { RouteOptions } from 'fastify';
import { API_PREFIX } from '../modules/api-routes';
import { createTestApp, type TestApp } from './test-app';
import type { BuildAppOptions } from '../app';

export type RouteArea = 'agency' | 'console' | 'other';

export interface RegisteredRoute {
  method: string;
  /** As registered, with its parameters: '/:siteId/employment-agency/api/infos/:infoId'. */
  url: string;
  area: RouteArea;
  /** Path parameters other than the agency api's :siteId. */
  params: string[];
}

function areaOf(url: string): RouteArea {
  if (url.startsWith(`${API_PREFIX}/`)) return 'agency';
  if (url.startsWith('/console/api/')) return 'console';
  return 'other';
}

/** The route's methods; HEAD routes are Fastify's automatic twins of the GET ones. */
const methodsOf = (route: RouteOptions) =>
  (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');

/**
 * The routes registered below `prefix`, keyed the way a contract keys its calls
 * ('GET /infos/{infoId}'): give `onRoute` to the app, read `registered` in the tests.
 */
export function routesByContractKey(prefix: string) {
  const registered = new Map<string, RouteOptions>();
  const onRoute = (route: RouteOptions) => {
    if (!route.url.startsWith(`${prefix}/`)) return;
    const path = route.url.slice(prefix.length).replace(/:(\w+)/g, '{$1}');
    for (const method of methodsOf(route)) registered.set(`${method} ${path}`, route);
  };
  return { registered, onRoute };
}

/**
 * Where the routes `registered` (routesByContractKey) and a contract's calls part: routes with no
 * declaration, declarations with no route, and routes registered from another declaration.
 */
export function contractGaps(
  registered: Map<string, RouteOptions>,
  calls: Record<string, unknown>,
) {
  return {
    undeclared: [...registered.keys()].filter((key) => !(key in calls)),
    missing: Object.keys(calls).filter((key) => !registered.has(key)),
    notFromContract: [...registered.entries()]
      .filter(([key, route]) => route.config?.contract !== calls[key])
      .map(([key]) => key),
  };
}

export async function createAppWithRoutes(
  options: Omit<BuildAppOptions, 'database' | 'onRoute'> = {},
): Promise<{ t: TestApp; routes: RegisteredRoute[] }> {
  const routes: RegisteredRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    // A long-lived stream never answers an inject: its own tests cover it.
    if ((route.config as { longLived?: boolean } | undefined)?.longLived) return;
    for (const method of methodsOf(route)) {
      const params = [...route.url.matchAll(/:(\w+)/g)]
        .map((match) => match[1])
        .filter((name) => name !== 'siteId');
      routes.push({ method, url: route.url, area: areaOf(route.url), params });
    }
  };
  const t = await createTestApp({ ...options, onRoute });
  return { t, routes };
}

/** The route's url with its parameters filled in (the site id, then the given values). */
export function fillUrl(
  route: RegisteredRoute,
  values: Record<string, string> = {},
  siteId = '25',
): string {
  return route.url
    .replace(':siteId', siteId)
    .replace(/:(\w+)/g, (_, name: string) => values[name] ?? '1')
    .replace(/\*$/, 'x');
}

export const isWrite = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
