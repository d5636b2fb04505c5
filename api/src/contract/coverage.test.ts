// Every route of the agency api is registered from its contract declaration, and every
// declaration has its route: a call cannot exist on one side only.
import type { RouteOptions } from 'fastify';
import { apiCalls } from '@portal/shared/contract/calls';
import { API_PREFIX } from '../modules/api-routes';
import { createTestApp, type TestApp } from '../test/test-app';

const contractKey = (method: string, url: string) =>
  `${method} ${url.slice(API_PREFIX.length).replace(/:(\w+)/g, '{$1}')}`;

describe('the api contract', () => {
  const registered = new Map<string, RouteOptions>();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      onRoute: (route) => {
        if (!route.url.startsWith(`${API_PREFIX}/`)) return;
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods.filter((m) => m !== 'HEAD')) {
          registered.set(contractKey(method, route.url), route);
        }
      },
    });
  });
  afterAll(() => t.close());

  it('has a declaration for every route of the agency api', () => {
    const undeclared = [...registered.keys()].filter((key) => !(key in apiCalls));
    expect(undeclared).toEqual([]);
  });

  it('has a route for every declaration', () => {
    const missing = Object.keys(apiCalls).filter((key) => !registered.has(key));
    expect(missing).toEqual([]);
  });

  it('registers each route from its own declaration (schema and all)', () => {
    const notFromContract = [...registered.entries()]
      .filter(([key, route]) => route.config?.contract !== apiCalls[key as keyof typeof apiCalls])
      .map(([key]) => key);
    expect(notFromContract).toEqual([]);
  });
});
